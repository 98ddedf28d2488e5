import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/Fields/TextArea',
  component: TextArea,
  args: { label: 'Description', maxLength: 300, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounter: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('0/300')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Summer deals');
    await expect(canvas.getByText('12/300')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Summer deals');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown under the title on the link page.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Shown under the title on the link page. 0/300',
    );
  },
};

export const AtTheMaximum: Story = {
  args: { label: 'Short bio', maxLength: 20, defaultValue: 'Curated summer looks' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Short bio' });
    await expect(canvas.getByText('20/20')).toBeVisible();
    await userEvent.type(box, ' and more');
    await expect(box).toHaveValue('Curated summer looks');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Write at least 10 characters.', defaultValue: 'Hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Write at least 10 characters.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked by your plan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: 'Description' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('one{Enter}two');
    await expect(box).toHaveValue('one\ntwo');
    await expect(canvas.getByText('7/300')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'תיאור', description: 'מוצג מתחת לכותרת.' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'תיאור' }), 'מבצעי קיץ');
    await expect(canvas.getByText('9/300')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    description: 'Shown under the title on the link page.',
    maxLength: 12,
    defaultValue: 'Summer deals',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByText('12/12')).toBeVisible();
  },
};
