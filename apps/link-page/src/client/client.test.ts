// @vitest-environment happy-dom
import {
  renderLinkPage,
  renderShopboardFeedPage,
  type LinkPageData,
} from '@shoppable/link-preview';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { start } from './client';

const page: LinkPageData = {
  businessName: 'Demo store',
  images: [],
  promocode: 'MAYA10',
  products: [
    {
      inventoryId: 'inv1',
      title: 'Linen shirt',
      quantity: 3,
      options: [{ name: 'Color', values: ['Red', 'Navy'] }],
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  document.body.innerHTML = renderLinkPage({ page }).html;
  document.body.dataset.spLink = 'lk1';
  document.body.dataset.spVisit = 'recorded';
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  start(document);
});

afterEach(() => vi.unstubAllGlobals());

const get = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const bodies = () =>
  fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body))]);

describe('client script', () => {
  it('adds the chosen option to the cart, updates the live count and records the event', () => {
    get<HTMLInputElement>('input[value="Navy"]').checked = true;
    submit(get('form[data-sp-product="inv1"]'));
    submit(get('form[data-sp-product="inv1"]'));
    expect(get('[data-sp-cart-count]').textContent).toBe('2 items in your cart');
    expect(get('[data-sp-cart-badge]').textContent).toBe('2');
    expect(get('[data-sp-cart-lines]').textContent).toContain('Color: Navy');
    expect(get<HTMLButtonElement>('[data-sp-checkout-button]').disabled).toBe(false);
    expect(bodies()).toEqual([
      ['/_/events', { link_id: 'lk1', type: 'add_to_cart', inventory_id: 'inv1' }],
      ['/_/events', { link_id: 'lk1', type: 'add_to_cart', inventory_id: 'inv1' }],
    ]);
    get<HTMLButtonElement>('[aria-label="Remove Linen shirt"]').click();
    expect(get('[data-sp-cart-count]').textContent).toBe('Your cart is empty');
  });

  it('checks out and shows the confirmation', async () => {
    submit(get('form[data-sp-product="inv1"]'));
    fetchMock.mockResolvedValueOnce(
      Response.json({ order: { orderId: 'ord_9', count: 1, total: '$36.00' } }),
    );
    submit(get('form[data-sp-checkout]'));
    await vi.waitFor(() => expect(get<HTMLElement>('[data-sp-order]').hidden).toBe(false));
    expect(get('[data-sp-order-summary]').textContent).toBe('Order ord_9: 1 items, $36.00');
    expect(get<HTMLElement>('[data-sp-cart]').hidden).toBe(true);
    expect(bodies().at(-1)).toEqual([
      '/_/checkout',
      {
        link_id: 'lk1',
        items: [{ inventory_id: 'inv1', quantity: 1, selected_options: { Color: 'Red' } }],
        promocode: 'MAYA10',
      },
    ]);
  });

  it('shows the refusal, keeps the cart and the typed code, and never leaves a spinner', async () => {
    submit(get('form[data-sp-product="inv1"]'));
    get<HTMLInputElement>('input[name="promocode"]').value = 'NOPE';
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'The promocode "NOPE" is not valid' }, { status: 400 }),
    );
    submit(get('form[data-sp-checkout]'));
    await vi.waitFor(() =>
      expect(get('[data-sp-cart-error]').textContent).toBe(
        'We couldn\'t place your order: The promocode "NOPE" is not valid',
      ),
    );
    const button = get<HTMLButtonElement>('[data-sp-checkout-button]');
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Checkout');
    expect(get<HTMLInputElement>('input[name="promocode"]').value).toBe('NOPE');
    expect(get('[data-sp-cart-count]').textContent).toBe('1 item in your cart');
  });

  it('says the store could not be reached when the network fails', async () => {
    submit(get('form[data-sp-product="inv1"]'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    submit(get('form[data-sp-checkout]'));
    await vi.waitFor(() =>
      expect(get('[data-sp-cart-error]').textContent).toContain("We couldn't place your order"),
    );
  });

  it('says plainly that ordering is briefly unavailable while the store is away, and keeps the cart', async () => {
    submit(get('form[data-sp-product="inv1"]'));
    submit(get('form[data-sp-product="inv1"]'));
    get<HTMLInputElement>('input[name="promocode"]').value = 'MAYA10';
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'Ordering is briefly unavailable' }, { status: 503 }),
    );
    submit(get('form[data-sp-checkout]'));
    await vi.waitFor(() =>
      expect(get('[role="alert"][data-sp-cart-error]').textContent).toBe(
        'Ordering is briefly unavailable. Your cart is kept: please try again in a moment.',
      ),
    );
    expect(get('[data-sp-cart-count]').textContent).toBe('2 items in your cart');
    expect(get('[data-sp-cart-lines]').textContent).toContain('Linen shirt');
    expect(get<HTMLInputElement>('input[name="promocode"]').value).toBe('MAYA10');
    expect(get<HTMLElement>('[data-sp-order]').hidden).toBe(true);
    const button = get<HTMLButtonElement>('[data-sp-checkout-button]');
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Checkout');
  });

  it('sends the visit when the server did not record it', () => {
    fetchMock.mockClear();
    delete document.body.dataset.spVisit;
    start(document);
    expect(bodies()).toEqual([['/_/events', { link_id: 'lk1', type: 'visit' }]]);
  });

  it('records a click on a Shop the Feed post when it is opened', async () => {
    document.body.innerHTML = renderShopboardFeedPage({
      feed: {
        businessName: 'Demo store',
        path: '/demo/shopboard',
        networks: ['instagram'],
        network: null,
        posts: [
          {
            postId: 'post-1',
            network: 'instagram',
            imageUrl: 'https://cdn.example.com/p.jpg',
            products: page.products,
          },
        ],
        nextSkip: null,
      },
    }).html;
    start(document);
    const post = get<HTMLDetailsElement>('details[data-sp-post="post-1"]');
    post.open = true;
    await vi.waitFor(() => expect(bodies()).toHaveLength(1));
    submit(get('form[data-sp-product="inv1"]'));
    expect(bodies()).toEqual([
      ['/_/events', { link_id: 'post-1', type: 'visit' }],
      ['/_/events', { link_id: 'lk1', type: 'add_to_cart', inventory_id: 'inv1' }],
    ]);
  });
});
