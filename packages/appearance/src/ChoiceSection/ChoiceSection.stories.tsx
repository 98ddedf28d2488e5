import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Controlled } from '../testing/stories';
import { ChoiceSection } from './ChoiceSection';

type Corner = '0px' | '6px' | '10px';

const meta = {
  title: 'Appearance/ChoiceSection',
  component: ChoiceSection<Corner>,
  render: (args) => (
    <Controlled initial={args.value} onChange={args.onChange}>
      {(value, onChange) => <ChoiceSection {...args} value={value} onChange={onChange} />}
    </Controlled>
  ),
  args: {
    id: 'corners',
    title: 'Product image corners',
    options: [
      { value: '0px', label: 'Sharp' },
      { value: '6px', label: 'Semi-rounded' },
      { value: '10px', label: 'Rounded' },
    ],
    value: '0px',
    onChange: fn(),
  },
} satisfies Meta<typeof ChoiceSection<Corner>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Product image corners' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Sharp' })).toBeChecked();
  },
};

export const Changed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Rounded' }));
    await expect(canvas.getByRole('radio', { name: 'Rounded' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('10px');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Sharp' })).toBeChecked();
  },
};
