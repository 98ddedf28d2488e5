import { createHmac } from 'node:crypto';
import { RELAY_HEADERS, relaySigningInput } from '@shoppable/domain';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { relaySecretFromEnv } from './relay';

const SECRET = 'link-page-test-secret-of-at-least-32-chars';
const NOW = 1_790_000_000_000;

/** A fake API recording the headers and body of each event. */
function api() {
  const events: { headers: Record<string, string>; body: string }[] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    events.push({
      headers: { ...(init?.headers as Record<string, string>) },
      body: String(init?.body),
    });
    return new Response(JSON.stringify({ status: true, data: null, error: null }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const app = createApp({
    apiUrl: 'http://api.test',
    fetch: fetchMock as typeof fetch,
    relaySecret: SECRET,
    now: () => NOW,
  });
  return { app, events };
}

/** The signature the API expects of a relay (computed here on its own, from the domain's rule). */
function expected(headers: Record<string, string>, body: string) {
  const input = relaySigningInput(String(NOW), (name) => headers[name], body);
  return `v1=${createHmac('sha256', SECRET).update(input).digest('hex')}`;
}

describe('signed relays', () => {
  it('signs each relayed event with the timestamp, the shopper headers and the body', async () => {
    const { app, events } = api();
    const post = (body: unknown) =>
      app.request('/_/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Phone' },
        body: JSON.stringify(body),
      });
    expect((await post({ link_id: 'lk1', type: 'visit' })).status).toBe(204);
    expect((await post({ link_id: 'lk1', type: 'add_to_cart', inventory_id: 'inv1' })).status).toBe(
      204,
    );
    expect(events).toHaveLength(2);
    for (const { headers, body } of events) {
      expect(headers[RELAY_HEADERS.timestamp]).toBe(String(NOW));
      expect(headers[RELAY_HEADERS.signature]).toBe(expected(headers, body));
    }
    expect(events[0]!.headers['x-shopper-user-agent']).toBe('Phone');
    // A header changed after signing no longer matches.
    const altered: Record<string, string> = {
      ...events[0]!.headers,
      'x-shopper-user-agent': 'Other',
    };
    expect(altered[RELAY_HEADERS.signature]).not.toBe(expected(altered, events[0]!.body));
  });

  it('refuses to start in production without RELAY_SECRET', () => {
    expect(() => relaySecretFromEnv({ NODE_ENV: 'production' })).toThrow(/RELAY_SECRET/);
    expect(relaySecretFromEnv({ NODE_ENV: 'production', RELAY_SECRET: SECRET })).toBe(SECRET);
  });
});
