import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Segment, SegmentedControl, type SegmentedControlProps } from './SegmentedControl';

function Metric(props: Partial<SegmentedControlProps>) {
  return (
    <SegmentedControl aria-label="Metric" defaultSelectedKey="clicks" {...props}>
      <Segment id="clicks">Clicks</Segment>
      <Segment id="sales">Sales</Segment>
      <Segment id="revenue">Revenue</Segment>
    </SegmentedControl>
  );
}

describe('SegmentedControl', () => {
  it('is a radio group with one segment selected that selects on click', async () => {
    const onSelectionChange = vi.fn();
    render(<Metric onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Metric' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Clicks' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Sales' }));
    expect(screen.getByRole('radio', { name: 'Sales' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Clicks' })).not.toBeChecked();
    expect(onSelectionChange).toHaveBeenCalledWith('sales');
  });

  it('keeps the selection when the selected segment is pressed again', async () => {
    const onSelectionChange = vi.fn();
    render(<Metric onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Clicks' }));
    expect(screen.getByRole('radio', { name: 'Clicks' })).toBeChecked();
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('moves focus with the arrow keys and selects with Space', async () => {
    const onSelectionChange = vi.fn();
    render(<Metric onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Clicks' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Revenue' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelectionChange).toHaveBeenCalledWith('revenue');
  });

  it('mirrors the arrows in right-to-left', async () => {
    render(
      <I18nProvider locale="he-IL">
        <Metric />
      </I18nProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Sales' })).toHaveFocus();
  });

  it('follows a controlled selectedKey and can be disabled', async () => {
    const onSelectionChange = vi.fn();
    render(<Metric selectedKey="revenue" isDisabled onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('radio', { name: 'Revenue' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Sales' }));
    expect(onSelectionChange).not.toHaveBeenCalled();
  });
});
