import { TIMINGS } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { authHandlers, withAuthProviders } from '../AuthForm/storyKit';
import { StoreConnection } from './StoreConnection';

const meta = {
  title: 'Account/Sign in/StoreConnection',
  component: StoreConnection,
  decorators: [withAuthProviders],
  parameters: { signedIn: true },
  args: { auth: 'store-code', onDone: fn(), onCancel: fn(), onSwitchAccount: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ noStore: true }));
  },
} satisfies Meta<typeof StoreConnection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connects the store, says so, then goes home 2 s later (`onDone`). */
export const Connect: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(/Logged in as demo/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect store' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your store is connected');
    const shown = performance.now();
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), {
      timeout: TIMINGS.storeConnectRedirect + 1500,
      interval: 20,
    });
    await expect(performance.now() - shown).toBeGreaterThanOrEqual(
      TIMINGS.storeConnectRedirect - 100,
    );
  },
};

export const AlreadyConnected: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers());
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('already connected');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different account' }));
    await expect(args.onSwitchAccount).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ noStore: true, error: true, only: ['storeConnect'] }));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect store' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Connection with Shopify has failed',
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ loading: true }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading your account' })).toBeVisible();
  },
};

export const MissingLink: Story = {
  args: { auth: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('not complete');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'חיבור החנות' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Connect store' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
