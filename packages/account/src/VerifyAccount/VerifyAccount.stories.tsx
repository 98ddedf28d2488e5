import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { authHandlers, withAuthProviders } from '../AuthForm/storyKit';
import { VerifyAccount } from './VerifyAccount';

const meta = {
  title: 'Account/Sign in/VerifyAccount',
  component: VerifyAccount,
  decorators: [withAuthProviders],
  args: { token: 'verify-token', onVerified: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers());
  },
} satisfies Meta<typeof VerifyAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent(
      'Your account is verified',
    );
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledOnce(), { timeout: 4000 });
  },
};

export const Checking: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ loading: true }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Verifying your account' })).toBeVisible();
  },
};

export const Expired: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ error: true }));
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Verification link expired',
    );
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'תוקף קישור האימות פג',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Account verification' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
