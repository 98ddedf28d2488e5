import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AUTH_STORY_URL, authHandlers, withAuthProviders } from '../AuthForm/storyKit';
import { RegisterStore } from './RegisterStore';

const meta = {
  title: 'Account/Sign in/RegisterStore',
  component: RegisterStore,
  decorators: [withAuthProviders],
  args: { auth: 'store-code', email: 'owner@fresh.test', onSignedIn: fn(), onLeave: fn() },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers());
  },
} satisfies Meta<typeof RegisterStore>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (canvas: { getByLabelText: (l: RegExp, o: object) => HTMLElement }) =>
  canvas.getByLabelText(/^Password/, { selector: 'input' });

export const SignUp: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByLabelText(/^Username/), 'fresh_shop');
    await userEvent.type(password(canvas), 'secret1');
    const submit = canvas.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('status')).toHaveTextContent('your store is connected');
  },
};

export const TakenUsername: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'demo');
    await expect(await canvas.findByText('That username is already taken')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ error: true, only: ['registerConnect'] }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'fresh_shop');
    await userEvent.type(password(canvas), 'secret1');
    const submit = canvas.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your store registration has failed',
    );
  },
};

/** The store's `auth` is refused: the 'unable to verify your store' dialog, whose OK leaves. */
export const VerificationFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${AUTH_STORY_URL}/auth/register/connect`, () =>
        HttpResponse.json({ status: false, data: null, error: 'Unauthorized' }, { status: 401 }),
      ),
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'fresh_shop');
    await userEvent.type(password(canvas), 'secret1');
    const submit = canvas.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Store verification' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onLeave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Reached without the store's `auth` parameter: it redirects away at once. */
export const MissingAuth: Story = {
  args: { auth: null },
  play: async ({ args, canvas }) => {
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const WithoutStoreEmail: Story = {
  args: { email: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Email/)).not.toHaveAttribute('readonly');
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'הרשמה עם החנות שלכם' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};
