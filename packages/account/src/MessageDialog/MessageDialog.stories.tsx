import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { MessageDialog } from './MessageDialog';

const meta = {
  title: 'Account/MessageDialog',
  component: MessageDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    title: 'Check your email',
    message: 'We sent you an email with a link to reset your password.',
  },
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { title: 'Products sync failed', message: 'Try again in a few minutes.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Products sync failed' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { title: 'בדקו את תיבת הדואר', message: 'שלחנו אליכם אימייל.' },
  play: async () => {
    const ok = await screen.findByRole('button', { name: 'אישור' });
    await waitFor(() => expect(ok).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
