import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { authHandlers, withAuthProviders } from '../AuthForm/storyKit';
import { ResetPassword } from './ResetPassword';

const meta = {
  title: 'Account/Sign in/ResetPassword',
  component: ResetPassword,
  decorators: [withAuthProviders],
  args: { token: 'reset-token' },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers());
  },
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvas: { getByLabelText: (l: RegExp, o: object) => HTMLElement }) => ({
  password: canvas.getByLabelText(/^New password/, { selector: 'input' }),
  confirm: canvas.getByLabelText(/^Confirm password/, { selector: 'input' }),
});

export const Reset: Story = {
  play: async ({ canvas }) => {
    const { password, confirm } = fields(canvas);
    await userEvent.type(password, 'secret1');
    await userEvent.type(confirm, 'secret1');
    const submit = canvas.getByRole('button', { name: 'Reset password' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your new password is set');
  },
};

export const Mismatch: Story = {
  play: async ({ canvas }) => {
    const { password, confirm } = fields(canvas);
    await userEvent.type(password, 'secret1');
    await userEvent.type(confirm, 'secret2');
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ error: true }));
  },
  play: async ({ canvas }) => {
    const { password, confirm } = fields(canvas);
    await userEvent.type(password, 'secret1');
    await userEvent.type(confirm, 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your password was not reset.',
    );
    await expect(password).toHaveValue('secret1');
  },
};

export const TimedOut: Story = {
  parameters: { timeoutMs: 300 },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ loading: true }));
  },
  play: async ({ canvas }) => {
    const { password, confirm } = fields(canvas);
    await userEvent.type(password, 'secret1');
    await userEvent.type(confirm, 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Request timed-out, please try again later',
    );
    await expect(password).toHaveValue('secret1');
  },
};

export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'יצירת סיסמה חדשה' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.type(fields(canvas).password, 'abc');
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toBeVisible();
  },
};
