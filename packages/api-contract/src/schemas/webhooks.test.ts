import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { webhookMessage, webhookPayload } from './webhooks';

/** The first issue's message of a refused value, with the field it names. */
function refusal(value: unknown): string {
  const result = v.safeParse(webhookPayload, value);
  if (result.success) return 'accepted';
  const issue = result.issues[0];
  return `${v.getDotPath(issue) ?? ''}: ${issue.message}`;
}

describe('a webhook registration', () => {
  it('takes an absolute URL and 1 to 5 distinct events', () => {
    expect(refusal({ url: 'https://hooks.example.com/in', events: ['order.created'] })).toBe(
      'accepted',
    );
    expect(
      refusal({
        url: 'https://hooks.example.com/in',
        events: ['order.created', 'order.refunded', 'link.created', 'link.updated', 'link.deleted'],
      }),
    ).toBe('accepted');
  });

  it('refuses a URL over 2048 characters, an empty or a relative one', () => {
    const long = `https://hooks.example.com/${'a'.repeat(2048)}`;
    expect(refusal({ url: long, events: ['order.created'] })).toBe(
      'url: must be at most 2048 characters',
    );
    expect(refusal({ url: '', events: ['order.created'] })).toBe('url: must not be empty');
    expect(refusal({ url: '/hooks', events: ['order.created'] })).toBe(
      'url: must be an absolute URL such as https://example.com/webhooks',
    );
  });

  it('refuses no event, an unknown one and the same event twice', () => {
    const url = 'https://hooks.example.com/in';
    expect(refusal({ url, events: [] })).toBe('events: must name at least 1 event');
    expect(refusal({ url, events: ['order.shipped'] })).toBe(
      'events.0: must be one of order.created, order.refunded, link.created, link.updated, link.deleted',
    );
    expect(refusal({ url, events: ['link.created', 'link.created'] })).toBe(
      'events: must not name an event twice',
    );
  });
});

describe('a webhook message', () => {
  it('is told apart by its type', () => {
    const message = {
      type: 'webhook.test',
      timestamp: '2026-01-15T12:00:00.000Z',
      data: { endpoint_id: 'whe_1', message: 'hello' },
    };
    expect(v.is(webhookMessage, message)).toBe(true);
    expect(v.is(webhookMessage, { ...message, type: 'order.created' })).toBe(false);
  });
});
