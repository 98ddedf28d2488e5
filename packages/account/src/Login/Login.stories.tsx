import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { authHandlers, withAuthProviders } from '../AuthForm/storyKit';
import { InfluencerLogin, Login } from './Login';

const meta = {
  title: 'Account/Sign in/Login',
  component: Login,
  decorators: [withAuthProviders],
  args: { onSignedIn: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers());
  },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Merchant: Story = {
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Username or email'), 'demo');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

/** The links of the merchant form: switch to the influencer variant, forgot password, sign up. */
export const MerchantLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in as an influencer' })).toHaveAttribute(
      'href',
      '/login/influencer',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: /Sign up/ })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Username or email'), 'demo');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong99');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Incorrect username or password',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('wrong99');
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ loading: true }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Username or email'), 'demo');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Log in/ })).toHaveAttribute('aria-disabled'),
    );
  },
};

export const TimedOut: Story = {
  parameters: { timeoutMs: 300 },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ loading: true }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Username or email'), 'demo');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Request timed-out, please try again later',
    );
    await expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ error: true }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Username or email'), 'demo');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText('Username or email')).toHaveValue('demo');
  },
};

export const Influencer: Story = {
  render: (args) => <InfluencerLogin {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in as a merchant' })).toHaveAttribute(
      'href',
      '/login',
    );
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.type(canvas.getByLabelText('Merchant username'), 'demo');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'maya1234');
    // The influencer username is needed too.
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Influencer username'), 'maya');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

export const InfluencerSavedCredentials: Story = {
  render: (args) => (
    <InfluencerLogin
      {...args}
      savedCredentials={{ adminUsername: 'demo', username: 'maya', code: 'code-maya' }}
    />
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Merchant username')).toHaveValue('demo');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'התחברות' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeVisible();
  },
};
