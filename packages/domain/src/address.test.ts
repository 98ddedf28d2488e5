import { describe, expect, it } from 'vitest';
import { forwardedClientAddress, isLoopbackAddress, parseTrustedProxies } from './address';

describe('forwardedClientAddress', () => {
  it.each([
    // [socket, X-Forwarded-For, trusted proxies, caller]
    ['127.0.0.1', '203.0.113.7', [], '203.0.113.7'],
    ['::1', 'spoofed, 203.0.113.8', [], '203.0.113.8'],
    ['::ffff:127.0.0.1', '203.0.113.9', [], '203.0.113.9'],
    ['10.0.0.2', '203.0.113.9', ['10.0.0.2'], '203.0.113.9'],
    // A chain of trusted proxies (CDN, then balancer): the first address they did not write.
    ['10.0.0.2', '198.51.100.20, 203.0.113.10, 10.0.0.9', ['10.0.0.2', '10.0.0.9'], '203.0.113.10'],
    // Whoever the caller claims to be before that is not believed.
    ['10.0.0.2', '1.1.1.1, 203.0.113.11', ['10.0.0.2'], '203.0.113.11'],
    // An untrusted socket is itself, whatever it sends.
    ['198.51.100.4', '127.0.0.1', [], '198.51.100.4'],
    ['198.51.100.4', '203.0.113.12', ['10.0.0.2'], '198.51.100.4'],
    // Nothing forwarded: the proxy itself.
    ['127.0.0.1', undefined, [], '127.0.0.1'],
    ['10.0.0.2', '', ['10.0.0.2'], '10.0.0.2'],
    // Every hop trusted: the first one.
    ['10.0.0.2', '10.0.0.9', ['10.0.0.2', '10.0.0.9'], '10.0.0.9'],
    // Not an address: the walk stops at the proxy that wrote it.
    ['10.0.0.2', '<script>', ['10.0.0.2'], '10.0.0.2'],
    ['10.0.0.2', 'junk, 10.0.0.9', ['10.0.0.2', '10.0.0.9'], '10.0.0.9'],
  ] as const)('socket %s, forwarded %s, trusted %j → %s', (socket, forwarded, trusted, caller) => {
    expect(forwardedClientAddress(socket, forwarded, trusted)).toBe(caller);
  });
});

describe('isLoopbackAddress', () => {
  it('is this machine, in every notation, and nothing else', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['10.0.0.1', '::ffff:10.0.0.1', '1127.0.0.1', 'unknown', ''].map(isLoopbackAddress),
    ).toEqual([false, false, false, false, false]);
  });
});

describe('parseTrustedProxies', () => {
  it('reads a comma-separated list, blanks left out', () => {
    expect(parseTrustedProxies(' 10.0.0.2, ,10.0.0.9 ,')).toEqual(['10.0.0.2', '10.0.0.9']);
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies('')).toEqual([]);
  });
});
