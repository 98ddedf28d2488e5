import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const onSelectionChange = fn();

const meta = {
  title: 'UI/Navigation/Tabs',
  component: Tabs,
  args: {
    onSelectionChange,
    children: (
      <>
        <TabList aria-label="Recent activity">
          <Tab id="instants">Instants</Tab>
          <Tab id="shorts">Shorts</Tab>
          <Tab id="influencers">Influencers</Tab>
        </TabList>
        <TabPanel id="instants">Your 4 most recent Instants.</TabPanel>
        <TabPanel id="shorts">Your 6 most recent Shorts.</TabPanel>
        <TabPanel id="influencers">Your 4 most recent influencers.</TabPanel>
      </>
    ),
  },
  beforeEach: () => {
    onSelectionChange.mockClear();
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Instants' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Shorts' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Shorts' })).toHaveTextContent(
      'Your 6 most recent Shorts.',
    );
    await expect(onSelectionChange).toHaveBeenLastCalledWith('shorts');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Instants' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Shorts' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Influencers' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Influencers' })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Instants' })).toHaveFocus();
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Instants' })).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['influencers'] },
  play: async ({ canvas }) => {
    const disabled = canvas.getByRole('tab', { name: 'Influencers' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Shorts' })).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const shorts = canvas.getByRole('tab', { name: 'Shorts' });
    await expect(shorts).toHaveFocus();
    // The arrow moved the focus only: the first panel stays until Enter.
    await expect(shorts).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Instants' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(shorts).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Shorts' })).toBeVisible();
    await expect(onSelectionChange).toHaveBeenLastCalledWith('shorts');
  },
};

export const AllDisabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(canvas.getByRole('tab', { name: 'Shorts' }));
    await expect(canvas.queryByRole('tabpanel', { name: 'Shorts' })).toBeNull();
  },
};

export const ForceMountedPanel: Story = {
  args: {
    children: (
      <>
        <TabList aria-label="Recent activity">
          <Tab id="instants">Instants</Tab>
          <Tab id="shorts">Shorts</Tab>
        </TabList>
        <TabPanel id="instants" shouldForceMount>
          Your 4 most recent Instants.
        </TabPanel>
        <TabPanel id="shorts">Your 6 most recent Shorts.</TabPanel>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Shorts' }));
    // The first panel stays in the page, inert, while the second is shown.
    await expect(canvas.getByText('Your 4 most recent Instants.')).toHaveAttribute('inert');
    await expect(canvas.getByRole('tabpanel', { name: 'Shorts' })).toBeVisible();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const instants = canvas.getByRole('tab', { name: 'Instants' });
    const shorts = canvas.getByRole('tab', { name: 'Shorts' });
    await expect(shorts.getBoundingClientRect().top).toBeGreaterThan(
      instants.getBoundingClientRect().top,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(shorts).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Shorts' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    children: (
      <>
        <TabList aria-label="פעילות אחרונה">
          <Tab id="instants">אינסטנטים</Tab>
          <Tab id="shorts">קישורים קצרים</Tab>
          <Tab id="influencers">משפיענים</Tab>
        </TabList>
        <TabPanel id="instants">4 האינסטנטים האחרונים.</TabPanel>
        <TabPanel id="shorts">6 הקישורים הקצרים האחרונים.</TabPanel>
        <TabPanel id="influencers">4 המשפיענים האחרונים.</TabPanel>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const first = canvas.getByRole('tab', { name: 'אינסטנטים' });
    const second = canvas.getByRole('tab', { name: 'קישורים קצרים' });
    // The first tab is on the right, and ArrowLeft moves to the next one.
    await expect(second.getBoundingClientRect().right).toBeLessThanOrEqual(
      first.getBoundingClientRect().left + 1,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel', { name: 'קישורים קצרים' })).toBeVisible(),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelectedKey: 'shorts' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('tabpanel', { name: 'Shorts' })).toBeVisible();
  },
};
