import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ColorField } from './ColorField';

const meta = {
  title: 'UI/Fields/ColorField',
  component: ColorField,
  args: { label: 'Button colour', defaultValue: '#5b3df5', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Button colour' });
    await userEvent.clear(box);
    await userEvent.type(box, 'E5484D');
    await expect(args.onChange).toHaveBeenLastCalledWith('#e5484d');
  },
};

export const InvalidText: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Button colour' });
    await userEvent.clear(box);
    await userEvent.type(box, '#5b3d');
    await userEvent.tab();
    // What was typed stays, with a specific message.
    await expect(box).toHaveValue('#5b3d');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use a colour like #000000')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith('#5b3d');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The text would be unreadable on this colour.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Button colour' }),
    ).toHaveAccessibleDescription('The text would be unreadable on this colour.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Button colour' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: '' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Button colour' })).toHaveFocus();
    await userEvent.keyboard('#0f0');
    await expect(args.onChange).toHaveBeenLastCalledWith('#00ff00');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'צבע הכפתור', description: 'הצבע של כפתורי הקנייה.' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'צבע הכפתור' });
    await userEvent.clear(box);
    await userEvent.type(box, 'zz');
    await userEvent.tab();
    await expect(canvas.getByText(/יש להזין צבע/)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { description: 'The colour of the buy buttons.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('textbox', { name: 'Button colour' })).toHaveValue('#5b3df5');
  },
};
