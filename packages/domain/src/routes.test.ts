import { describe, expect, it } from 'vitest';
import { skipsSessionVerification } from './routes';

describe('skipsSessionVerification', () => {
  it.each([
    ['/login', true],
    ['/login/influencer', true],
    ['/login-store/', true],
    ['/register', true],
    ['/register-store', true],
    ['/verify-account', true],
    ['/admin/home', false],
    ['/register-request', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(skipsSessionVerification(path)).toBe(expected);
  });
});
