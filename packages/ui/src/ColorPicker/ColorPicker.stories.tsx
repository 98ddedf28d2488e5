import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColorPicker } from './ColorPicker';

const meta = {
  title: 'UI/Fields/ColorPicker',
  component: ColorPicker,
  args: { label: 'Button colour', defaultValue: '#5b3df5', onChange: fn() },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

export const PickASwatch: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Button colour #5b3df5' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Button colour' });
    const options = within(dialog).getAllByRole('option');
    await userEvent.click(options[4]!);
    await expect(args.onChange).toHaveBeenCalledWith('#30a46c');
    await expect(canvas.getByRole('button', { name: 'Button colour #30a46c' })).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await closed(canvasElement);
  },
};

export const KeyboardSwatchesAndEscape: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /Button colour/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Button colour' });
    const list = within(dialog).getByRole('listbox', { name: 'Suggested colours' });
    // Focus is in the popover; Tab reaches the selected swatch.
    await waitFor(() =>
      expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.tab();
    await expect(within(list).getAllByRole('option')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('#8b5cf6');
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const TypeAHex: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Button colour/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Button colour' });
    const hex = within(dialog).getByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#ff8800');
    await expect(args.onChange).toHaveBeenLastCalledWith('#ff8800');
    await expect(canvas.getByRole('button', { name: 'Button colour #ff8800' })).toBeVisible();
  },
};

export const CustomSwatches: Story = {
  args: { swatches: ['#000000', '#ffffff'], defaultValue: '#ffffff' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Button colour/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Button colour' });
    const options = within(dialog).getAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Button colour/ })).toBeDisabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'צבע הכפתור' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /צבע הכפתור/ });
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'צבע הכפתור' });
    await waitFor(() =>
      expect(within(dialog).getByRole('listbox', { name: 'צבעים מוצעים' })).toBeVisible(),
    );
    // "bottom start" opens the popover from the button's right edge towards the left in
    // right-to-left (shifted by at most the viewport padding).
    await waitFor(() =>
      expect(
        Math.abs(dialog.getBoundingClientRect().right - button.getBoundingClientRect().right),
      ).toBeLessThan(16),
    );
    await expect(dialog.getBoundingClientRect().left).toBeLessThan(
      button.getBoundingClientRect().left,
    );
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: /Button colour/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Button colour' });
    await expect(within(dialog).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};
