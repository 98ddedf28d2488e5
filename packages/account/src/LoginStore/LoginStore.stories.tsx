import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { authHandlers, withAuthProviders } from '../AuthForm/storyKit';
import { LoginStore } from './LoginStore';

const meta = {
  title: 'Account/Sign in/LoginStore',
  component: LoginStore,
  decorators: [withAuthProviders],
  args: { auth: 'store-code', onSignedIn: fn(), onLeave: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers());
  },
} satisfies Meta<typeof LoginStore>;

export default meta;
type Story = StoryObj<typeof meta>;

const logIn = async (canvas: { getByLabelText: (l: string | RegExp) => HTMLElement }) => {
  await userEvent.type(canvas.getByLabelText('Username or email'), 'demo');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234');
};

export const Connect: Story = {
  play: async ({ args, canvas }) => {
    await logIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

export const VerificationFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ error: true, only: ['loginConnect'] }));
  },
  play: async ({ args, canvas }) => {
    await logIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Store verification' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onLeave).toHaveBeenCalled();
  },
};

export const MissingAuth: Story = {
  args: { auth: null },
  play: async ({ args, canvas }) => {
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'התחברו כדי לחבר את החנות' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'New to Shoppable? Sign up' })).toBeVisible();
  },
};
