import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HelpPage } from './HelpPage';

const meta = {
  title: 'Account/HelpPage',
  component: HelpPage,
  args: {
    onBack: fn(),
    marketplaceHref: 'https://apps.store.test/shoppable',
    apiReferenceHref: 'http://127.0.0.1:8787/docs',
  },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectStore: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithoutMarketplaceLink: Story = {
  args: { marketplaceHref: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('link', { name: 'Open the app marketplace' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'API reference' })).toBeVisible();
  },
};

/** For developers: the API's reference page, opened in a new tab. */
export const ApiReference: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'For developers' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'API reference' });
    await expect(link).toHaveAttribute('href', 'http://127.0.0.1:8787/docs');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Embedded without an API address: no developers' section. */
export const WithoutApiReference: Story = {
  args: { apiReferenceHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'For developers' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'API reference' })).not.toBeInTheDocument();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'פתיחת חנות האפליקציות' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'תיעוד ה-API' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Connect your store' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open the app marketplace' })).toBeVisible();
  },
};
