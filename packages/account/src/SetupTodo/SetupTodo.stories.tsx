import type { SoldOutLinks } from '@shoppable/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SetupTodo } from './SetupTodo';

const meta = {
  title: 'Account/Home/SetupTodo',
  component: SetupTodo,
  args: {
    state: {
      logoUrl: null,
      themeIsInitial: true,
      shippingAndReturnsUrl: null,
      hasUtm: false,
      facebookPixelId: null,
      googleAnalyticsId: null,
    },
  },
} satisfies Meta<typeof SetupTodo>;

export default meta;
type Story = StoryObj<typeof meta>;

const allDone = {
  logoUrl: 'https://cdn.shoppable.test/logo.png',
  themeIsInitial: false,
  shippingAndReturnsUrl: 'https://demo-store.test/pages/shipping',
  hasUtm: true,
  facebookPixelId: '123',
  googleAnalyticsId: null,
};

const soldOut = (autoSwapEnabled: boolean): SoldOutLinks => ({
  autoSwapEnabled,
  total: 2,
  links: [
    {
      linkId: 'lk-summer',
      linkType: 'LOOK',
      name: 'Summer edit',
      soldOut: [{ inventoryId: 'inv-1', title: 'Linen shirt' }],
    },
    {
      linkId: 'sh-beach',
      linkType: 'SHORT',
      name: 'Beach picks',
      soldOut: [{ inventoryId: 'inv-2', title: 'Straw hat' }],
    },
  ],
});

export const NothingDone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 5 done')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add UTM parameters' })).toHaveAttribute(
      'href',
      '/admin/settings#utm',
    );
  },
};

export const PartlyDone: Story = {
  args: {
    state: {
      logoUrl: 'https://cdn.shoppable.test/logo.png',
      themeIsInitial: false,
      shippingAndReturnsUrl: null,
      hasUtm: true,
      facebookPixelId: null,
      googleAnalyticsId: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 of 5 done')).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'הוספת לוגו' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Add your logo' })).toBeVisible();
  },
};

/** Auto swap on: the links are named, and shoppers see alternatives in their place. */
export const SoldOutSwapped: Story = {
  args: { state: allDone, soldOut: soldOut(true) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'To do' });
    const item = within(list).getByRole('listitem');
    await expect(item).toHaveTextContent(
      '2 links show sold-out products: Summer edit and Beach picks',
    );
    await expect(within(item).getByRole('link', { name: 'Summer edit' })).toHaveAttribute(
      'href',
      '/admin/links/lk-summer/preview',
    );
    await expect(within(item).getByRole('link', { name: 'Beach picks' })).toHaveAttribute(
      'href',
      '/admin/shorts/sh-beach/preview',
    );
    await expect(item).toHaveTextContent(/in-stock alternative in their place/);
  },
};

/** Auto swap off: the item suggests turning it on in Settings, above the setup steps. */
export const SoldOutNotSwapped: Story = {
  args: { soldOut: soldOut(false) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'To do' });
    const [item] = within(list).getAllByRole('listitem');
    await expect(item).toHaveTextContent(/Shoppers see them marked sold out/);
    await expect(
      within(item!).getByRole('link', { name: 'Turn on auto swap in Settings' }),
    ).toHaveAttribute('href', '/admin/settings#auto-swap');
    await expect(canvas.getByText('0 of 5 done')).toBeVisible();
  },
};

/** Many links: three named, the rest one link to the Instants. */
export const SoldOutMany: Story = {
  args: {
    state: allDone,
    soldOut: {
      ...soldOut(true),
      total: 9,
      links: [
        ...soldOut(true).links,
        { linkId: 'lk-city', linkType: 'LOOK', name: 'City nights', soldOut: [] },
        { linkId: 'lk-gym', linkType: 'LOOK', name: 'Gym bag', soldOut: [] },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '6 more' })).toHaveAttribute(
      'href',
      '/admin/links',
    );
    await expect(canvas.queryByRole('link', { name: 'Gym bag' })).not.toBeInTheDocument();
  },
};

export const SoldOutHebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { state: allDone, soldOut: soldOut(false) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'משימות' })).toHaveTextContent(
      'ב-2 קישורים יש מוצרים שאזלו מהמלאי: Summer edit ו-Beach picks',
    );
    await expect(canvas.getByRole('link', { name: 'הפעלת החלפה אוטומטית בהגדרות' })).toBeVisible();
  },
};

export const SoldOutDark: Story = {
  globals: { theme: 'dark' },
  args: { soldOut: soldOut(false) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Turn on auto swap in Settings' })).toBeVisible();
  },
};
