import { describe, expect, it } from 'vitest';
import { createApp } from './app';

const order = {
  order_id: 'ord_1',
  created_at: '2026-01-01',
  currency: 'USD',
  order_status: 'PAID',
  products_count: 1,
  total_price: 10,
};

/**
 * A fake API that keys what it counts by the address relayed in `X-Forwarded-For`, as the real
 * one does (its repeat window and its checkout limit per shopper address): here, one visit per
 * address and at most one order per address.
 */
function fakeApi(trustedProxies?: string[]) {
  const relayed: (string | undefined)[] = [];
  const visitors = new Set<string>();
  const buyers = new Set<string>();
  const json = (data: unknown, status = 200) =>
    new Response(
      JSON.stringify({ status: status < 400, data, error: status < 400 ? null : data }),
      {
        status,
        headers: { 'content-type': 'application/json' },
      },
    );
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const address = (init?.headers as Record<string, string>)['x-forwarded-for'];
    relayed.push(address);
    const body = JSON.parse(String(init?.body)) as { type?: string };
    if (url.pathname === '/public/v1/events') {
      if (body.type === 'visit') visitors.add(address ?? 'the link-page server');
      return json(null);
    }
    if (buyers.has(address ?? 'the link-page server')) {
      return json('Too many checkouts from this address, try again later', 429);
    }
    buyers.add(address ?? 'the link-page server');
    return json(order);
  };
  const app = createApp({
    apiUrl: 'http://api.test',
    fetch: fetchMock as typeof fetch,
    ...(trustedProxies ? { trustedProxies } : {}),
  });
  /** A request from the socket `peer` (the Node server's bindings), with headers. */
  const from = (peer: string, path: string, headers: Record<string, string>, body: unknown) =>
    app.request(
      path,
      { method: 'POST', headers, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: 'IPv4' } } },
    );
  const visit = (peer: string, headers: Record<string, string> = {}) =>
    from(
      peer,
      '/_/events',
      { 'user-agent': 'Phone', ...headers },
      { link_id: 'lk1', type: 'visit' },
    );
  const checkout = (peer: string, headers: Record<string, string> = {}) =>
    from(peer, '/_/checkout', headers, {
      link_id: 'lk1',
      items: [{ inventory_id: 'inv1', quantity: 1 }],
      promocode: null,
    });
  return { relayed, visitors, visit, checkout };
}

describe("the shopper's address behind a proxy", () => {
  it('is the forwarded client address from a trusted proxy: each shopper has their own visit and checkout', async () => {
    const api = fakeApi(['10.0.0.2']);
    const ada = { 'x-forwarded-for': '203.0.113.5' };
    const bo = { 'x-forwarded-for': '198.51.100.9, 203.0.113.6' };
    expect((await api.visit('10.0.0.2', ada)).status).toBe(204);
    expect((await api.visit('10.0.0.2', bo)).status).toBe(204);
    expect([...api.visitors]).toEqual(['203.0.113.5', '203.0.113.6']);
    // One shopper at the limit does not stop the next one behind the same balancer.
    expect((await api.checkout('10.0.0.2', ada)).status).toBe(200);
    expect((await api.checkout('10.0.0.2', ada)).status).toBe(429);
    expect((await api.checkout('10.0.0.2', bo)).status).toBe(200);
  });

  it('believes a local proxy (loopback) as the API does', async () => {
    const api = fakeApi([]);
    await api.visit('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' });
    await api.visit('127.0.0.1');
    expect([...api.visitors]).toEqual(['203.0.113.7', '127.0.0.1']);
  });

  it('ignores the header from a peer that is not a trusted proxy', async () => {
    const api = fakeApi(['10.0.0.2']);
    const forged = { 'x-forwarded-for': '203.0.113.5' };
    await api.visit('198.51.100.4', forged);
    await api.visit('198.51.100.4', { 'x-forwarded-for': '203.0.113.99' });
    expect([...api.visitors]).toEqual(['198.51.100.4']);
    expect((await api.checkout('198.51.100.4', forged)).status).toBe(200);
    // A new forged address every time does not buy a new checkout allowance.
    expect((await api.checkout('198.51.100.4', { 'x-forwarded-for': '192.0.2.1' })).status).toBe(
      429,
    );
    expect(new Set(api.relayed.filter(Boolean))).toEqual(new Set(['198.51.100.4']));
  });

  it('reads the trusted proxies from TRUSTED_PROXIES by default', async () => {
    const before = process.env.TRUSTED_PROXIES;
    process.env.TRUSTED_PROXIES = ' 10.0.0.2 , 10.0.0.3';
    try {
      const api = fakeApi();
      await api.visit('10.0.0.3', { 'x-forwarded-for': '203.0.113.8' });
      await api.visit('10.0.0.4', { 'x-forwarded-for': '203.0.113.9' });
      expect([...api.visitors]).toEqual(['203.0.113.8', '10.0.0.4']);
    } finally {
      if (before === undefined) delete process.env.TRUSTED_PROXIES;
      else process.env.TRUSTED_PROXIES = before;
    }
  });
});
