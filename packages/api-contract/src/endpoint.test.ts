import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint';
import { envelope } from './envelope';
import { health } from './endpoints/health';

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/admin/v1/links/{id}', { id: 'a b/c' })).toBe('/admin/v1/links/a%20b%2Fc');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('/admin/v1/links/{id}')).toThrow('Missing path parameter "id"');
  });
});

describe('health endpoint', () => {
  it('accepts a healthy envelope and rejects a malformed one', () => {
    const schema = envelope(health.response);
    expect(v.is(schema, { status: true, data: { service: 'api', ok: true }, error: null })).toBe(
      true,
    );
    expect(v.is(schema, { status: true, data: { service: 'api', ok: 'yes' }, error: null })).toBe(
      false,
    );
  });
});
