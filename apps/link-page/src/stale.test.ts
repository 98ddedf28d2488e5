import { describe, expect, it } from 'vitest';
import { createApp, NO_STORE, PAGE_CACHE, STALE_PAGE_CACHE } from './app';
import { StalePages } from './stale';

describe('StalePages', () => {
  it('keeps at most its count of pages, least recently served first out', () => {
    const pages = new StalePages(2, 1000);
    pages.set('a', 'A');
    pages.set('b', 'B');
    expect(pages.get('a')).toBe('A');
    pages.set('c', 'C');
    expect(pages.get('b')).toBeUndefined();
    expect(pages.get('a')).toBe('A');
    expect(pages.get('c')).toBe('C');
    expect(pages.size).toBe(2);
  });

  it('keeps at most its bytes, counts a page replaced once, and skips a page over the budget', () => {
    const pages = new StalePages(100, 10);
    pages.set('a', 'x'.repeat(4));
    pages.set('b', 'y'.repeat(4));
    pages.set('a', 'z'.repeat(4));
    expect(pages.bytes).toBe(8);
    // 'b' is now the least recently kept: it goes to make room.
    pages.set('c', 'w'.repeat(4));
    expect(pages.get('b')).toBeUndefined();
    expect(pages.bytes).toBe(8);
    // UTF-8 bytes, not characters.
    pages.set('d', 'é'.repeat(5));
    expect(pages.get('d')).toBe('é'.repeat(5));
    expect(pages.size).toBe(1);
    expect(pages.bytes).toBe(10);
    pages.set('huge', 'x'.repeat(11));
    expect(pages.get('huge')).toBeUndefined();
    expect(pages.get('d')).toBe('é'.repeat(5));
    pages.delete('d');
    expect(pages.bytes).toBe(0);
  });

  it('keeps nothing with a count of 0', () => {
    const pages = new StalePages(0);
    pages.set('a', 'A');
    expect(pages.size).toBe(0);
  });
});

const link = (id: string) => ({
  link_id: id,
  description: `Summer picks of ${id}`,
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
});

const page = (id: string) => ({
  kind: 'link',
  link: link(id),
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
});

const feed = {
  link_id: 'feed-biz1',
  networks: ['instagram'],
  posts: [
    {
      post_id: 'post-1',
      network: 'instagram',
      image_url: 'https://cdn.example.com/post1.jpg',
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
};

type ApiState = 'up' | 'unreachable' | 'failing' | 'briefly down';

/** A link-page server over a fake API that can be switched off, or made to answer 5xx. */
function server(known: Record<string, unknown> = { lk1: page('lk1'), lk2: page('lk2') }) {
  let state: ApiState = 'up';
  const pages = { ...known };
  const api = async (input: RequestInfo | URL) => {
    if (state === 'unreachable') throw new TypeError('fetch failed');
    if (state === 'failing') return new Response('<html>Bad gateway</html>', { status: 502 });
    if (state === 'briefly down') {
      return Response.json(
        {
          status: false,
          data: null,
          error: 'The service is briefly unavailable, please try again',
        },
        { status: 503 },
      );
    }
    const url = new URL(String(input));
    const found = url.pathname.startsWith('/public/v1/shopboards/')
      ? pages[`shopboard:${url.pathname.split('/').at(-1)!}`]
      : pages[url.pathname.split('/').at(-1)!];
    if (url.pathname === '/public/v1/events')
      return Response.json({ status: true, data: null, error: null });
    if (!found) {
      return Response.json({ status: false, data: null, error: 'Page not found' }, { status: 404 });
    }
    return Response.json({ status: true, data: found, error: null });
  };
  const app = createApp({
    apiUrl: 'http://api.test',
    fetch: api as typeof fetch,
    // Every request asks the API: what is served in an outage is the kept render, not reused data.
    pageDataTtlMs: 0,
  });
  return {
    app,
    pages,
    set: (next: ApiState) => {
      state = next;
    },
  };
}

const read = async (response: Response | Promise<Response>) => {
  const answer = await response;
  return {
    status: answer.status,
    cache: answer.headers.get('cache-control'),
    html: await answer.text(),
  };
};

describe('a page while the API is away', () => {
  it.each(['unreachable', 'failing', 'briefly down'] as const)(
    'is its last good render, 200, when the API is %s',
    async (state) => {
      const { app, set } = server();
      const good = await read(app.request('/maya/lk1'));
      expect(good.status).toBe(200);
      expect(good.cache).toBe(PAGE_CACHE);
      expect(good.cache).toContain('stale-if-error');
      expect(good.html).toContain('Summer picks of lk1');

      set(state);
      const kept = await read(app.request('/maya/lk1'));
      expect(kept.status).toBe(200);
      expect(kept.html).toBe(good.html);
      expect(kept.cache).toBe(STALE_PAGE_CACHE);
      expect(kept.cache).toContain('stale-if-error');

      // A page never served before has nothing kept: the error page, as before.
      const never = await read(app.request('/maya/lk2'));
      expect(never.status).toBe(502);
      expect(never.cache).toBe(NO_STORE);
      expect(never.html).toContain('This page is temporarily unavailable');

      set('up');
      expect((await read(app.request('/maya/lk2'))).html).toContain('Summer picks of lk2');
    },
  );

  it('keeps the Shop the Feed page of each filter too', async () => {
    const { app, set } = server({ 'shopboard:demo': feed });
    const good = await read(app.request('/demo/shopboard'));
    expect(good.status).toBe(200);
    set('unreachable');
    const kept = await read(app.request('/demo/shopboard'));
    expect(kept).toEqual({ ...good, cache: STALE_PAGE_CACHE });
    expect((await read(app.request('/demo/shopboard?network=instagram'))).status).toBe(502);
  });

  it('forgets a page the API says is gone', async () => {
    const { app, pages, set } = server();
    expect((await read(app.request('/maya/lk1'))).status).toBe(200);
    delete pages.lk1;
    expect((await read(app.request('/maya/lk1'))).status).toBe(404);
    set('unreachable');
    expect((await read(app.request('/maya/lk1'))).status).toBe(502);
  });

  it('serves the newest good render, not the first', async () => {
    const { app, pages, set } = server();
    await app.request('/maya/lk1');
    pages.lk1 = { ...page('lk1'), link: { ...link('lk1'), description: 'Autumn picks' } };
    await app.request('/maya/lk1');
    set('unreachable');
    const kept = await read(app.request('/maya/lk1'));
    expect(kept.html).toContain('Autumn picks');
    expect(kept.html).not.toContain('Summer picks');
  });

  it('keeps no more pages than it is allowed', async () => {
    let up = true;
    const small = createApp({
      apiUrl: 'http://api.test',
      pageDataTtlMs: 0,
      stalePages: { maxEntries: 2 },
      fetch: (async (input: RequestInfo | URL) => {
        if (!up) throw new TypeError('fetch failed');
        const id = String(input).split('?')[0]!.split('/').at(-1)!;
        return Response.json({ status: true, data: page(id), error: null });
      }) as typeof fetch,
    });
    for (let i = 0; i < 5; i += 1) await small.request(`/maya/lk${i}`);
    up = false;
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await small.request(`/maya/lk${i}`)).status);
    expect(statuses).toEqual([502, 502, 502, 200, 200]);
  });
});

describe('checkout while the API is away', () => {
  const order = {
    method: 'POST',
    body: JSON.stringify({ link_id: 'lk1', items: [{ inventory_id: 'inv1', quantity: 1 }] }),
  };

  it.each(['unreachable', 'failing', 'briefly down'] as const)(
    'says ordering is briefly unavailable (503) when the API is %s',
    async (state) => {
      const { app, set } = server();
      set(state);
      const response = await app.request('/_/checkout', order);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('cache-control')).toBe(NO_STORE);
      expect(await response.json()).toEqual({
        error: 'Ordering is briefly unavailable. Your cart is kept: please try again in a moment.',
      });
    },
  );
});
