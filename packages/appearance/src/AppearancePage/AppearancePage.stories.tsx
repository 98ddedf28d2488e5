import { userDetailsFromWire } from '@shoppable/api-client';
import { MOCK_NOW, MockStore, mockHandlers } from '@shoppable/api-client/mocks';
import { ToastRegion } from '@shoppable/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';
import { mockAdmin } from '../testing/users';
import { AppearancePage } from './AppearancePage';

const meta = {
  title: 'Appearance/AppearancePage',
  component: AppearancePage,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
        <ToastRegion />
      </QueryProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: mockHandlers(STORY_BASE_URL) },
    // The phone preview shows the public page as shoppers get it, main landmark included: that
    // landmark is the previewed page's, so this one rule cannot hold there.
    a11y: { config: { rules: [{ id: 'landmark-main-is-top-level', enabled: false }] } },
  },
  args: { user: mockAdmin(), client: storyClient, onNoStore: fn(), onDirtyChange: fn() },
} satisfies Meta<typeof AppearancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const section = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });
const saveButton = (canvas: Canvas) =>
  canvas.findByRole('button', { name: 'Save' }, { timeout: 3000 });

/** A theme with a strip, rounded corners and a dark green checkout button. */
const styledStore = () => {
  const store = new MockStore({ now: MOCK_NOW });
  store.data.session.brand!.theme = {
    checkout_button_shape: 'shape3',
    checkout_button_background_color: '#1B5E20',
    checkout_button_font_color: '#FFFFFF',
    checkout_button_border_color: '#1B5E20',
    promo_code_display_border_radius: 'shape2',
    promo_code_display_background_color: '#FFFFFF',
    promo_code_display_font_color: '#000000',
    promo_code_display_border_color: '#D1D5DB',
    promo_code_display_shadow_shown: true,
    is_influencer_display_shown: true,
    cart_button_icon: 'cart2',
    is_discount_strip_shown: true,
    discount_background_color: '#FDE68A',
    discount_font_color: '#1F2937',
    is_shipping_and_sales_strip_shown: true,
    shipping_and_sales_strip_background_color: '#FDE68A',
    shipping_and_sales_strip_font_color: '#1F2937',
    shipping_and_sales_strip_sentences: ['Free shipping over $50', 'Summer sale ends Sunday'],
    image_border_radius: '10px',
    is_preorder_text_shown: true,
    preorder_text: 'Ships in two weeks',
    add_to_cart_button_shape: 'shape2',
    add_to_cart_button_background_color: '#000000',
    add_to_cart_button_border_color: '#000000',
    add_to_cart_button_font_color: '#FFFFFF',
  };
  return store;
};

export const Pristine: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Phone preview' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save appearance' })).toBeDisabled();
  },
};

const styled = styledStore();

export const Styled: Story = {
  args: { user: userDetailsFromWire(styled.data.session) },
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: styled }) } },
  play: async ({ canvas }) => {
    const phone = await canvas.findByRole('region', { name: 'Phone preview' });
    await expect(await within(phone).findByText('Free shipping over $50')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Preorder text' })).toHaveValue(
      'Ships in two weeks',
    );
  },
};

export const Changed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      within(section(canvas, 'Checkout button')).getByRole('radio', { name: 'Pill' }),
    );
    const save = await saveButton(canvas);
    // The strip slides in: wait for its entry animation.
    await waitFor(() => expect(save).toBeVisible());
    await expect(canvas.getByText('You have unsaved appearance changes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save appearance' })).toBeEnabled();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

export const Saving: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true, only: ['updateTheme'] }) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      within(section(canvas, 'Cart icon')).getByRole('radio', { name: 'Basket' }),
    );
    const save = await saveButton(canvas);
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-pending', 'true'));
  },
};

export const Saved: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      within(section(canvas, 'Product image corners')).getByRole('radio', { name: 'Rounded' }),
    );
    await userEvent.click(await saveButton(canvas));
    await expect(await screen.findByText('Appearance saved')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull());
  },
};

export const Discarded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Show the strip' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'First sentence' }), 'Sale');
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Discard' }, { timeout: 3000 }),
    );
    await expect(canvas.getByRole('switch', { name: 'Show the strip' })).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'First sentence' })).toBeNull();
  },
};

export const SaveError: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['updateTheme'] }) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Show the influencer on the page' }));
    await userEvent.click(await saveButton(canvas));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your appearance was not saved',
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const ContrastWarning: Story = {
  play: async ({ canvas }) => {
    const checkout = section(canvas, 'Checkout button');
    await userEvent.click(within(checkout).getByRole('button', { name: /Text colour/ }));
    const hex = await screen.findByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#333333');
    await userEvent.keyboard('{Escape}');
    const warning = await within(checkout).findByRole('group', { name: 'Checkout button' });
    await expect(warning).toBeVisible();
    await userEvent.click(within(warning).getByRole('button', { name: /the nearest readable/ }));
    await waitFor(() =>
      expect(within(checkout).queryByRole('group', { name: 'Checkout button' })).toBeNull(),
    );
  },
};

export const StripOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Show the strip' }));
    const first = canvas.getByRole('textbox', { name: 'First sentence' });
    await userEvent.type(first, 'Free shipping');
    await expect(canvas.getByText('13 of 50 characters')).toBeVisible();
    const phone = await canvas.findByRole('region', { name: 'Phone preview' });
    await expect(within(phone).getByText('Free shipping')).toBeVisible();
  },
};

export const WithLogo: Story = {
  args: { user: { ...mockAdmin(), businessLogo: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose logo' })).toBeVisible();
  },
};

/** A store whose sizes are not mapped yet. */
const unmappedStore = () => {
  const store = new MockStore({ now: MOCK_NOW });
  store.data.optionMap = {
    Size: { type: 'TEXT', values: { S: { text_value: null }, M: { text_value: null } } },
  };
  return store;
};

export const ProductOptions: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { store: unmappedStore() }) } },
  play: async ({ canvas }) => {
    const size = await canvas.findByRole('region', { name: 'Size' });
    await expect(within(size).getByText('2 not verified out of 2')).toBeVisible();
    await userEvent.type(within(size).getByRole('textbox', { name: 'S' }), 'Small');
    await expect(await saveButton(canvas)).toBeEnabled();
    await expect(within(size).getByText('1 not verified out of 2')).toBeVisible();
  },
};

export const ProductOptionsError: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['getOptionsMap'] }) },
  },
  play: async ({ canvas }) => {
    const options = canvas.getByRole('region', { name: 'Product options' });
    await expect(
      await within(options).findByText('Your product options could not be loaded.'),
    ).toBeVisible();
    await expect(within(options).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'מראה' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Phone preview' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show preview' }));
    await expect(await canvas.findByRole('region', { name: 'Phone preview' })).toBeVisible();
  },
};
