import { describe, expect, it } from 'vitest';
import { pathParamNames } from '../endpoint';
import { endpoints } from './index';

/**
 * Every call of the spec's call tables, written out from the spec: platform.md §7 "Calls",
 * content.md §7 "The calls it makes", and, for the paths the spec leaves open ("not shown"),
 * the paths DESIGN.md §6 decides. Parameter names do not matter: `{id}` and `{username}` match.
 */
const PLATFORM_CALLS = [
  'POST /auth/verify',
  'POST /auth/login',
  'POST /admin/v1/influencers/login',
  'POST /auth/register',
  'POST /auth/register/connect',
  'POST /auth/login/connect',
  'POST /auth/validate/username',
  'POST /auth/validate/email',
  'POST /auth/password/reset',
  'GET /auth/user/password/reset/request',
  'POST /auth/account/verify',
  'POST /auth/register/request',
  'POST /admin/v1/store/auth/connect',
  'PUT /admin/v1/business/{businessId}/appearance',
  'PUT /admin/v1/business/{businessId}/theme',
  'GET /admin/v1/store/appearance/options',
  'PUT /admin/v1/business/{businessId}/settings',
  'POST /admin/v1/store/plan/upgrade/request',
  'POST /admin/v1/store/plan/cancel',
  'POST /admin/v1/file/upload',
  'POST /api/logs/commit',
] as const;

const CONTENT_CALLS = [
  // Links and multilinks
  'POST /admin/v1/links/{businessId}',
  'GET /admin/v1/links/{id}',
  'POST /admin/v1/links/create',
  'POST /admin/v1/links/{id}/edit',
  'POST /admin/v1/links/{id}/close',
  'POST /admin/v1/links/multi/{businessId}',
  'GET /admin/v1/links/multi/{id}',
  'POST /admin/v1/links/multi/{id}/close',
  'POST /admin/v1/links/{businessId}/influencer/{username}',
  // Influencers
  'GET /admin/v1/influencers',
  'GET /admin/v1/influencers/{id}',
  'GET /admin/v1/influencers/analytics',
  'POST /admin/v1/influencers/validate/username',
  'POST /admin/v1/influencers/create',
  'POST /admin/v1/influencers/{username}/edit',
  'GET /admin/v1/influencers/{username}',
  'GET /admin/v1/influencers/{username}/password/reset',
  // Analytics
  'GET /admin/v1/insights/overview',
  // Products, collections, preferences
  'GET /admin/v1/products/search',
  'GET /admin/v1/collections/search',
  'PUT /admin/v1/store/{id}/products_preferences',
  'GET /admin/v1/store/appearance/options',
  'POST /admin/v1/products/options/image',
  'GET /admin/v1/products/trends/top-performing',
  'GET /admin/v1/products/trends/top-combinations',
  'GET /admin/v1/products/trends/complementary/{productId}',
  'POST /admin/v1/file/upload',
  // Shopboard (under /admin/v1/shopboard)
  'GET /admin/v1/shopboard/status',
  'GET /admin/v1/shopboard/{network}/connect',
  'POST /admin/v1/shopboard/{network}/auth/connect',
  'POST /admin/v1/shopboard/{network}/auth/disconnect',
  'GET /admin/v1/shopboard/analytics',
  'GET /admin/v1/shopboard/{network}/posts',
  'POST /admin/v1/shopboard/{network}/{postId}/visible',
  'POST /admin/v1/shopboard/{network}/{postId}/tag_products',
  'GET /admin/v1/shopboard/{social}/sync',
  // Magic Store
  'POST /admin/v1/media/presigned-url',
  'POST /admin/v1/media/trigger-compression',
  'POST /admin/v1/media/check-compression-status',
  'POST /admin/v1/products/media/search/url',
] as const;

/** The spec's "path not shown" calls, at the paths DESIGN.md §6 decides, and the public calls. */
const DESIGN_CALLS = [
  'POST /auth/password/reset/request',
  'POST /auth/password/reset/request/influencer',
  // Logout revokes the session token (decided: the spec's logout only clears the client).
  'POST /auth/logout',
  'POST /admin/v1/store/integration/disconnect',
  'POST /admin/v1/store/products/sync',
  'PUT /admin/v1/store/appearance/options',
  'POST /admin/v1/store/plan/subscribe',
  'POST /admin/v1/store/plan/free',
  'GET /admin/v1/orders',
  'GET /admin/v1/orders/{orderId}/details',
  'GET /admin/v1/analytics/{businessId}',
  'GET /admin/v1/analytics/{businessId}/lifetime',
  'GET /admin/v1/analytics/links/{linkId}',
  'GET /admin/v1/analytics/links/{linkId}/products/count',
  'GET /admin/v1/analytics/links/{linkId}/products',
  'GET /admin/v1/analytics/links/{linkId}/orders',
  'GET /admin/v1/analytics/links/{linkId}/orders/{orderId}/details',
  'GET /admin/v1/analytics/posts/{social}/{postId}',
  'GET /admin/v1/analytics/posts/{social}/{postId}/products',
  'DELETE /admin/v1/links/{id}',
  'DELETE /admin/v1/links/multi/{id}',
  'POST /admin/v1/links/short/create',
  'POST /admin/v1/links/short/{id}/edit',
  'POST /admin/v1/links/multi/create',
  'POST /admin/v1/links/multi/{id}/edit',
  'POST /admin/v1/influencers/{username}/activation',
  'GET /admin/v1/influencers/{username}/analytics',
  'GET /admin/v1/influencers/{username}/report',
  'PUT /admin/v1/store/{businessId}/collections_preferences',
  'GET /public/v1/pages/{username}/{linkId}',
  'GET /public/v1/shopboards/{username}',
  'POST /public/v1/events',
  'POST /public/v1/checkout',
] as const;

const normalize = (call: string) => call.replace(/\{\w+\}/g, '{}');
const all = Object.values(endpoints);
const declared = new Set(all.map((e) => normalize(`${e.method} ${e.path}`)));

describe('contract coverage', () => {
  it.each([...PLATFORM_CALLS, ...CONTENT_CALLS, ...DESIGN_CALLS])('declares %s', (call) => {
    expect(declared.has(normalize(call))).toBe(true);
  });

  it('declares each method and path once', () => {
    expect(declared.size).toBe(all.length);
  });

  it('keys every endpoint by its name', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.name).toBe(key);
  });

  it('describes exactly the path placeholders in params', () => {
    for (const endpoint of all) {
      const placeholders = pathParamNames(endpoint.path).sort();
      const params =
        'params' in endpoint && endpoint.params && 'entries' in endpoint.params
          ? Object.keys(endpoint.params.entries).sort()
          : [];
      expect({ name: endpoint.name, params }).toEqual({
        name: endpoint.name,
        params: placeholders,
      });
    }
  });

  it('describes params and query as objects (one entry per parameter)', () => {
    for (const endpoint of all) {
      for (const slot of ['params', 'query'] as const) {
        const schema =
          slot in endpoint
            ? (endpoint as Partial<Record<typeof slot, { type: string }>>)[slot]
            : undefined;
        if (schema)
          expect(`${endpoint.name}.${slot}: ${schema.type}`).toBe(
            `${endpoint.name}.${slot}: object`,
          );
      }
    }
  });

  it('sends no body on GET and DELETE', () => {
    for (const endpoint of all) {
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE')
        expect('body' in endpoint, endpoint.name).toBe(false);
    }
  });
});
