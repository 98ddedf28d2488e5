import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_STORY_URL, authHandlers, withAuthProviders } from '../AuthForm/storyKit';
import { ForgotPassword } from './ForgotPassword';

const meta = {
  title: 'Account/Sign in/ForgotPassword',
  component: ForgotPassword,
  decorators: [withAuthProviders],
  args: { onBack: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers());
  },
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Merchant: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username or email/), 'demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email sent' });
    await expect(canvas.getByLabelText(/^Username or email/)).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Influencer: Story = {
  args: { variant: 'influencer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Merchant username or email/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Influencer username or email/)).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ error: 'not found' }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username or email/), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Username or email was not found',
    );
    await expect(canvas.getByLabelText(/^Username or email/)).toHaveValue('nobody');
  },
};

/** Any other failure: 'Something went wrong with the password reset', the typed value kept. */
export const FailedOtherwise: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${AUTH_STORY_URL}/auth/password/reset/request`, () =>
        HttpResponse.json({ status: false, data: null, error: 'Server error' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username or email/), 'demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Something went wrong with the password reset',
    );
    await expect(canvas.getByLabelText(/^Username or email/)).toHaveValue('demo');
  },
};

/** No answer in time: the timeout message, no spinner left, the typed value kept. */
export const TimedOut: Story = {
  parameters: { timeoutMs: 300 },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ loading: true }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username or email/), 'demo');
    const send = canvas.getByRole('button', { name: 'Send reset link' });
    await userEvent.click(send);
    await expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Request timed-out, please try again later',
    );
    await expect(send).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByLabelText(/^Username or email/)).toHaveValue('demo');
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ loading: true }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username or email/), 'demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send reset link/ })).toHaveAttribute(
        'aria-disabled',
      ),
    );
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'שכחתי סיסמה' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { variant: 'influencer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  },
};
