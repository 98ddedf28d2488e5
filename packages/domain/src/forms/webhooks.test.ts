import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { WEBHOOK_URL_MAX, webhookSchema } from './webhooks';

const messagesOf = (input: unknown) => {
  const result = v.safeParse(webhookSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('webhookSchema', () => {
  it('takes an absolute http(s) address and at least one event, trimmed', () => {
    const result = v.parse(webhookSchema, {
      url: '  https://hooks.example.com/shoppable  ',
      events: ['order.created'],
    });
    expect(result.url).toBe('https://hooks.example.com/shoppable');
    expect(messagesOf({ url: 'http://127.0.0.1:9000/in', events: ['link.created'] })).toEqual([]);
  });

  it('says what is wrong with each field', () => {
    expect(messagesOf({ url: ' ', events: [] })).toEqual([
      MESSAGES.required,
      MESSAGES.webhookEvents,
    ]);
    expect(messagesOf({ url: 'hooks.example.com', events: ['order.created'] })).toEqual([
      MESSAGES.webhookUrl,
    ]);
    expect(messagesOf({ url: 'ftp://hooks.example.com', events: ['order.created'] })).toEqual([
      MESSAGES.webhookUrl,
    ]);
    const long = `https://example.com/${'a'.repeat(WEBHOOK_URL_MAX)}`;
    expect(messagesOf({ url: long, events: ['order.created'] })).toContain(
      MESSAGES.webhookUrlLength,
    );
  });
});
