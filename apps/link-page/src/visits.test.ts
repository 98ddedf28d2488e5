import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app';

/** A fake API answering a short's page and recording the headers of each event. */
function api() {
  const events: Record<string, string>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const json = (data: unknown) =>
      new Response(JSON.stringify({ status: true, data, error: null }), {
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/public/v1/events') {
      events.push({ ...(init?.headers as Record<string, string>) });
      return json(null);
    }
    return json({
      kind: 'short',
      link: {
        link_id: 'sh1',
        description: 'A short',
        created_at: '2026-01-01',
        images: [],
        currency: 'USD',
        link_type: 'SHORT',
        promocode: null,
        influencer_username: null,
        products: [],
        collections: [],
        is_expired: false,
        version: 1,
      },
      multilink: null,
      products: [],
      theme: null,
      option_map: {},
      business_name: 'Demo store',
      logo_url: null,
      currency: 'USD',
      redirect_url: 'https://shop.example.com/p',
      experience_id: null,
    });
  });
  return {
    app: createApp({ apiUrl: 'http://api.test', fetch: fetchMock as typeof fetch }),
    events,
  };
}

describe('visits relayed with the shopper request (explained counts)', () => {
  it("sends a short's visit with the shopper's user agent and method", async () => {
    const { app, events } = api();
    const slack = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
    await app.request('/maya/sh1', { headers: { 'user-agent': slack } });
    await app.request('/maya/sh1', { method: 'HEAD', headers: { 'user-agent': 'Phone' } });
    await app.request('/maya/sh1', {
      headers: { 'user-agent': 'Phone', 'sec-purpose': 'prefetch' },
    });
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({ 'x-shopper-user-agent': slack, 'x-shopper-method': 'GET' });
    expect(events[1]).toMatchObject({ 'x-shopper-method': 'HEAD' });
    expect(events[2]).toMatchObject({ 'x-shopper-purpose': 'prefetch' });
  });

  it("sends an Instant page's reported visit as the shopper's GET", async () => {
    const { app, events } = api();
    await app.request('/_/events', {
      method: 'POST',
      headers: { 'user-agent': 'Phone' },
      body: JSON.stringify({ link_id: 'lk1', type: 'visit' }),
    });
    expect(events[0]).toMatchObject({ 'x-shopper-user-agent': 'Phone', 'x-shopper-method': 'GET' });
  });

  it("relays utm_medium=qr of a scanned short, and of an Instant's page for its reported visit", async () => {
    const { app, events } = api();
    await app.request('/maya/sh1?utm_source=flyer&utm_medium=qr', {
      headers: { 'user-agent': 'Phone' },
    });
    await app.request('/_/events', {
      method: 'POST',
      headers: { 'user-agent': 'Phone', referer: 'http://links.test/maya/lk1?utm_medium=qr' },
      body: JSON.stringify({ link_id: 'lk1', type: 'visit' }),
    });
    await app.request('/maya/sh1', { headers: { 'user-agent': 'Phone' } });
    expect(events.map((headers) => headers['x-shopper-utm-medium'])).toEqual([
      'qr',
      'qr',
      undefined,
    ]);
  });
});
