import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Example(props: { onSelectionChange?: (key: unknown) => void; locale?: string }) {
  return (
    <I18nProvider locale={props.locale ?? 'en-US'}>
      <Tabs onSelectionChange={props.onSelectionChange} disabledKeys={['influencers']}>
        <TabList aria-label="Recent activity">
          <Tab id="instants">Instants</Tab>
          <Tab id="shorts">Shorts</Tab>
          <Tab id="influencers">Influencers</Tab>
          <Tab id="orders">Orders</Tab>
        </TabList>
        <TabPanel id="instants">Four instants</TabPanel>
        <TabPanel id="shorts">Six shorts</TabPanel>
        <TabPanel id="influencers">Four influencers</TabPanel>
        <TabPanel id="orders">Twenty orders</TabPanel>
      </Tabs>
    </I18nProvider>
  );
}

describe('Tabs', () => {
  it('shows the first tab panel, named by its tab', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Recent activity' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Instants' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Instants' })).toHaveTextContent('Four instants');
  });

  it('selects with a click', async () => {
    const onSelectionChange = vi.fn();
    render(<Example onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Shorts' }));
    expect(screen.getByRole('tabpanel', { name: 'Shorts' })).toHaveTextContent('Six shorts');
    expect(onSelectionChange).toHaveBeenLastCalledWith('shorts');
  });

  it('moves with the arrow keys, skipping disabled tabs, and jumps with Home and End', async () => {
    render(<Example />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Instants' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shorts' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Orders' })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Instants' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Influencers' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('mirrors the arrow keys in right-to-left', async () => {
    render(<Example locale="he-IL" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Shorts' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Shorts' })).toBeInTheDocument();
  });

  it('wraps around at the ends, and moves with up and down when vertical', async () => {
    render(
      <Tabs orientation="vertical">
        <TabList aria-label="Recent activity">
          <Tab id="instants">Instants</Tab>
          <Tab id="shorts">Shorts</Tab>
        </TabList>
        <TabPanel id="instants">Four instants</TabPanel>
        <TabPanel id="shorts">Six shorts</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Shorts' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Instants' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Instants' })).toBeInTheDocument();
  });

  it('with manual activation, moves the focus with the arrows and selects with Enter', async () => {
    render(
      <Tabs keyboardActivation="manual">
        <TabList aria-label="Recent activity">
          <Tab id="instants">Instants</Tab>
          <Tab id="shorts">Shorts</Tab>
        </TabList>
        <TabPanel id="instants">
          <button type="button">Open</button>
        </TabPanel>
        <TabPanel id="shorts">Six shorts</TabPanel>
      </Tabs>,
    );
    // A panel whose content takes the focus is not a tab stop itself.
    expect(screen.getByRole('tabpanel', { name: 'Instants' })).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shorts' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Instants' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel', { name: 'Shorts' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps a force-mounted panel in the page, inert, while another tab is selected', async () => {
    render(
      <Tabs>
        <TabList aria-label="Recent activity">
          <Tab id="instants">Instants</Tab>
          <Tab id="shorts">Shorts</Tab>
        </TabList>
        <TabPanel id="instants" shouldForceMount>
          Four instants
        </TabPanel>
        <TabPanel id="shorts">Six shorts</TabPanel>
      </Tabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Shorts' }));
    expect(screen.getByText('Four instants')).toHaveAttribute('inert');
    expect(screen.getByRole('tabpanel', { name: 'Shorts' })).toHaveTextContent('Six shorts');
  });

  it('skips a tab disabled on its own, and ignores a click on it', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs onSelectionChange={onSelectionChange} defaultSelectedKey="instants">
        <TabList aria-label="Recent activity">
          <Tab id="instants">Instants</Tab>
          <Tab id="shorts" isDisabled>
            Shorts
          </Tab>
          <Tab id="orders">Orders</Tab>
        </TabList>
        <TabPanel id="instants">Four instants</TabPanel>
        <TabPanel id="shorts">Six shorts</TabPanel>
        <TabPanel id="orders">Twenty orders</TabPanel>
      </Tabs>,
    );
    const shorts = screen.getByRole('tab', { name: 'Shorts' });
    expect(shorts).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(shorts);
    expect(shorts).toHaveAttribute('aria-selected', 'false');
    expect(onSelectionChange).not.toHaveBeenCalledWith('shorts');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
  });

  it('disables every tab with isDisabled', async () => {
    render(
      <Tabs isDisabled>
        <TabList aria-label="Recent activity">
          <Tab id="instants">Instants</Tab>
          <Tab id="shorts">Shorts</Tab>
        </TabList>
        <TabPanel id="instants">Four instants</TabPanel>
        <TabPanel id="shorts">Six shorts</TabPanel>
      </Tabs>,
    );
    for (const tab of screen.getAllByRole('tab')) {
      expect(tab).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Shorts' }));
    expect(screen.queryByRole('tabpanel', { name: 'Shorts' })).not.toBeInTheDocument();
  });

  it('renders tabs from items, with render props telling each whether it is selected', async () => {
    const items = [
      { id: 'instants', label: 'Instants' },
      { id: 'shorts', label: 'Shorts' },
    ];
    render(
      <Tabs selectedKey="shorts">
        <TabList aria-label="Recent activity" items={items}>
          {(item) => (
            <Tab id={item.id}>
              {({ isSelected }) => `${item.label}${isSelected ? ' (shown)' : ''}`}
            </Tab>
          )}
        </TabList>
        <TabPanel id="instants">Four instants</TabPanel>
        <TabPanel id="shorts">Six shorts</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'Shorts (shown)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Instants' })).toBeInTheDocument();
  });

  it('makes a tab with an href a link', () => {
    render(
      <Tabs>
        <TabList aria-label="Recent activity">
          <Tab id="instants" href="/admin/links">
            Instants
          </Tab>
          <Tab id="shorts">Shorts</Tab>
        </TabList>
        <TabPanel id="instants">Four instants</TabPanel>
        <TabPanel id="shorts">Six shorts</TabPanel>
      </Tabs>,
    );
    const link = screen.getByRole('tab', { name: 'Instants' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/admin/links');
  });
});
