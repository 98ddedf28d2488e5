import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleProduct, samplePage } from './fixtures';
import { LinkPage } from './LinkPage';
import { renderLinkPage } from './renderLinkPage';

const card = (name: string) => screen.getByRole('article', { name });

describe('LinkPage', () => {
  it('shows the store, description, influencer, promocode and every product', () => {
    render(<LinkPage page={samplePage} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Demo store' })).toBeInTheDocument();
    expect(screen.getByText('Summer picks from our team')).toBeInTheDocument();
    expect(screen.getByText('Picked by maya')).toBeInTheDocument();
    expect(screen.getByText('MAYA10')).toBeInTheDocument();
    expect(within(card('Straw hat')).getByText('$25.00')).toBeInTheDocument();
    const cart = screen.getByRole('region', { name: 'Your cart' });
    expect(within(cart).getByRole('status')).toHaveTextContent('Your cart is empty');
  });

  it('offers colours as swatches and texts from the option map, the merchant pick first', () => {
    const page = {
      ...samplePage,
      products: [{ ...samplePage.products[0]!, selected: { Color: 'Navy', Size: 'M' } }],
    };
    render(<LinkPage page={page} />);
    const shirt = card('Linen shirt');
    expect(within(shirt).getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(within(shirt).getByRole('radio', { name: 'Medium' })).toBeChecked();
    // A value the map has no text for shows its own name.
    expect(within(shirt).getByRole('radio', { name: 'L' })).not.toBeChecked();
    expect(within(shirt).getByRole('group', { name: 'Color' })).toBeInTheDocument();
  });

  it('adds the chosen options to the cart, joins equal lines and removes a line', async () => {
    const user = userEvent.setup();
    const onAddToCart = vi.fn();
    render(<LinkPage page={samplePage} onAddToCart={onAddToCart} />);
    const shirt = card('Linen shirt');
    await user.click(within(shirt).getByRole('radio', { name: 'Navy' }));
    await user.click(within(shirt).getByRole('radio', { name: 'Small' }));
    await user.click(within(shirt).getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      inventoryId: 'inv-1',
      title: 'Linen shirt',
      options: { Color: 'Navy', Size: 'S' },
      quantity: 1,
    });
    await user.click(within(shirt).getByRole('button', { name: 'Add to cart' }));
    await user.click(within(card('Straw hat')).getByRole('button', { name: 'Add to cart' }));
    const cart = screen.getByRole('region', { name: 'Your cart' });
    expect(within(cart).getByRole('status')).toHaveTextContent('3 items in your cart');
    expect(within(cart).getByText('Color: Navy, Size: S')).toBeInTheDocument();
    expect(within(cart).getByText('× 2')).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'Remove Straw hat' }));
    expect(within(cart).getByRole('status')).toHaveTextContent('2 items in your cart');
  });

  it('keeps a sold-out product from the cart and shows the preorder text when on', () => {
    const page = {
      ...samplePage,
      products: [sampleProduct(3, { title: 'Rain coat', quantity: 0 })],
      theme: { is_preorder_text_shown: true, preorder_text: 'Ships in March' },
    };
    render(<LinkPage page={page} />);
    const coat = card('Rain coat');
    expect(within(coat).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(within(coat).getByText('Ships in March')).toBeInTheDocument();
  });

  it('checks out with the typed promocode and confirms the order', async () => {
    const user = userEvent.setup();
    const onCheckout = vi.fn().mockResolvedValue({ orderId: 'ord_1', count: 1, total: '$22.50' });
    render(<LinkPage page={samplePage} onCheckout={onCheckout} />);
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    await user.click(within(card('Straw hat')).getByRole('button', { name: 'Add to cart' }));
    await user.clear(screen.getByRole('textbox', { name: 'Promo code' }));
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'NOA15');
    await user.click(checkout);
    expect(onCheckout).toHaveBeenCalledWith(
      [{ inventoryId: 'inv-2', title: 'Straw hat', options: {}, quantity: 1 }],
      'NOA15',
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is placed' }),
    ).toBeVisible();
    expect(screen.getByText('Order ord_1: 1 items, $22.50')).toBeInTheDocument();
  });

  it('shows why a checkout failed and keeps the cart and the typed code', async () => {
    const user = userEvent.setup();
    const onCheckout = vi.fn().mockRejectedValue(new Error('The promocode "NOPE" is not valid'));
    render(<LinkPage page={samplePage} onCheckout={onCheckout} />);
    await user.click(within(card('Straw hat')).getByRole('button', { name: 'Add to cart' }));
    await user.clear(screen.getByRole('textbox', { name: 'Promo code' }));
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn\'t place your order: The promocode "NOPE" is not valid',
    );
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('NOPE');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    expect(screen.getByText('1 item in your cart')).toBeInTheDocument();
  });

  it('says checkout is not available in the preview without onCheckout', async () => {
    const user = userEvent.setup();
    render(
      <LinkPage
        page={samplePage}
        initialCart={[{ inventoryId: 'inv-2', title: 'Straw hat', options: {}, quantity: 1 }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Checkout is not available in the preview');
  });

  it('applies the theme as custom properties and hides the influencer when the theme does', () => {
    const { container } = render(
      <LinkPage
        page={{
          ...samplePage,
          theme: {
            checkout_button_shape: 'shape3',
            add_to_cart_button_background_color: '#112233',
            checkout_button_font_color: 'red;background:url(x)',
            is_influencer_display_shown: false,
            image_border_radius: '10px',
          },
        }}
      />,
    );
    const root = container.querySelector<HTMLElement>('[data-sp-link-page]')!;
    expect(root.style.getPropertyValue('--sp-lp-checkout-radius')).toBe('25px');
    expect(root.style.getPropertyValue('--sp-lp-add-bg')).toBe('#112233');
    expect(root.style.getPropertyValue('--sp-lp-checkout-fg')).toBe('#FFFFFF');
    expect(root.style.getPropertyValue('--sp-lp-image-radius')).toBe('10px');
    expect(screen.queryByText('Picked by maya')).not.toBeInTheDocument();
  });

  it('shows the sales strip sentences and the discount strip when on', () => {
    render(
      <LinkPage
        page={{
          ...samplePage,
          theme: {
            is_shipping_and_sales_strip_shown: true,
            shipping_and_sales_strip_sentences: ['Free shipping over $50', ''],
            is_discount_strip_shown: true,
          },
        }}
      />,
    );
    expect(screen.getByText('Free shipping over $50')).toBeInTheDocument();
    expect(screen.getByText('Use code MAYA10: it is applied at checkout')).toBeInTheDocument();
  });

  it('renders Hebrew right to left', () => {
    const { container } = render(<LinkPage page={samplePage} locale="he-IL" />);
    expect(container.querySelector('[data-sp-link-page]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'העגלה שלך' })).toBeInTheDocument();
  });

  it('never links or shows a non-http image', () => {
    const { container } = render(
      <LinkPage page={{ ...samplePage, logoUrl: 'javascript:alert(1)', images: ['data:x'] }} />,
    );
    expect(container.querySelector('img[src^="javascript"]')).toBeNull();
    expect(container.querySelector('img[src^="data"]')).toBeNull();
  });
});

describe('renderLinkPage', () => {
  it('renders on the server and escapes merchant text', () => {
    const { html, css } = renderLinkPage({
      page: { ...samplePage, description: '<script>alert(1)</script>' },
    });
    expect(html).toContain('Linen shirt');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(css).toContain('--sp-space-400:16px');
    expect(css).toContain('.sp-lp-checkout');
  });
});
