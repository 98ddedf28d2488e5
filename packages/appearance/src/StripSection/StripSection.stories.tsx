import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Controlled } from '../testing/stories';
import { StripSection } from './StripSection';

const meta = {
  title: 'Appearance/StripSection',
  component: StripSection,
  render: (args) => (
    <Controlled initial={args.value} onChange={args.onChange}>
      {(value, onChange) => <StripSection value={value} onChange={onChange} />}
    </Controlled>
  ),
  args: {
    value: {
      isSalesAndDiscountStripShown: false,
      sentence1: '',
      sentence2: '',
      backgroundColor: '#FDE68A',
      fontColor: '#1F2937',
    },
    onChange: fn(),
  },
} satisfies Meta<typeof StripSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show the strip' })).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'First sentence' })).toBeNull();
  },
};

/** Turned on with both sentences empty: the hint says it will be turned off on save. */
export const OnAndEmpty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Show the strip' }));
    await expect(canvas.getByRole('textbox', { name: 'First sentence' })).toBeVisible();
    await expect(
      canvas.getByText('With both sentences empty the strip is turned off when you save.'),
    ).toBeVisible();
  },
};

export const Typing: Story = {
  args: { value: { ...meta.args.value, isSalesAndDiscountStripShown: true } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Second sentence' }), 'Summer sale');
    await expect(canvas.getByText('11 of 50 characters')).toBeVisible();
    await expect(canvas.queryByText(/strip is turned off/)).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sentence2: 'Summer sale' }),
    );
  },
};

/** A sentence is cut at 50 characters, the counter at its limit. */
export const AtLimit: Story = {
  args: { value: { ...meta.args.value, isSalesAndDiscountStripShown: true } },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('textbox', { name: 'First sentence' });
    await userEvent.type(first, 'x'.repeat(55));
    await expect(first).toHaveValue('x'.repeat(50));
    await expect(canvas.getByText('50 of 50 characters')).toBeVisible();
  },
};

export const LowContrast: Story = {
  args: {
    value: {
      ...meta.args.value,
      isSalesAndDiscountStripShown: true,
      sentence1: 'Free shipping',
      fontColor: '#FBBF24',
    },
  },
  play: async ({ canvas }) => {
    const warning = canvas.getByRole('group', { name: 'Sales and discount strip' });
    await expect(warning).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /the nearest readable text colour/ }));
    await expect(canvas.queryByRole('group', { name: 'Sales and discount strip' })).toBeNull();
  },
};

export const Hebrew: Story = {
  args: { value: { ...meta.args.value, isSalesAndDiscountStripShown: true } },
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('switch')).toBeChecked();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
  },
};

export const Dark: Story = {
  args: { value: { ...meta.args.value, isSalesAndDiscountStripShown: true } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First sentence' })).toBeVisible();
  },
};
