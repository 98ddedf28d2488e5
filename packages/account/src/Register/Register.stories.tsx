import { TIMINGS } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers, withAuthProviders } from '../AuthForm/storyKit';
import { Register } from './Register';

const meta = {
  title: 'Account/Sign in/Register',
  component: Register,
  decorators: [withAuthProviders],
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers());
  },
} satisfies Meta<typeof Register>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (canvas: { getByLabelText: (l: RegExp, o: object) => HTMLElement }) =>
  canvas.getByLabelText(/^Password/, { selector: 'input' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  },
};

export const SignUp: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'fresh_shop');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'owner@fresh.test');
    await userEvent.type(password(canvas), 'secret1');
    await expect(await canvas.findByText('This username is available')).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible();
  },
};

/** The username's availability is asked 400 ms after typing stops, not on every key. */
export const AvailabilityAfter400ms: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'fresh_shop');
    const typed = performance.now();
    await expect(canvas.queryByText('This username is available')).not.toBeInTheDocument();
    await canvas.findByText('This username is available', {}, { interval: 20 });
    await expect(performance.now() - typed).toBeGreaterThanOrEqual(TIMINGS.validationDebounce - 50);
  },
};

/** The password's rules are marked as they are met while typing. */
export const PasswordRules: Story = {
  play: async ({ canvas }) => {
    const rules = canvas.getByRole('list', { name: 'Password requirements' });
    const [length, digit] = within(rules).getAllByRole('listitem');
    await userEvent.type(password(canvas), 'abc');
    await expect(length).toHaveTextContent('(not yet)');
    await expect(digit).toHaveTextContent('(not yet)');
    await userEvent.type(password(canvas), '1');
    await expect(digit).toHaveTextContent('(done)');
    await expect(length).toHaveTextContent('(not yet)');
    await userEvent.type(password(canvas), '23');
    await expect(length).toHaveTextContent('(done)');
  },
};

export const TakenUsernameAndEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'demo');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'demo@demo-store.test');
    await expect(await canvas.findByText('That username is already taken')).toBeVisible();
    await expect(await canvas.findByText('That email is already taken')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  },
};

export const BadEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'owner@');
    await expect(await canvas.findByText("That email doesn't look right")).toBeVisible();
  },
};

export const RegistrationFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ error: true, only: ['register'] }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'fresh_shop');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'owner@fresh.test');
    await userEvent.type(password(canvas), 'secret1');
    const submit = canvas.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your registration has failed',
    );
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('fresh_shop');
  },
};

export const TimedOut: Story = {
  parameters: { timeoutMs: 300 },
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ loading: true, only: ['register'] }));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'fresh_shop');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'owner@fresh.test');
    await userEvent.type(password(canvas), 'secret1');
    const submit = canvas.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Request timed-out, please try again later',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('owner@fresh.test');
  },
};

export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'הרשמה' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  },
};
