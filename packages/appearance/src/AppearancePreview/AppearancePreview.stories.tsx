import { mockHandlers } from '@shoppable/api-client/mocks';
import { themeFromServer } from '@shoppable/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { mockAdmin } from '../testing/users';
import { AppearancePreview } from './AppearancePreview';

const admin = mockAdmin();

const meta = {
  title: 'Appearance/AppearancePreview',
  component: AppearancePreview,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL) },
    // The previewed page has its own main landmark, inside the phone frame.
    a11y: { config: { rules: [{ id: 'landmark-main-is-top-level', enabled: false }] } },
  },
  args: {
    client: storyClient,
    businessId: admin.businessId!,
    username: admin.username,
    businessName: 'Demo Store',
    theme: themeFromServer(null),
    logoUrl: null,
  },
} satisfies Meta<typeof AppearancePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('region', { name: 'Phone preview' }, { timeout: 5000 });

/** The merchant's latest Instant, as a shopper sees it. */
export const LatestInstant: Story = {
  play: async ({ canvas }) => {
    const frame = await phone(canvas);
    // The previewed page is no main landmark inside the dashboard's.
    await expect(within(frame).queryByRole('main')).toBeNull();
    await expect(
      canvas.queryByText('A sample page: create an Instant to preview your own products.'),
    ).toBeNull();
  },
};

/** No Instant yet: a sample page with two products, and a note saying so. */
export const SamplePage: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    const frame = await phone(canvas);
    await expect(within(frame).getByText('Linen shirt')).toBeVisible();
    await expect(
      canvas.getByText('A sample page: create an Instant to preview your own products.'),
    ).toBeVisible();
  },
};

/** The theme as edited: a pill checkout button in dark green with white text. */
export const Themed: Story = {
  args: {
    theme: themeFromServer({
      checkout_button_shape: 'shape3',
      checkout_button_background_color: '#1B5E20',
      checkout_button_font_color: '#FFFFFF',
      is_shipping_and_sales_strip_shown: true,
      shipping_and_sales_strip_sentences: ['Free shipping over $50', ''],
    }),
  },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    const frame = await phone(canvas);
    await expect(within(frame).getByText('Free shipping over $50')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Phone preview' })).toBeNull();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { empty: true }) } },
  play: async ({ canvas }) => {
    const frame = await canvas.findByRole(
      'region',
      { name: 'תצוגה מקדימה בטלפון' },
      { timeout: 5000 },
    );
    await expect(within(frame).getByText('חולצת פשתן')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await phone(canvas)).toBeVisible();
  },
};
