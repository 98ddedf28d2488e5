import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageLocale } from '../intl';
import type { LinkPageData } from '../model/model';
import { sampleProduct, samplePage } from './fixtures';
import { LinkPreview } from './LinkPreview';

const meta = {
  title: 'Link preview/LinkPreview',
  component: LinkPreview,
  args: { page: samplePage, onAddToCart: fn() },
  render: (args, { globals }) => (
    <LinkPreview {...args} locale={pageLocale(globals.locale as string | undefined)} />
  ),
} satisfies Meta<typeof LinkPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const withPage = (page: Partial<LinkPageData>): { page: LinkPageData } => ({
  page: { ...samplePage, ...page },
});

const sold = { orderId: 'ord_42', count: 1, total: '$22.50' };

export const OneProduct: Story = {
  args: withPage({ products: [sampleProduct(1, { title: 'Straw hat' })] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Demo store' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

export const FifteenProducts: Story = {
  args: withPage({ products: Array.from({ length: 15 }, (_, i) => sampleProduct(i + 1)) }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(15);
    await expect(canvas.getByRole('article', { name: 'Product 15' })).toBeInTheDocument();
  },
};

export const Options: Story = {
  play: async ({ canvas, args }) => {
    const shirt = canvas.getByRole('article', { name: 'Linen shirt' });
    await userEvent.click(within(shirt).getByRole('radio', { name: 'Navy' }));
    await userEvent.click(within(shirt).getByRole('radio', { name: 'Medium' }));
    await expect(within(shirt).getByRole('radio', { name: 'Navy' })).toBeChecked();
    await userEvent.click(within(shirt).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ options: { Color: 'Navy', Size: 'M' } }),
    );
    await expect(canvas.getByText('Color: Navy, Size: M')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: withPage({ products: [sampleProduct(1, { title: 'Rain coat', quantity: 0 })] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  },
};

export const Swapped: Story = {
  args: withPage({
    products: [
      sampleProduct(1, { title: 'Rain jacket', quantity: 4, swappedFor: 'Rain coat' }),
      sampleProduct(2, { title: 'Straw hat' }),
    ],
  }),
  play: async ({ canvas, args }) => {
    const jacket = canvas.getByRole('article', { name: 'Rain jacket' });
    await expect(
      within(jacket).getByText('Shown instead of Rain coat, which is sold out'),
    ).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Rain coat' })).toBeNull();
    await userEvent.click(within(jacket).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Rain jacket' }),
    );
  },
};

export const SwappedAndSoldOut: Story = {
  args: withPage({
    products: [
      sampleProduct(1, { title: 'Rain jacket', quantity: 4, swappedFor: 'Rain coat' }),
      sampleProduct(2, { title: 'Wool scarf', quantity: 0 }),
    ],
  }),
  play: async ({ canvas }) => {
    const scarf = canvas.getByRole('article', { name: 'Wool scarf' });
    await expect(within(scarf).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(within(scarf).queryByText(/Shown instead of/)).toBeNull();
    await expect(canvas.getByText('Shown instead of Rain coat, which is sold out')).toBeVisible();
  },
};

export const SwappedHiddenFromShoppers: Story = {
  args: {
    ...withPage({
      products: [sampleProduct(1, { title: 'Rain jacket', quantity: 4, swappedFor: 'Rain coat' })],
    }),
    showSwaps: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Rain jacket' })).toBeVisible();
    await expect(canvas.queryByText(/Shown instead of/)).toBeNull();
  },
};

export const SwappedHebrew: Story = {
  globals: { locale: 'he-IL' },
  args: withPage({
    products: [sampleProduct(1, { title: 'מעיל גשם', quantity: 4, swappedFor: 'מעיל' })],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('מוצג במקום מעיל, שאזל מהמלאי')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'הוספה לעגלה' })).toBeEnabled();
  },
};

export const Preorder: Story = {
  args: withPage({
    products: [sampleProduct(1, { title: 'Rain coat', quantity: 0 })],
    theme: { is_preorder_text_shown: true, preorder_text: 'Back in stock in March' },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Back in stock in March')).toBeVisible();
  },
};

export const SalesAndDiscountStrip: Story = {
  args: withPage({
    theme: {
      is_shipping_and_sales_strip_shown: true,
      shipping_and_sales_strip_sentences: ['Free shipping over $50', 'Returns within 30 days'],
      shipping_and_sales_strip_background_color: '#0B3D2E',
      shipping_and_sales_strip_font_color: '#FFFFFF',
      is_discount_strip_shown: true,
      discount_background_color: '#FFE082',
      discount_font_color: '#000000',
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Returns within 30 days')).toBeVisible();
    await expect(canvas.getByText('Use code MAYA10: it is applied at checkout')).toBeVisible();
  },
};

export const InfluencerShown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Picked by maya')).toBeVisible();
  },
};

export const InfluencerHidden: Story = {
  args: withPage({ theme: { is_influencer_display_shown: false } }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Picked by maya')).toBeNull();
  },
};

const shapeStory = (shape: 'shape1' | 'shape2' | 'shape3', radius: string): Story => ({
  args: withPage({
    theme: {
      checkout_button_shape: shape,
      add_to_cart_button_shape: shape,
      promo_code_display_border_radius: shape,
      promo_code_display_shadow_shown: shape === 'shape3',
      cart_button_icon: shape === 'shape1' ? 'cart1' : shape === 'shape2' ? 'cart2' : 'cart3',
    },
  }),
  play: async ({ canvas }) => {
    const add = within(canvas.getByRole('article', { name: 'Straw hat' })).getByRole('button', {
      name: 'Add to cart',
    });
    await expect(getComputedStyle(add).borderStartStartRadius).toBe(radius);
    await expect(
      getComputedStyle(canvas.getByRole('button', { name: 'Checkout' })).borderEndEndRadius,
    ).toBe(radius);
  },
});

export const SquareButtons = shapeStory('shape1', '0px');
export const RoundedButtons = shapeStory('shape2', '10px');
export const PillButtons = shapeStory('shape3', '25px');

export const DarkMerchantColours: Story = {
  args: withPage({
    theme: {
      checkout_button_background_color: '#FFD54F',
      checkout_button_font_color: '#111111',
      checkout_button_border_color: '#FFD54F',
      add_to_cart_button_background_color: '#263238',
      add_to_cart_button_font_color: '#ECEFF1',
      add_to_cart_button_border_color: '#90A4AE',
      promo_code_display_background_color: '#212121',
      promo_code_display_font_color: '#FAFAFA',
      promo_code_display_border_color: '#616161',
      image_border_radius: '10px',
    },
  }),
  play: async ({ canvas }) => {
    const add = within(canvas.getByRole('article', { name: 'Straw hat' })).getByRole('button', {
      name: 'Add to cart',
    });
    await expect(getComputedStyle(add).backgroundColor).toBe('rgb(38, 50, 56)');
  },
};

export const EmptyCart: Story = {
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('region', { name: 'Your cart' });
    await expect(within(cart).getByRole('status')).toHaveTextContent('Your cart is empty');
    await expect(within(cart).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};

export const CartWithItems: Story = {
  args: {
    initialCart: [
      {
        inventoryId: 'inv-1',
        title: 'Linen shirt',
        options: { Color: 'Red', Size: 'S' },
        quantity: 2,
      },
      { inventoryId: 'inv-2', title: 'Straw hat', options: {}, quantity: 1 },
    ],
  },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('region', { name: 'Your cart' });
    await expect(within(cart).getByRole('status')).toHaveTextContent('3 items in your cart');
    await userEvent.click(within(cart).getByRole('button', { name: 'Remove Straw hat' }));
    await expect(within(cart).getByRole('status')).toHaveTextContent('2 items in your cart');
  },
};

export const CheckoutConfirmed: Story = {
  args: { onCheckout: fn(async () => sold) },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      within(canvas.getByRole('article', { name: 'Straw hat' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledWith(
      [{ inventoryId: 'inv-2', title: 'Straw hat', options: {}, quantity: 1 }],
      'MAYA10',
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Thank you! Your order is placed' }),
    ).toBeVisible();
  },
};

export const CheckoutFailed: Story = {
  args: {
    onCheckout: fn(async () => {
      throw new Error('"Straw hat" just sold out');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('article', { name: 'Straw hat' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('just sold out');
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: withPage({ businessName: 'החנות', description: 'הבחירות שלנו לקיץ' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'העגלה שלך' })).toBeVisible();
    await expect(canvas.getByText('הבחירות שלנו לקיץ').closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Demo store' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart 0' })).toHaveAttribute('href', '#sp-cart');
  },
};
