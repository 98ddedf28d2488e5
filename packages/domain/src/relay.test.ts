import { describe, expect, it } from 'vitest';
import { claimsRelay, relaySigningInput } from './relay';

describe('signed relays', () => {
  it('signs the timestamp, every shopper header (absent ones empty) and the body, in order', () => {
    const headers: Record<string, string> = {
      'x-shopper-user-agent': 'Phone',
      'x-shopper-method': 'GET',
    };
    expect(relaySigningInput('1700', (name) => headers[name], '{"a":1}')).toBe(
      '1700\nx-shopper-user-agent:Phone\nx-shopper-method:GET\nx-shopper-purpose:\nx-shopper-utm-medium:\n{"a":1}',
    );
  });

  it('takes a request with a relay or shopper header for a relay, and no other', () => {
    const of = (headers: Record<string, string>) => claimsRelay((name) => headers[name]);
    expect(of({ 'x-shopper-user-agent': '' })).toBe(true);
    expect(of({ 'x-relay-signature': 'v1=00' })).toBe(true);
    expect(of({ 'user-agent': 'Phone', 'x-forwarded-for': '203.0.113.1' })).toBe(false);
  });
});
