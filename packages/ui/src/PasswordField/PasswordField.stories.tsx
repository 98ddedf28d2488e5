import { MESSAGES } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/Fields/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LiveRules: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByLabelText('Password', { selector: 'input' });
    const list = within(canvas.getByRole('list', { name: 'Password requirements' }));
    const [length, digit] = list.getAllByRole('listitem');
    await userEvent.type(box, 'shop');
    await expect(length).toHaveTextContent('(not yet)');
    await expect(digit).toHaveTextContent('(not yet)');
    await userEvent.type(box, '12');
    await expect(length).toHaveTextContent('(done)');
    await expect(digit).toHaveTextContent('(done)');
    await expect(args.onChange).toHaveBeenLastCalledWith('shop12');
  },
};

export const RevealWithKeyboard: Story = {
  args: { defaultValue: 'demo1234' },
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(box).toHaveAttribute('type', 'text');
    await expect(box).toHaveValue('demo1234');
  },
};

export const WithoutRules: Story = {
  args: { showRules: false, autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: MESSAGES.password, defaultValue: 'abc' },
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(MESSAGES.password)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'demo1234' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'סיסמה' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByLabelText('סיסמה', { selector: 'input' });
    await userEvent.type(box, 'סוד123');
    await expect(canvas.getByRole('list', { name: 'דרישות הסיסמה' })).toHaveTextContent(
      'לפחות 6 תווים (הושלם)',
    );
    const toggle = canvas.getByRole('button', { name: 'הצגת הסיסמה' });
    // The eye sits at the inline end: on the left in right-to-left.
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(
      box.getBoundingClientRect().left + box.offsetWidth / 2,
    );
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'shop1' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('list', { name: 'Password requirements' })).toHaveTextContent(
      'At least one number (done)',
    );
  },
};
