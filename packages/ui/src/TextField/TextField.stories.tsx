import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/Fields/TextField',
  component: TextField,
  args: { label: 'Link title', placeholder: 'Summer collection', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Link title' });
    await userEvent.type(box, 'Summer');
    await expect(box).toHaveValue('Summer');
    await expect(args.onChange).toHaveBeenLastCalledWith('Summer');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shoppers see it at the top of the page.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Link title' })).toHaveAccessibleDescription(
      'Shoppers see it at the top of the page.',
    );
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Enter a title.',
    description: 'Shoppers see it at the top of the page.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Link title' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a title.')).toBeVisible();
  },
};

export const LiveValidation: Story = {
  args: {
    label: 'Username',
    placeholder: undefined,
    validationBehavior: 'aria',
    validate: (value) => (value.includes(' ') ? 'No spaces, please.' : null),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(box, 'maya k');
    await expect(canvas.getByText('No spaces, please.')).toBeVisible();
    await userEvent.type(box, '{Backspace}{Backspace}');
    await expect(canvas.queryByText('No spaces, please.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Summer collection' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Link title' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: 'Link title' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Hello');
    await expect(box).toHaveValue('Hello');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    label: 'כותרת הקישור',
    placeholder: 'קולקציית קיץ',
    description: 'הקונים יראו אותה בראש העמוד.',
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('textbox', { name: 'כותרת הקישור' });
    await userEvent.type(box, 'קיץ');
    await expect(box).toHaveValue('קיץ');
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    isInvalid: true,
    errorMessage: 'Enter a title.',
    description: 'Shoppers see it at the top of the page.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByText('Enter a title.')).toBeVisible();
  },
};
