import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { authHandlers, withAuthProviders } from '../AuthForm/storyKit';
import { RegisterRequest } from './RegisterRequest';

const meta = {
  title: 'Account/Sign in/RegisterRequest',
  component: RegisterRequest,
  decorators: [withAuthProviders],
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers());
  },
} satisfies Meta<typeof RegisterRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: { getByLabelText: (l: RegExp) => HTMLElement }) => {
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Dana');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'dana@shop.test');
  await userEvent.type(canvas.getByLabelText(/^About your store/), 'Shoes and bags');
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send request' })).toBeDisabled();
  },
};

export const Sent: Story = {
  play: async ({ canvas }) => {
    await fill(canvas);
    const submit = canvas.getByRole('button', { name: 'Send request' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Request sent' });
    await waitFor(() => expect(dialog).toBeVisible());
    const next = screen.getByRole('link', { name: 'Continue' });
    await expect(next).toBeVisible();
    await expect(next.getAttribute('href')).toMatch(/^https:\/\//);
  },
};

/** Send waits for a valid email (and a name and a description); nothing typed is lost. */
export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Dana');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dana@shop');
    await userEvent.type(canvas.getByLabelText(/^About your store/), 'Shoes and bags');
    const submit = canvas.getByRole('button', { name: 'Send request' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Email/), '.test');
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(canvas.getByLabelText(/^About your store/)).toHaveValue('Shoes and bags');
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...authHandlers({ error: true }));
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your registration request has failed',
    );
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'בקשה לפתיחת חשבון' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send request' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^About your store/)).toBeVisible();
  },
};
