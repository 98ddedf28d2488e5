import { envelope, health } from '@shoppable/api-contract';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  createApp,
  deviceOf,
  NO_STORE,
  PAGE_CACHE,
  PAGE_DATA_TTL_MS,
  type AppOptions,
} from './app';
import type { ClientAssets } from './assets';

const link = (id: string, extra: Record<string, unknown> = {}) => ({
  link_id: id,
  description: 'Summer picks <b>bold</b>',
  created_at: '2026-01-01',
  images: [{ src: 'https://cdn.example.com/cover.jpg', id: null }],
  currency: 'USD',
  link_type: 'LOOK',
  promocode: { code: 'MAYA10' },
  influencer_username: 'maya',
  products: [{ product_id: 'p1', inventory_id: 'inv1', title: 'Linen shirt' }],
  collections: [],
  is_expired: false,
  version: 1,
  ...extra,
});

const product = {
  inventory_id: 'inv1',
  product_id: 'p1',
  title: 'Linen shirt',
  handle: 'linen-shirt',
  image: { src: 'https://cdn.example.com/shirt.jpg' },
  product_status: 'active',
  total_quantity: 4,
  url: 'https://shop.example.com/products/linen-shirt',
  options: [
    { name: 'Size', position: 2, values: ['S', 'M'] },
    { name: 'Color', position: 1, values: ['Red', 'Navy'] },
  ],
  price: 40,
};

const page = (extra: Record<string, unknown> = {}) => ({
  kind: 'link',
  link: link('lk1'),
  multilink: null,
  products: [product],
  theme: null,
  option_map: { Color: { type: 'COLOR', values: { Red: { hex_value: '#C62828' } } } },
  business_name: 'Demo store',
  logo_url: null,
  currency: 'EUR',
  redirect_url: null,
  experience_id: null,
  ...extra,
});

const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ status: true, data, error: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const fail = (error: string, status: number) =>
  new Response(JSON.stringify({ status: false, data: null, error }), { status });

/** A fake API at the fetch level: page data by id, events and checkout recorded. */
function mockApi(
  pages: Record<string, unknown>,
  checkout?: () => Response,
  options: Partial<AppOptions> = {},
) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: `${url.pathname}${url.search}`, body });
    const feedMatch = /^\/public\/v1\/shopboards\/([^/]+)$/.exec(url.pathname);
    if (feedMatch) {
      const found = pages[`shopboard:${feedMatch[1]!}`];
      return found ? ok(found) : fail('Shopboard not found', 404);
    }
    const pageMatch = /^\/public\/v1\/pages\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (pageMatch) {
      const found = pages[pageMatch[2]!];
      return found ? ok(found) : fail('Page not found', 404);
    }
    if (url.pathname === '/public/v1/events') return ok(null);
    if (url.pathname === '/public/v1/checkout') return checkout?.() ?? fail('no checkout', 500);
    return fail('unknown', 404);
  });
  const assets: ClientAssets = {
    script: {
      path: '/assets/client.abc123.js',
      body: new TextEncoder().encode('1'),
      type: 'text/javascript',
    },
  };
  const app = createApp({
    apiUrl: 'http://api.test',
    fetch: fetchMock as typeof fetch,
    assets,
    ...options,
  });
  const events = () =>
    calls
      .filter((c) => c.url === '/public/v1/events')
      .map((c) => c.body as { link_id: string; type: string });
  return { app, calls, events };
}

const feedData = (extra: Record<string, unknown> = {}) => ({
  link_id: 'feed-biz1',
  networks: ['instagram', 'pinterest'],
  posts: [
    {
      post_id: 'post-1',
      network: 'pinterest',
      image_url: 'https://cdn.example.com/post1.jpg',
      products: [product],
      ai_tagged: false,
      selected_options: null,
    },
    {
      post_id: 'post-2',
      network: 'instagram',
      image_url: 'https://cdn.example.com/post2.jpg',
      products: [],
      ai_tagged: false,
      selected_options: null,
    },
  ],
  next_skip: null,
  theme: null,
  option_map: {},
  business_name: 'Demo store',
  logo_url: null,
  currency: 'USD',
  ...extra,
});

const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari' };

describe('link-page app', () => {
  it('answers /health with the contract envelope', async () => {
    const { app } = mockApi({});
    const response = await app.request('/health');
    expect(v.is(envelope(health.response), await response.json())).toBe(true);
  });

  it('renders an Instant on the server, escaped, cacheable by a CDN, with the client script', async () => {
    const { app, calls } = mockApi({ lk1: page() });
    const response = await app.request('/maya/lk1', { headers: phone });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PAGE_CACHE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<h1 class="sp-lp-header__name">Demo store</h1>');
    expect(html).toContain('Summer picks &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('data-sp-link="lk1"');
    expect(html).toContain('<script src="/assets/client.abc123.js" defer></script>');
    // Options in the store's order, the swatch from the option map.
    expect(html.indexOf('>Color<')).toBeLessThan(html.indexOf('>Size<'));
    expect(html).toContain('background-color:#C62828');
    // The lowest price, in the business currency.
    expect(html).toContain('<p class="sp-lp-product__price">€40.00</p>');
    expect(calls[0]!.url).toBe('/public/v1/pages/maya/lk1?device=MOBILE');
  });

  it("reuses an Instant's page data for PAGE_DATA_TTL_MS, then renders the changed data", async () => {
    let clock = 1_000_000;
    const pages: Record<string, unknown> = { lk1: page() };
    const { app, calls } = mockApi(pages, undefined, { now: () => clock });
    const pageCalls = () => calls.filter((c) => c.url.startsWith('/public/v1/pages/')).length;
    const first = await (await app.request('/maya/lk1', { headers: phone })).text();
    pages.lk1 = page({
      link: link('lk1', { description: 'Autumn picks' }),
      products: [{ ...product, total_quantity: 0, price: 35 }],
    });
    // Within the TTL: the same page, no new API call.
    clock += PAGE_DATA_TTL_MS - 1;
    expect(await (await app.request('/maya/lk1', { headers: phone })).text()).toBe(first);
    expect(pageCalls()).toBe(1);
    // Past it: the API is asked again and the page shows the change.
    clock += 1;
    const changed = await (await app.request('/maya/lk1', { headers: phone })).text();
    expect(pageCalls()).toBe(2);
    expect(changed).toContain('Autumn picks');
    expect(changed).not.toContain('Summer picks');
    expect(changed).toContain('€35.00');
  });

  it('renders from the data it is given on every request when the TTL is 0', async () => {
    const pages: Record<string, unknown> = { lk1: page() };
    const { app, calls } = mockApi(pages, undefined, { pageDataTtlMs: 0 });
    const first = await (await app.request('/maya/lk1', { headers: phone })).text();
    // The same data renders the same document (kept by its data, not rendered again).
    expect(await (await app.request('/maya/lk1', { headers: phone })).text()).toBe(first);
    pages.lk1 = page({ link: link('lk1', { description: 'Autumn picks' }) });
    expect(await (await app.request('/maya/lk1', { headers: phone })).text()).toContain(
      'Autumn picks',
    );
    expect(calls.filter((c) => c.url.startsWith('/public/v1/pages/')).length).toBe(3);
  });

  it('serves the hashed client script immutable', async () => {
    const { app } = mockApi({});
    const response = await app.request('/assets/client.abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown and expired links with a 404 page', async () => {
    const { app } = mockApi({ old: page({ link: link('old', { is_expired: true }) }) });
    for (const path of ['/maya/nope', '/maya/old', '/nothing-here', '/maya/bad%20id']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('This link is not available');
    }
  });

  it('says the page is unavailable (not cached) when the API cannot be reached', async () => {
    const app = createApp({
      apiUrl: 'http://api.test',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    const response = await app.request('/maya/lk1');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('redirects a short with a 302, records the visit and stores nothing', async () => {
    const target = 'https://shop.example.com/products/linen-shirt?discount=MAYA10';
    const { app, events } = mockApi({
      sh1: page({ kind: 'short', link: link('sh1', { link_type: 'SHORT' }), redirect_url: target }),
    });
    const response = await app.request('/maya/sh1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(target);
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
    expect(events()).toEqual([{ link_id: 'sh1', type: 'visit' }]);
  });

  it('never redirects to a non-http destination', async () => {
    const { app, events } = mockApi({
      sh2: page({ kind: 'short', link: link('sh2'), redirect_url: 'javascript:alert(1)' }),
    });
    const response = await app.request('/maya/sh2');
    expect(response.status).toBe(404);
    expect(events()).toEqual([]);
  });

  it('renders the experience a multilink picked and records the visit on it', async () => {
    const { app, calls, events } = mockApi({
      ml1: page({ kind: 'multilink', link: null, products: [], experience_id: 'ml1-a' }),
      'ml1-a': page({ link: link('ml1-a', { description: 'Experience A' }) }),
    });
    const response = await app.request('/maya/ml1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(NO_STORE);
    const html = await response.text();
    expect(html).toContain('Experience A');
    expect(html).toContain('data-sp-visit="recorded"');
    expect(calls[0]!.url).toBe('/public/v1/pages/maya/ml1?device=PC');
    expect(events()).toEqual([{ link_id: 'ml1-a', type: 'visit' }]);
  });

  it('redirects when the multilink picked a short', async () => {
    const { app, events } = mockApi({
      ml2: page({ kind: 'multilink', link: null, products: [], experience_id: 'ml2-b' }),
      'ml2-b': page({
        kind: 'short',
        link: link('ml2-b'),
        redirect_url: 'https://shop.example.com/p',
      }),
    });
    const response = await app.request('/maya/ml2');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://shop.example.com/p');
    expect(events()).toEqual([{ link_id: 'ml2-b', type: 'visit' }]);
  });

  it('records add-to-cart events and refuses anything else', async () => {
    const { app, events } = mockApi({});
    const good = await app.request('/_/events', {
      method: 'POST',
      body: JSON.stringify({ link_id: 'lk1', type: 'add_to_cart', inventory_id: 'inv-1' }),
    });
    expect(good.status).toBe(204);
    const bad = await app.request('/_/events', {
      method: 'POST',
      body: JSON.stringify({ link_id: 'lk1', type: 'purchase' }),
    });
    expect(bad.status).toBe(400);
    for (const inventory_id of ['inv 1', 42, 'x'.repeat(65)]) {
      const badProduct = await app.request('/_/events', {
        method: 'POST',
        body: JSON.stringify({ link_id: 'lk1', type: 'add_to_cart', inventory_id }),
      });
      expect(badProduct.status).toBe(400);
    }
    const productOnVisit = await app.request('/_/events', {
      method: 'POST',
      body: JSON.stringify({ link_id: 'lk1', type: 'visit', inventory_id: 'inv-1' }),
    });
    expect(productOnVisit.status).toBe(400);
    expect(events()).toEqual([{ link_id: 'lk1', type: 'add_to_cart', inventory_id: 'inv-1' }]);
  });

  it('checks out through the API with the promocode and answers the order to confirm', async () => {
    const { app, calls, events } = mockApi({}, () =>
      ok({
        order_id: 'ord_1',
        created_at: '2026-01-01',
        currency: 'USD',
        order_status: 'PAID',
        products_count: 2,
        total_price: 72,
      }),
    );
    const response = await app.request('/_/checkout', {
      method: 'POST',
      body: JSON.stringify({
        link_id: 'lk1',
        items: [{ inventory_id: 'inv1', quantity: 2, selected_options: { Color: 'Navy' } }],
        promocode: ' MAYA10 ',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      order: { orderId: 'ord_1', count: 2, total: '$72.00' },
    });
    expect(events()).toEqual([{ link_id: 'lk1', type: 'checkout_request' }]);
    expect(calls.find((c) => c.url === '/public/v1/checkout')!.body).toEqual({
      link_id: 'lk1',
      items: [{ inventory_id: 'inv1', quantity: 2, selected_options: { Color: 'Navy' } }],
      promocode: 'MAYA10',
    });
  });

  it('passes the API’s checkout refusal on with its status and message', async () => {
    const { app } = mockApi({}, () => fail('The promocode "NOPE" is not valid', 400));
    const response = await app.request('/_/checkout', {
      method: 'POST',
      body: JSON.stringify({
        link_id: 'lk1',
        items: [{ inventory_id: 'inv1', quantity: 1 }],
        promocode: 'NOPE',
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The promocode "NOPE" is not valid' });
  });
});

describe('deviceOf', () => {
  it('tells phones from computers by the User-Agent', () => {
    expect(deviceOf(phone['user-agent'])).toBe('MOBILE');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('MOBILE');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('PC');
    expect(deviceOf(undefined)).toBe('PC');
  });

  describe('Shop the Feed', () => {
    it('renders the feed on the server, cacheable like an Instant, its visit on the feed link', async () => {
      const { app, calls } = mockApi({ 'shopboard:demo': feedData() });
      const response = await app.request('/demo/shopboard', { headers: phone });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PAGE_CACHE);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await response.text();
      expect(html).toContain('<title>Demo store · Shop the Feed</title>');
      expect(html).toContain('data-sp-link="feed-biz1"');
      expect(html).not.toContain('data-sp-visit');
      expect(html).toContain('<script src="/assets/client.abc123.js" defer></script>');
      expect(html).toContain('aria-label="Pinterest post 1"');
      expect(html).toContain('data-sp-post="post-1"');
      expect(html).toContain('data-sp-product="inv1"');
      expect(html).toContain('href="/demo/shopboard?network=pinterest"');
      expect(calls[0]!.url).toBe('/public/v1/shopboards/demo?skip=0');
    });

    it('passes a known network filter and a page start to the API, and ignores others', async () => {
      const { app, calls } = mockApi({
        'shopboard:demo': feedData({ next_skip: 48 }),
      });
      const filtered = await app.request('/demo/shopboard?network=pinterest&skip=24');
      expect(calls.at(-1)!.url).toBe('/public/v1/shopboards/demo?skip=24&network=pinterest');
      expect(await filtered.text()).toContain(
        'href="/demo/shopboard?network=pinterest&amp;skip=48"',
      );
      await app.request('/demo/shopboard?network=myspace&skip=-1');
      expect(calls.at(-1)!.url).toBe('/public/v1/shopboards/demo?skip=0');
    });

    it('answers the 404 page for an unknown merchant and 502 when the API fails', async () => {
      const { app } = mockApi({});
      const unknown = await app.request('/nobody/shopboard');
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('This link is not available');
      const broken = mockApi({}, undefined, {
        fetch: (async () => {
          throw new Error('down');
        }) as typeof fetch,
      });
      const down = await broken.app.request('/demo/shopboard');
      expect(down.status).toBe(502);
      expect(down.headers.get('cache-control')).toBe(NO_STORE);
    });
  });
});
