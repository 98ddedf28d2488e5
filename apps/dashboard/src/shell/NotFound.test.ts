import { describe, expect, it } from 'vitest';
import { isExcludedPath } from './NotFound';

describe('paths excluded from the redirect home', () => {
  it.each([
    ['/favicon.ico', true],
    ['/assets/app.js', true],
    ['/api/anything', true],
    ['/admin/v1/links', true],
    ['/.well-known/security.txt', true],
    ['/admin/nothing', false],
    ['/some/page', false],
    ['/login/old', false],
  ])('%s → %s', (path, excluded) => {
    expect(isExcludedPath(path)).toBe(excluded);
  });
});
