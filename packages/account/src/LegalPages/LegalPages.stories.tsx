import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PrivacyPolicy, Terms } from './LegalPages';

const meta = {
  title: 'Account/Legal',
  component: PrivacyPolicy,
  args: { onBack: fn() },
} satisfies Meta<typeof PrivacyPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Last updated: 11 May 2025')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const TermsAndConditions: Story = {
  render: (args) => <Terms {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Effective: 11 May 2025')).toBeVisible();
    await expect(canvas.getByText(/laws of Israel/)).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  render: (args) => <Terms {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'תנאי שימוש' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => <Terms {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};
