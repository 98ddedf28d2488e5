import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Controlled } from '../testing/stories';
import { ButtonStyleSection } from './ButtonStyleSection';

const meta = {
  title: 'Appearance/ButtonStyleSection',
  component: ButtonStyleSection,
  render: (args) => (
    <Controlled initial={args.value} onChange={args.onChange}>
      {(value, onChange) => <ButtonStyleSection {...args} value={value} onChange={onChange} />}
    </Controlled>
  ),
  args: {
    id: 'checkout',
    title: 'Checkout button',
    value: { shape: 'shape2', background: '#1B5E20', text: '#FFFFFF', border: '#1B5E20' },
    onChange: fn(),
  },
} satisfies Meta<typeof ButtonStyleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Readable: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Checkout button' });
    await expect(within(section).getByRole('radio', { name: 'Rounded' })).toBeChecked();
    await expect(within(section).getByText(/^Contrast \d+\.\d\d:1$/)).toBeVisible();
    // The checkout button offers no shadow: only the promo code has one.
    await expect(within(section).queryByRole('switch')).toBeNull();
  },
};

export const ShapeChanged: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pill' }));
    await expect(canvas.getByRole('radio', { name: 'Pill' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ shape: 'shape3', background: '#1B5E20' }),
    );
  },
};

export const WithShadow: Story = {
  args: {
    id: 'promocode',
    title: 'Promo code',
    value: {
      shape: 'shape1',
      background: '#FFFFFF',
      text: '#000000',
      border: '#D1D5DB',
      shadow: false,
    },
  },
  play: async ({ canvas, args }) => {
    const shadow = canvas.getByRole('switch', { name: 'Show a shadow' });
    await userEvent.click(shadow);
    await expect(shadow).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ shadow: true }));
  },
};

/** Green text on dark green: the warning offers the nearest readable colour, which fixes it. */
export const LowContrastFixed: Story = {
  args: {
    value: { shape: 'shape2', background: '#1B5E20', text: '#2E7D32', border: '#1B5E20' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Checkout button' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /the nearest readable text colour/ }));
    await expect(canvas.queryByRole('group', { name: 'Checkout button' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: expect.stringMatching(/^#[0-9A-F]{6}$/) }),
    );
  },
};

export const Hebrew: Story = {
  args: { title: 'כפתור תשלום' },
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'כפתור תשלום' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Checkout button' })).toBeVisible();
  },
};
