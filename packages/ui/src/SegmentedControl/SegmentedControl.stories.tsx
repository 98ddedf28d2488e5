import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Segment, SegmentedControl } from './SegmentedControl';

const meta = {
  title: 'UI/Fields/SegmentedControl',
  component: SegmentedControl,
  args: {
    'aria-label': 'Metric',
    defaultSelectedKey: 'clicks',
    onSelectionChange: fn(),
    children: (
      <>
        <Segment id="clicks">Clicks</Segment>
        <Segment id="sales">Sales</Segment>
        <Segment id="revenue">Revenue</Segment>
      </>
    ),
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Clicks' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Revenue' }));
    await expect(canvas.getByRole('radio', { name: 'Revenue' })).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('revenue');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Clicks' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Sales' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Sales' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(canvas.getByRole('radio', { name: 'Clicks' })).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('clicks');
  },
};

export const IconsOnly: Story = {
  args: {
    'aria-label': 'View',
    defaultSelectedKey: 'grid',
    children: (
      <>
        <Segment id="grid" aria-label="Grid">
          <svg width="14" height="14" viewBox="0 0 14 14" fill="currentColor" aria-hidden="true">
            <rect x="1" y="1" width="5" height="5" rx="1" />
            <rect x="8" y="1" width="5" height="5" rx="1" />
            <rect x="1" y="8" width="5" height="5" rx="1" />
            <rect x="8" y="8" width="5" height="5" rx="1" />
          </svg>
        </Segment>
        <Segment id="list" aria-label="List">
          <svg width="14" height="14" viewBox="0 0 14 14" fill="currentColor" aria-hidden="true">
            <rect x="1" y="2" width="12" height="2" rx="1" />
            <rect x="1" y="6" width="12" height="2" rx="1" />
            <rect x="1" y="10" width="12" height="2" rx="1" />
          </svg>
        </Segment>
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('list');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const segment of canvas.getAllByRole('radio')) await expect(segment).toBeDisabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    'aria-label': 'מדד',
    children: (
      <>
        <Segment id="clicks">קליקים</Segment>
        <Segment id="sales">מכירות</Segment>
        <Segment id="revenue">הכנסות</Segment>
      </>
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const clicks = canvas.getByRole('radio', { name: 'קליקים' });
    const sales = canvas.getByRole('radio', { name: 'מכירות' });
    // The first segment is on the right in right-to-left, and ArrowLeft moves forward.
    await expect(sales.getBoundingClientRect().left).toBeLessThan(
      clicks.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(sales).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('sales');
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelectedKey: 'sales' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('radio', { name: 'Sales' })).toBeChecked();
  },
};
