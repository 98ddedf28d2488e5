import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/Fields/NumberField',
  component: NumberField,
  args: { label: 'Commission', format: 'percent', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Percent: Story = {
  args: { description: 'From 0 to 100, at most 2 decimals.' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Commission' });
    await userEvent.type(box, '12.345');
    await userEvent.tab();
    await expect(box).toHaveValue('12.35%');
    await expect(args.onChange).toHaveBeenLastCalledWith(12.35);
  },
};

export const KeyboardSteps: Story = {
  args: { defaultValue: 10 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: 'Commission' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    await userEvent.keyboard('{End}');
    await expect(box).toHaveValue('100%');
    await userEvent.keyboard('{Home}');
    await expect(box).toHaveValue('0%');
  },
};

export const Number: Story = {
  args: { label: 'Quantity', format: 'number', defaultValue: 1, minValue: 1 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Quantity' }));
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Commission must be in range 0 - 100' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Commission' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Commission must be in range 0 - 100')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 15 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Commission' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Commission' })).toHaveValue('15%');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'עמלה', defaultValue: 7.5 },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'עמלה' });
    // The steppers sit at the inline end: on the left in right-to-left.
    for (const stepper of canvas.getAllByRole('button', { name: /עמלה/ }))
      await expect(stepper.getBoundingClientRect().left).toBeLessThan(
        box.getBoundingClientRect().left + box.offsetWidth / 2,
      );
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 20, description: 'From 0 to 100, at most 2 decimals.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('textbox', { name: 'Commission' })).toHaveValue('20%');
  },
};
