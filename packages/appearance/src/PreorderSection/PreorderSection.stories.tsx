import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Controlled } from '../testing/stories';
import { PreorderSection } from './PreorderSection';

const meta = {
  title: 'Appearance/PreorderSection',
  component: PreorderSection,
  render: (args) => (
    <Controlled initial={args.value} onChange={args.onChange}>
      {(value, onChange) => <PreorderSection value={value} onChange={onChange} />}
    </Controlled>
  ),
  args: { value: { isPreorderTextShown: false, preorderText: '' }, onChange: fn() },
} satisfies Meta<typeof PreorderSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show preorder text' })).not.toBeChecked();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const TurnedOnAndTyped: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Show preorder text' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Preorder text' }),
      'Ships in two weeks',
    );
    await expect(canvas.getByText('18 of 100 characters')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      isPreorderTextShown: true,
      preorderText: 'Ships in two weeks',
    });
  },
};

export const AtLimit: Story = {
  args: { value: { isPreorderTextShown: true, preorderText: 'y'.repeat(100) } },
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Preorder text' });
    await userEvent.type(text, 'more');
    await expect(text).toHaveValue('y'.repeat(100));
    await expect(canvas.getByText('100 of 100 characters')).toBeVisible();
  },
};

export const Hebrew: Story = {
  args: { value: { isPreorderTextShown: true, preorderText: 'נשלח תוך שבועיים' } },
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox')).toHaveValue('נשלח תוך שבועיים');
  },
};

export const Dark: Story = {
  args: { value: { isPreorderTextShown: true, preorderText: 'Ships in two weeks' } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Preorder text' })).toBeVisible();
  },
};
