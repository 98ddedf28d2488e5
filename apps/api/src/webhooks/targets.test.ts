import { describe, expect, it } from 'vitest';
import { addressKind, addressRefusal, targetPolicyFromEnv, urlRefusal } from './targets';

describe('addressKind', () => {
  it.each([
    ['127.0.0.1', 'a loopback'],
    ['127.255.0.9', 'a loopback'],
    ['::1', 'a loopback'],
    ['10.1.2.3', 'a private'],
    ['172.16.0.1', 'a private'],
    ['172.31.255.255', 'a private'],
    ['192.168.0.10', 'a private'],
    ['fc00::1', 'a private'],
    ['fd12:3456::1', 'a private'],
    ['169.254.10.20', 'a link-local'],
    ['fe80::1', 'a link-local'],
    ['febf::1', 'a link-local'],
    ['100.64.0.1', 'a carrier-grade NAT'],
    ['100.127.255.254', 'a carrier-grade NAT'],
    ['0.0.0.0', 'an unspecified'],
    ['::', 'an unspecified'],
    ['169.254.169.254', 'a cloud metadata'],
    ['fd00:ec2::254', 'a cloud metadata'],
    ['224.0.0.1', 'a reserved'],
    ['255.255.255.255', 'a reserved'],
    ['ff02::1', 'a reserved'],
  ])('%s is %s address', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each([
    ['::ffff:127.0.0.1', 'a loopback'],
    ['::ffff:7f00:1', 'a loopback'],
    ['::ffff:10.0.0.1', 'a private'],
    ['::ffff:a9fe:a9fe', 'a cloud metadata'],
    ['[::ffff:169.254.169.254]', 'a cloud metadata'],
    ['64:ff9b::192.168.1.1', 'a private'],
    ['0:0:0:0:0:ffff:6440:1', 'a carrier-grade NAT'],
  ])('sees through the IPv4 address inside %s (%s)', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each(['93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'leaves the public address %s alone',
    (address) => {
      expect(addressKind(address)).toBeNull();
    },
  );
});

describe('the refusals', () => {
  const strict = { allowLoopback: false };
  const loose = { allowLoopback: true };

  it('allow loopback, and only loopback, when the policy says so', () => {
    expect(addressRefusal('127.0.0.1', strict)).toBe('a loopback address (127.0.0.1)');
    expect(addressRefusal('127.0.0.1', loose)).toBeNull();
    expect(addressRefusal('::ffff:127.0.0.1', loose)).toBeNull();
    expect(addressRefusal('10.0.0.1', loose)).toBe('a private address (10.0.0.1)');
  });

  it('want https, or http with loopback allowed', () => {
    expect(urlRefusal(new URL('http://hooks.example.com/'), strict)).toBe('must be an https URL');
    expect(urlRefusal(new URL('ftp://hooks.example.com/'), loose)).toBe('must be an https URL');
    expect(urlRefusal(new URL('http://127.0.0.1:8080/'), loose)).toBeNull();
    expect(urlRefusal(new URL('https://hooks.example.com/'), strict)).toBeNull();
  });

  it('name localhost and literal addresses before any lookup', () => {
    expect(urlRefusal(new URL('https://localhost/'), strict)).toBe(
      'names localhost, a loopback address: webhooks go to public servers only',
    );
    expect(urlRefusal(new URL('https://api.localhost/'), strict)).toMatch(/^names localhost/);
    expect(urlRefusal(new URL('https://[::ffff:127.0.0.1]/'), strict)).toBe(
      'points at a loopback address (::ffff:7f00:1): webhooks go to public servers only',
    );
  });
});

describe('targetPolicyFromEnv', () => {
  it('allows loopback with WEBHOOK_ALLOW_LOOPBACK=1, never in production', () => {
    expect(targetPolicyFromEnv({ WEBHOOK_ALLOW_LOOPBACK: '1' })).toEqual({ allowLoopback: true });
    expect(targetPolicyFromEnv({})).toEqual({ allowLoopback: false });
    expect(targetPolicyFromEnv({ WEBHOOK_ALLOW_LOOPBACK: '1', NODE_ENV: 'production' })).toEqual({
      allowLoopback: false,
    });
  });
});
