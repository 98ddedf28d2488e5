import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { socialAccounts } from '../db/store.schema';
import { SEED } from '../seed';
import { STORE_SEED } from '../seed/store';
import { dashboardUrl } from './routes';
import { apiCalls, demoAdminToken, sharedTestDatabase, testApp } from '../test/setup';

const database = sharedTestDatabase();
const app = () => testApp(database());
const DEMO = SEED.demo.businessId;

const adminToken = () => demoAdminToken(database());
const { get, post } = apiCalls(app);

interface Status {
  shopboard_url: string | null;
  social_medias: Record<string, { connected: boolean; number_of_posts: number | null } | null>;
}
interface Post {
  post_id: string;
  visible: boolean;
  products: { product_id: string }[];
}

describe('shopboard', () => {
  it('connects a network through the consent page and a single-use code', async () => {
    const token = await adminToken();
    const before = await get<Status>('/admin/v1/shopboard/status', token);
    expect(before.body.data.social_medias.pinterest).toEqual({
      connected: false,
      number_of_posts: null,
      username: null,
    });
    const { body } = await get<{ redirect_url: string }>(
      '/admin/v1/shopboard/pinterest/connect',
      token,
    );
    const consent = new URL(body.data.redirect_url);
    const page = await app().request(consent.pathname + consent.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Allow Shoppable to read your Pinterest posts?');
    // The browser follows the form's redirect to the dashboard only if the CSP allows it there.
    const formAction = page.headers
      .get('content-security-policy')
      ?.split('; ')
      .find((d) => d.startsWith('form-action'));
    expect(formAction).toBe(`form-action 'self' ${new URL(dashboardUrl()).origin}`);
    const allow = await app().request(consent.pathname + consent.search, { method: 'POST' });
    expect(allow.status).toBe(303);
    const back = new URL(allow.headers.get('location') ?? '');
    expect(back.pathname).toBe('/pinterest/auth');
    const code = back.searchParams.get('code') ?? '';

    const wrongNetwork = await post('/admin/v1/shopboard/tiktok/auth/connect', { code }, token);
    expect(wrongNetwork.status).toBe(401);
    // The consent request is single-use too.
    const again = await app().request(consent.pathname + consent.search, { method: 'POST' });
    expect(again.status).toBe(404);
  });

  it('reports syncing (-1) right after connecting and the post count once done', async () => {
    const token = await adminToken();
    const { body } = await get<{ redirect_url: string }>(
      '/admin/v1/shopboard/pinterest/connect',
      token,
    );
    const consent = new URL(body.data.redirect_url);
    const allow = await app().request(consent.pathname + consent.search, { method: 'POST' });
    const code = new URL(allow.headers.get('location') ?? '').searchParams.get('code');
    expect((await post('/admin/v1/shopboard/pinterest/auth/connect', { code }, token)).status).toBe(
      200,
    );
    const syncing = await get<Status>('/admin/v1/shopboard/status', token);
    expect(syncing.body.data.social_medias.pinterest).toMatchObject({
      connected: true,
      number_of_posts: -1,
    });
    await database()
      .db.update(socialAccounts)
      .set({ syncUntil: new Date(Date.now() - 1) })
      .where(and(eq(socialAccounts.businessId, DEMO), eq(socialAccounts.network, 'pinterest')));
    const done = await get<Status>('/admin/v1/shopboard/status', token);
    expect(done.body.data.social_medias.pinterest).toMatchObject({ number_of_posts: 12 });
    expect(done.body.data.shopboard_url).toMatch(/\/demo\/shopboard$/);

    expect((await get('/admin/v1/shopboard/pinterest/sync', token)).status).toBe(200);
    const resynced = await get<Status>('/admin/v1/shopboard/status', token);
    expect(resynced.body.data.social_medias.pinterest?.number_of_posts).toBe(-1);

    expect((await post('/admin/v1/shopboard/pinterest/auth/disconnect', {}, token)).status).toBe(
      200,
    );
    const gone = await get<Post[]>('/admin/v1/shopboard/pinterest/posts', token);
    expect(gone.body.data).toEqual([]);
  });

  it('pages posts by 24 and changes visibility and tags', async () => {
    const token = await adminToken();
    const first = await get<Post[]>('/admin/v1/shopboard/instagram/posts', token);
    expect(first.body.data).toHaveLength(24);
    const rest = await get<Post[]>('/admin/v1/shopboard/instagram/posts?skip=24', token);
    expect(rest.body.data).toHaveLength(STORE_SEED.networks.demo.instagram - 24);

    const postId = first.body.data[0]!.post_id;
    await post(`/admin/v1/shopboard/instagram/${postId}/visible`, { is_visible: false }, token);
    const tags = [1, 2].map((n) => STORE_SEED.productId('demo', n));
    await post(
      `/admin/v1/shopboard/instagram/${postId}/tag_products`,
      { product_ids: tags },
      token,
    );
    const after = await get<Post[]>('/admin/v1/shopboard/instagram/posts?count=1', token);
    expect(after.body.data[0]).toMatchObject({ post_id: postId, visible: false });
    expect(after.body.data[0]!.products.map((p) => p.product_id)).toEqual(tags);
  });

  it('refuses a sixth tag, unknown products and posts of another network', async () => {
    const token = await adminToken();
    const postId = STORE_SEED.postId('demo', 'instagram', 2);
    const six = await post(
      `/admin/v1/shopboard/instagram/${postId}/tag_products`,
      { product_ids: [1, 2, 3, 4, 5, 6].map((n) => STORE_SEED.productId('demo', n)) },
      token,
    );
    expect(six.status).toBe(400);
    expect(six.body.error).toBe('A post takes at most 5 products');
    const unknown = await post(
      `/admin/v1/shopboard/instagram/${postId}/tag_products`,
      { product_ids: [STORE_SEED.productId('acme', 1)] },
      token,
    );
    expect(unknown.status).toBe(400);
    const wrongNetwork = await post(
      `/admin/v1/shopboard/tiktok/${postId}/visible`,
      { is_visible: true },
      token,
    );
    expect(wrongNetwork.status).toBe(404);
  });

  it('answers analytics for every day of the range', async () => {
    const token = await adminToken();
    const { body } = await get<{
      shopboard_analytics: { data: { date: string }[] };
      currency: string;
    }>('/admin/v1/shopboard/analytics?from_date=2025-03-01&to_date=2025-03-07', token);
    expect(body.data.currency).toBe('USD');
    expect(body.data.shopboard_analytics.data.map((d) => d.date)).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
    ]);
    const reversed = await get(
      '/admin/v1/shopboard/analytics?from_date=2025-03-07&to_date=2025-03-01',
      token,
    );
    expect(reversed.status).toBe(400);
  });
});
