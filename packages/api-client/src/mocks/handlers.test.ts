import { endpoints, type Endpoint, type EndpointName } from '@shoppable/api-contract';
import { DEFAULT_THEME } from '@shoppable/domain';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, HttpError, TimeoutError } from '../errors';
import { createApiClient, type ApiClient } from '../transport';
import { mockHandlers, type MockOptions } from './handlers';
import { sampleOf } from './sample';
import { MockStore } from './store';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Fresh handlers (and a fresh store) for one test, and a client talking to them. */
function mock(options: MockOptions = {}, timeoutMs?: number): ApiClient {
  server.use(...mockHandlers(baseUrl, options));
  return createApiClient({ baseUrl, getToken: () => 'mock-token', timeoutMs });
}

/** Untyped access to `request`, for walking the whole contract. */
type LooseRequest = (endpoint: Endpoint, options?: Record<string, unknown>) => Promise<unknown>;
const loose = (client: ApiClient) => client.request.bind(client) as unknown as LooseRequest;

/** Path parameters that name fixtures. */
function paramsFor(endpoint: Endpoint): Record<string, string> | undefined {
  if (!endpoint.params) return undefined;
  const values: Record<string, string> = {
    id: endpoint.path.includes('/multi/')
      ? 'mlt_0001'
      : endpoint.path.includes('/webhooks/')
        ? 'whe_0001'
        : 'lnk_0001',
    businessId: 'biz_0001',
    linkId: 'lnk_0001',
    orderId: 'ord_0001',
    username: 'maya',
    network: 'instagram',
    social: 'instagram',
    postId: 'instagram_post_0001',
    productId: 'prd_0001',
  };
  const keys = Object.keys(sampleOf(endpoint.params) as object);
  return Object.fromEntries(keys.map((key) => [key, values[key] ?? 'sample']));
}

/** Bodies that name fixtures where a sample would not. */
const bodies: Partial<Record<EndpointName, unknown>> = {
  login: { username: 'demo', password: 'demo1234' },
  influencerLogin: { admin_username: 'demo', username: 'maya', password: 'maya1234' },
  influencerCodeLogin: { admin_username: 'demo', username: 'maya', code: 'code-maya' },
  productOptionImage: { inventory_id: 'inv_0001', selected_options: { Color: 'Black' } },
  publicCheckout: { link_id: 'lnk_0001', items: [{ inventory_id: 'inv_0001', quantity: 1 }] },
};

describe('mockHandlers: every endpoint', () => {
  it.each(Object.entries(endpoints) as [EndpointName, Endpoint][])(
    '%s has a contract-valid fallback sample',
    (_name, endpoint) => {
      expect(() => v.parse(endpoint.response, sampleOf(endpoint.response))).not.toThrow();
    },
  );

  it.each(Object.entries(endpoints) as [EndpointName, Endpoint][])(
    '%s answers contract-valid data to an influencer, or 403',
    async (name, endpoint) => {
      const request = loose(mock({ role: 'influencer' }));
      const result = request(endpoint, {
        params: paramsFor(endpoint),
        query: sampleOf(endpoint.query),
        body: bodies[name] ?? sampleOf(endpoint.body),
      });
      await result.then(
        (value) => expect(() => v.parse(endpoint.response, value)).not.toThrow(),
        (error: unknown) => expect(error).toEqual(new HttpError(403)),
      );
    },
  );

  it.each(Object.entries(endpoints) as [EndpointName, Endpoint][])(
    '%s answers contract-valid data',
    async (name, endpoint) => {
      const request = loose(mock());
      const result = await request(endpoint, {
        params: paramsFor(endpoint),
        query: sampleOf(endpoint.query),
        body: bodies[name] ?? sampleOf(endpoint.body),
      });
      expect(() => v.parse(endpoint.response, result)).not.toThrow();
    },
  );
});

const { listLinks, createLink, editLink, deleteLink, searchProducts, verifySession } = endpoints;
const linkBody = {
  images: [{ src: 'https://cdn.test/new.jpg' }],
  inventory_ids: ['inv_0002'],
  description: 'Brand new look',
  business_id: 'biz_0001',
  link_type: 'LOOK' as const,
};

describe('mockHandlers: stateful behaviour', () => {
  it('answers health', async () => {
    await expect(mock().request(endpoints.health)).resolves.toEqual({ service: 'api', ok: true });
  });

  it('lists a created link first', async () => {
    const client = mock();
    const created = await client.request(createLink, { body: linkBody });
    const list = await client.request(listLinks, { params: { businessId: 'biz_0001' } });
    expect(list[0]).toEqual(created);
    expect(created.products.map((p) => p.inventory_id)).toEqual(['inv_0002']);
  });

  it('edits a link in place and deletes it', async () => {
    const client = mock();
    const before = await client.request(listLinks, { params: { businessId: 'biz_0001' } });
    const target = before[2]!;
    const edited = await client.request(editLink, {
      params: { id: target.link_id },
      body: { ...linkBody, description: 'Edited', version: target.version },
    });
    expect(edited.description).toBe('Edited');
    const after = await client.request(listLinks, { params: { businessId: 'biz_0001' } });
    expect(after[2]).toEqual(edited);
    await client.request(deleteLink, { params: { id: target.link_id } });
    await expect(
      client.request(endpoints.getLink, { params: { id: target.link_id } }),
    ).rejects.toEqual(new HttpError(404));
  });

  it('pages links by count and skip and filters them by q and type', async () => {
    const client = mock();
    const params = { businessId: 'biz_0001' };
    const first = await client.request(listLinks, { params });
    const second = await client.request(listLinks, { params, query: { skip: 28 } });
    expect(first).toHaveLength(28);
    expect(second.map((l) => l.link_id)).not.toContain(first[0]!.link_id);
    const shorts = await client.request(listLinks, { params, query: { link_type: 'SHORT' } });
    expect(shorts.length).toBeGreaterThan(0);
    expect(shorts.every((l) => l.link_type === 'SHORT')).toBe(true);
    const found = await client.request(listLinks, { params, query: { q: 'beach' } });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => `${l.description ?? ''}${l.title ?? ''}`.includes('Beach'))).toBe(
      true,
    );
  });

  it('searches products 50 at a time with a next cursor', async () => {
    const client = mock();
    const first = await client.request(searchProducts, { query: { include_out_of_stock: true } });
    expect(first.products).toHaveLength(50);
    expect(first.next).toBe('50');
    const second = await client.request(searchProducts, {
      query: { include_out_of_stock: true, next: first.next! },
    });
    expect(second.products[0]!.product_id).not.toBe(first.products[0]!.product_id);
    const linen = await client.request(searchProducts, {
      query: { q: 'linen', include_out_of_stock: false },
    });
    expect(linen.products.every((p) => p.title.includes('Linen') && p.total_quantity > 0)).toBe(
      true,
    );
  });

  it('lists influencers with permissions and creates one first', async () => {
    const client = mock();
    const list = await client.request(endpoints.listInfluencers);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.permissions.allow_creating_and_editing_links).toBe(true);
    await client.request(endpoints.createInfluencer, {
      body: {
        username: 'zoe',
        email: 'zoe@creators.test',
        commission: 10,
        permissions: list[0]!.permissions,
        commission_rules: {
          reduce_refunds_from_commission: false,
          reduce_vat_from_commission: false,
        },
        revenue_rules: { net_revenue_ratio: 1 },
      },
    });
    const after = await client.request(endpoints.listInfluencers);
    expect(after[0]!.username).toBe('zoe');
  });

  it('signs in demo / demo1234 and refuses a wrong password', async () => {
    const client = mock();
    await expect(
      client.request(endpoints.login, { body: { username: 'demo', password: 'demo1234' } }),
    ).resolves.toEqual({ token: 'mock-token-admin' });
    await expect(
      client.request(endpoints.login, { body: { username: 'demo', password: 'nope' } }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('lists a created short first among shorts and a created multilink first', async () => {
    const client = mock();
    const short = await client.request(endpoints.createShort, {
      body: {
        business_id: 'biz_0001',
        title: 'New short',
        url_type: 'product',
        inventory_ids: ['inv_0003'],
      },
    });
    const shorts = await client.request(listLinks, {
      params: { businessId: 'biz_0001' },
      query: { link_type: 'SHORT' },
    });
    expect(shorts[0]).toEqual(short);
    const multi = await client.request(endpoints.createMultilink, {
      body: {
        business_id: 'biz_0001',
        title: 'New split',
        splitter_type: 'PERCENTAGE',
        links_options: [
          {
            value: 100,
            device_option: 'ALL',
            link_resource: { ...linkBody, inventory_ids: ['inv_0004'] },
          },
        ],
      },
    });
    const { multilinks } = await client.request(endpoints.listMultilinks, {
      params: { businessId: 'biz_0001' },
    });
    expect(multilinks[0]).toEqual(multi);
  });

  it('answers a short page with its redirect and a multilink page with a picked experience', async () => {
    const client = mock();
    const short = await client.request(endpoints.createShort, {
      body: {
        business_id: 'biz_0001',
        title: 'Away',
        url_type: 'custom',
        shopping_redirect_url: 'https://demo-store.test/sale',
      },
    });
    const shortPage = await client.request(endpoints.publicPage, {
      params: { username: 'demo', linkId: short.link_id },
    });
    expect(shortPage.kind).toBe('short');
    expect(shortPage.redirect_url).toBe('https://demo-store.test/sale');
    const multi = await client.request(endpoints.createMultilink, {
      body: {
        business_id: 'biz_0001',
        title: 'Split',
        splitter_type: 'PERCENTAGE',
        links_options: [
          { value: 50, device_option: 'PC', link_resource: linkBody },
          { value: 50, device_option: 'MOBILE', link_resource: linkBody },
        ],
      },
    });
    const page = await client.request(endpoints.publicPage, {
      params: { username: 'demo', linkId: multi.multilink_id },
      query: { device: 'MOBILE' },
    });
    expect(page.kind).toBe('multilink');
    expect(page.experience_id).toBe(multi.links_options[1]!.link_id);
  });

  it('refuses an edit on a stale version with 409 and takes the version one up on success', async () => {
    const store = new MockStore({ now: '2026-01-15T12:00:00.000Z' });
    const client = mock({ store });
    const body = { ...linkBody, version: 1 };
    const edited = await client.request(editLink, { params: { id: 'lnk_0001' }, body });
    expect(edited.version).toBe(2);
    await expect(client.request(editLink, { params: { id: 'lnk_0001' }, body })).rejects.toEqual(
      new HttpError(409),
    );
    // Another client's edit moves the version on: the editor that loaded 2 is now stale.
    store.changeLinkElsewhere('lnk_0001', { description: 'Theirs' });
    await expect(
      client.request(editLink, { params: { id: 'lnk_0001' }, body: { ...body, version: 2 } }),
    ).rejects.toEqual(new HttpError(409));
    expect(store.getLink('lnk_0001')).toMatchObject({ description: 'Theirs', version: 3 });
  });

  it('versions the theme and the settings of the brand', async () => {
    const store = new MockStore({ now: '2026-01-15T12:00:00.000Z' });
    const client = mock({ store });
    const saved = await client.request(endpoints.updateTheme, {
      params: { businessId: 'biz_0001' },
      body: { theme: DEFAULT_THEME, version: 1 },
    });
    expect(saved.version).toBe(2);
    store.changeBrandElsewhere('settings', { google_analytics_id: 'G-THEIRS' });
    const settings = {
      shipping_and_return_url: null,
      facebook_pixel_id: null,
      google_analytics_id: 'G-MINE',
      auto_swap_enabled: false,
      product_search_sensitivity: 'LOW' as const,
      utm_params: {},
    };
    await expect(
      client.request(endpoints.updateSettings, {
        params: { businessId: 'biz_0001' },
        body: { ...settings, version: 1 },
      }),
    ).rejects.toEqual(new HttpError(409));
    expect(store.data.session.brand?.google_analytics_id).toBe('G-THEIRS');
    const again = await client.request(endpoints.updateSettings, {
      params: { businessId: 'biz_0001' },
      body: { ...settings, version: 2 },
    });
    expect(again).toEqual({ version: 3 });
  });

  it('shares a store between handler sets', async () => {
    const store = new MockStore({ now: '2026-01-15T12:00:00.000Z' });
    const client = mock({ store });
    await client.request(createLink, { body: linkBody });
    expect(store.data.links[0]!.description).toBe('Brand new look');
  });
});

describe('mockHandlers: switches', () => {
  it('loading never answers', async () => {
    const client = mock({ loading: true });
    const controller = new AbortController();
    const pending = client.request(verifySession, { body: {}, signal: controller.signal });
    let settled = false;
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
  });

  it('timeout answers too late, so the call times out', async () => {
    const client = mock({ timeout: true }, 50);
    await expect(client.request(verifySession, { body: {} })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('error answers status false with the message', async () => {
    await expect(mock({ error: true }).request(verifySession, { body: {} })).rejects.toEqual(
      new ApiError('Something went wrong'),
    );
    server.resetHandlers();
    await expect(mock({ error: 'Store is down' }).request(searchProducts)).rejects.toThrow(
      'Store is down',
    );
  });

  it('delayMs answers after the delay', async () => {
    const client = mock({ delayMs: 60 }, 20);
    await expect(client.request(verifySession, { body: {} })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('only limits the switches to the named endpoints', async () => {
    const client = mock({ error: true, only: ['listLinks'] });
    await expect(client.request(verifySession, { body: {} })).resolves.toMatchObject({
      is_admin: true,
    });
    await expect(
      client.request(listLinks, { params: { businessId: 'biz_0001' } }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('empty answers empty lists and zero analytics', async () => {
    const client = mock({ empty: true });
    await expect(
      client.request(listLinks, { params: { businessId: 'biz_0001' } }),
    ).resolves.toEqual([]);
    await expect(client.request(searchProducts)).resolves.toEqual({ products: [], next: null });
    await expect(client.request(endpoints.listInfluencers)).resolves.toEqual([]);
    const report = await client.request(endpoints.businessAnalytics, {
      params: { businessId: 'biz_0001' },
    });
    expect(report.looks_analytics.revenue).toBe(0);
  });

  it('role influencer: a non-admin session, own links only, admin calls forbidden', async () => {
    const client = mock({ role: 'influencer' });
    const session = await client.request(verifySession, { body: {} });
    expect(session.is_admin).toBe(false);
    expect(session.user.username).toBe('maya');
    expect(session.user.permissions).not.toBeNull();
    const links = await client.request(listLinks, { params: { businessId: 'biz_0001' } });
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.influencer_username === 'maya')).toBe(true);
    await expect(client.request(endpoints.listInfluencers)).rejects.toEqual(new HttpError(403));
    await expect(
      client.request(endpoints.getInfluencer, { params: { username: 'leo' } }),
    ).rejects.toEqual(new HttpError(403));
  });

  it('role influencer without the link permission may not create links', async () => {
    const client = mock({
      role: 'influencer',
      permissions: { allow_creating_and_editing_links: false, analytics_revenue_enabled: false },
    });
    const session = await client.request(verifySession, { body: {} });
    expect(session.user.permissions?.analytics_revenue_enabled).toBe(false);
    await expect(client.request(createLink, { body: linkBody })).rejects.toEqual(
      new HttpError(403),
    );
  });

  it('trialDaysLeft sets the days left of a trial', async () => {
    const session = await mock({ plan: 'trial', trialDaysLeft: 5 }).request(verifySession, {
      body: {},
    });
    expect(session.brand?.free_trial_days_left).toBe(5);
  });

  it('role admin: an admin session', async () => {
    const session = await mock({ role: 'admin' }).request(verifySession, { body: {} });
    expect(session.is_admin).toBe(true);
    expect(session.brand?.business_id).toBe('biz_0001');
  });

  it.each([
    ['free', 'FREE', null],
    ['trial', 'FREE', 21],
    ['trialEnded', 'FREE', 0],
    ['paid', 'BUSINESS', null],
  ] as const)('plan %s', async (plan, name, days) => {
    const session = await mock({ plan }).request(verifySession, { body: {} });
    expect(session.brand?.subscription_plan).toBe(name);
    expect(session.brand?.free_trial_days_left).toBe(days);
  });

  it('noStore: no brand and no catalogue', async () => {
    const client = mock({ noStore: true });
    const session = await client.request(verifySession, { body: {} });
    expect(session.brand).toBeNull();
    await expect(client.request(searchProducts)).resolves.toEqual({ products: [], next: null });
    await expect(client.request(endpoints.getOptionsMap)).resolves.toEqual({});
  });
});
