// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { start } from './client/client';

const page = {
  kind: 'link',
  link: {
    link_id: 'lk1',
    description: 'Summer picks',
    created_at: '2026-01-01',
    images: [],
    currency: 'USD',
    link_type: 'LOOK',
    promocode: null,
    influencer_username: 'maya',
    products: [{ product_id: 'p1', inventory_id: 'inv1', title: 'Linen shirt' }],
    collections: [],
    is_expired: false,
    version: 1,
  },
  multilink: null,
  products: [
    {
      inventory_id: 'inv1',
      product_id: 'p1',
      title: 'Linen shirt',
      handle: 'linen-shirt',
      image: { src: 'https://cdn.example.com/shirt.jpg' },
      product_status: 'active',
      total_quantity: 4,
      url: 'https://shop.example.com/products/linen-shirt',
      options: [],
      price: 40,
    },
  ],
  theme: null,
  option_map: {},
  business_name: 'Demo store',
  logo_url: null,
  currency: 'USD',
  redirect_url: null,
  experience_id: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('a shopper on a page while the API is away', () => {
  it('opens the page served a moment ago and is told that ordering is briefly unavailable, the cart kept', async () => {
    let up = true;
    const app = createApp({
      apiUrl: 'http://api.test',
      pageDataTtlMs: 0,
      fetch: (async () => {
        if (!up) throw new TypeError('fetch failed');
        return Response.json({ status: true, data: page, error: null });
      }) as typeof fetch,
    });
    await app.request('/maya/lk1');
    up = false;
    const served = await app.request('/maya/lk1');
    expect(served.status).toBe(200);

    // The served document in the browser, its script talking to this server.
    const parsed = new DOMParser().parseFromString(await served.text(), 'text/html');
    document.body.innerHTML = parsed.body.innerHTML;
    Object.assign(document.body.dataset, parsed.body.dataset);
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    vi.stubGlobal('fetch', (path: string, init?: RequestInit) => app.request(path, init));
    start(document);

    const product = document.querySelector<HTMLFormElement>('form[data-sp-product="inv1"]')!;
    product.requestSubmit();
    product.requestSubmit();
    document.querySelector<HTMLFormElement>('form[data-sp-checkout]')!.requestSubmit();
    await vi.waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'Ordering is briefly unavailable. Your cart is kept: please try again in a moment.',
      ),
    );
    expect(document.querySelector('[data-sp-cart-count]')?.textContent).toBe(
      '2 items in your cart',
    );
    expect(document.querySelector('[data-sp-cart-lines]')?.textContent).toContain('Linen shirt');
    expect(document.querySelector<HTMLElement>('[data-sp-order]')?.hidden).toBe(true);
  });
});
