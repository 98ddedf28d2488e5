import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'UI/Fields/DateRangePicker',
  component: DateRangePicker,
  args: { today: '2024-03-15', layout: 'popover', onChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
const focused = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;

export const PickAPreset: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Date range: This month' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Date range' });
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    // About 660 px wide, never wider than the screen less 12 px a side.
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(dialog.parentElement!.getBoundingClientRect().width).toBeCloseTo(
      Math.min(660, view.innerWidth - 24),
      0,
    );
    await userEvent.click(within(dialog).getByRole('option', { name: 'Last 30 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      { kind: 'preset', preset: 'last30Days' },
      { from: '2024-02-15', to: '2024-03-15' },
    );
    await closed(canvasElement);
    await expect(trigger).toHaveAccessibleName('Date range: Last 30 days');
  },
};

export const KeyboardCalendar: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /^Date range:/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Date range' });
    await waitFor(() => expect(dialog.contains(focused(canvasElement))).toBe(true));
    // Tab: the selected preset, then the previous-month button, then the focused day.
    await userEvent.tab();
    await expect(within(dialog).getByRole('option', { name: 'This month' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getAllByRole('button', { name: 'Previous' })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(focused(canvasElement)).toHaveAccessibleName(/March 1, 2024/);
    // Page Up and Page Down move a month; the two visible months stay February and March.
    await userEvent.keyboard('{PageUp}');
    await expect(focused(canvasElement)).toHaveAccessibleName(/February 1, 2024/);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('February to March 2024');
    await userEvent.keyboard('{PageDown}');
    await expect(focused(canvasElement)).toHaveAccessibleName(/March 1, 2024/);
    // Enter picks the start, the arrows move, Enter picks the end.
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused(canvasElement)).toHaveAccessibleName(/March 2, 2024/);
    await userEvent.keyboard('{Enter}');
    const update = within(dialog).getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    await expect(within(dialog).getByRole('option', { name: 'Custom range' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A week down, then Enter picks the focused day as the end.
    await userEvent.keyboard('{ArrowDown}');
    const end = /March (\d+), 2024/.exec(
      focused(canvasElement)?.getAttribute('aria-label') ?? '',
    )?.[1];
    await expect(Number(end)).toBeGreaterThanOrEqual(9);
    await userEvent.keyboard('{Enter}');
    await expect(update).toBeEnabled();
    await userEvent.click(update);
    const to = `2024-03-${end!.padStart(2, '0')}`;
    await expect(args.onChange).toHaveBeenCalledWith(
      { kind: 'custom', from: '2024-03-02', to },
      { from: '2024-03-02', to },
    );
    await closed(canvasElement);
    await expect(trigger).toHaveTextContent(`Mar 2 – ${end}, 2024`);
  },
};

export const PresetsByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Date range:/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Date range' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(within(dialog).getByRole('option', { name: 'Previous month' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      { kind: 'preset', preset: 'previousMonth' },
      { from: '2024-02-01', to: '2024-02-29' },
    );
  },
};

export const UpdateNeedsACompleteRange: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Date range:/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Date range' });
    await userEvent.click(within(dialog).getByRole('option', { name: 'Custom range' }));
    const update = within(dialog).getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    const [march5] = within(dialog).getAllByRole('button', { name: /March 5, 2024/ });
    await userEvent.click(march5!);
    await expect(update).toBeDisabled();
    // Days after today cannot be picked.
    const [march20] = within(dialog).getAllByRole('button', { name: /March 20, 2024/ });
    await expect(march20).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CancelDiscards: Story = {
  args: { defaultValue: { kind: 'custom', from: '2024-01-10', to: '2024-02-05' } },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /^Date range:/ });
    await expect(trigger).toHaveTextContent('Jan 10 – Feb 5, 2024');
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Date range' });
    await userEvent.click(within(dialog).getByRole('option', { name: 'Lifetime' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed(canvasElement);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Jan 10 – Feb 5, 2024');
  },
};

export const PhoneDrawer: Story = {
  args: { layout: 'drawer' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Date range:/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Date range' });
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('option', { name: 'Last 24 hours' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      { kind: 'preset', preset: 'last24Hours' },
      { from: '2024-03-14', to: '2024-03-15' },
    );
    await closed(canvasElement);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Date range:/ })).toBeDisabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'טווח תאריכים: החודש' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'טווח תאריכים' });
    const presets = within(dialog).getByRole('listbox', { name: 'טווחי תאריכים' });
    const [calendar] = within(dialog).getAllByRole('grid');
    // The presets are at the inline start: on the right of the calendar in right-to-left.
    await expect(presets.getBoundingClientRect().left).toBeGreaterThan(
      calendar!.getBoundingClientRect().left,
    );
    await userEvent.click(within(dialog).getByRole('option', { name: '7 הימים האחרונים' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'עדכון' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      { kind: 'preset', preset: 'last7Days' },
      { from: '2024-03-09', to: '2024-03-15' },
    );
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: { kind: 'custom', from: '2024-02-20', to: '2024-03-04' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: /^Date range:/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Date range' });
    await expect(within(dialog).getByRole('option', { name: 'Custom range' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled();
  },
};
