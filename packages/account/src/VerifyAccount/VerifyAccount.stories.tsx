import { TIMINGS } from '@shoppable/domain';
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

/**
 * Verified: the loader, the result 0.7 s after the answer (the mock answers at once), then the
 * way to login 2.5 s after the result.
 */
export const Verified: Story = {
  play: async ({ args, canvas }) => {
    const start = performance.now();
    await expect(canvas.getByRole('progressbar', { name: 'Verifying your account' })).toBeVisible();
    const status = await canvas.findByRole('status', {}, { timeout: 3000, interval: 20 });
    const shown = performance.now();
    await expect(status).toHaveTextContent('Your account is verified');
    await expect(shown - start).toBeGreaterThanOrEqual(TIMINGS.verificationResult - 50);
    await expect(args.onVerified).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledOnce(), {
      timeout: 4000,
      interval: 20,
    });
    await expect(performance.now() - shown).toBeGreaterThanOrEqual(
      TIMINGS.verificationRedirect - 50,
    );
  },
};

/** The server does not answer in time: the request times out and the link reads as expired. */
export const TimedOut: Story = {
  parameters: { timeoutMs: 300 },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ timeout: true }));
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Verification link expired',
    );
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(args.onVerified).not.toHaveBeenCalled();
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
