import { DEFAULT_THEME } from '@shoppable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../db/schema';
import { SEED } from '../seed';
import { bearer, demoAdminToken, type Envelope, sharedTestDatabase, testApp } from '../test/setup';

const database = sharedTestDatabase();
const app = () => testApp(database());
const DEMO = SEED.demo.businessId;

const adminToken = () => demoAdminToken(database());

async function put(path: string, body: unknown, token: string) {
  const response = await app().request(path, {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<unknown> };
}
const business = async () =>
  (await database().db.select().from(businesses).where(eq(businesses.id, DEMO)))[0]!;

describe('settings', () => {
  it('saves theme, forcing the strip off when both sentences are empty', async () => {
    const token = await adminToken();
    const theme = {
      ...DEFAULT_THEME,
      is_shipping_and_sales_strip_shown: true,
      shipping_and_sales_strip_sentences: ['', ' '],
    };
    expect((await put(`/admin/v1/business/${DEMO}/theme`, { theme }, token)).status).toBe(200);
    const stored = (await business()).theme as typeof theme;
    expect(stored.is_shipping_and_sales_strip_shown).toBe(false);
  });

  it('refuses a logo that is not an http(s) URL and saves one that is', async () => {
    const token = await adminToken();
    const path = `/admin/v1/business/${DEMO}/appearance`;
    const bad = await put(path, { appearance: { logo_url: 'javascript:alert(1)' } }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid body: "appearance.logo_url" is not an http(s) URL');
    const good = await put(path, { appearance: { logo_url: 'https://cdn.test/logo.png' } }, token);
    expect(good.status).toBe(200);
    expect((await business()).logoUrl).toBe('https://cdn.test/logo.png');
  });

  it('saves settings: empty ids become null and the sensitivity lands in the vision settings', async () => {
    const token = await adminToken();
    const status = await put(
      `/admin/v1/business/${DEMO}/settings`,
      {
        shipping_and_return_url: 'https://demo-store.example/returns',
        facebook_pixel_id: '  ',
        google_analytics_id: 'G-1',
        auto_swap_enabled: true,
        product_search_sensitivity: 'LOW',
        utm_params: { utm_source: 'ig', utm_medium: '' },
      },
      token,
    );
    expect(status.status).toBe(200);
    const row = await business();
    expect(row).toMatchObject({
      facebookPixelId: null,
      googleAnalyticsId: 'G-1',
      autoSwapEnabled: true,
      utmParams: { utm_source: 'ig', utm_medium: null },
    });
    expect(row.productVisionConfigurations).toMatchObject({ sensitivity: 'LOW' });
  });

  it('answers the option map with every catalogue value, saved values kept, new ones unverified', async () => {
    const token = await adminToken();
    const saved = {
      Color: { type: 'COLOR', values: { Black: { hex_value: '#000000', text_value: null } } },
    };
    expect((await put('/admin/v1/store/appearance/options', saved, token)).status).toBe(200);
    const response = await app().request('/admin/v1/store/appearance/options', {
      headers: bearer(token),
    });
    const map = (
      (await response.json()) as Envelope<
        Record<string, { type: string; values: Record<string, { hex_value: string | null }> }>
      >
    ).data;
    expect(map.Color!.values.Black!.hex_value).toBe('#000000');
    expect(map.Color!.values.Navy!.hex_value).toBeNull();
    expect(map.Size!.type).toBe('TEXT');
  });

  it("refuses another merchant's business id with 404", async () => {
    const token = await adminToken();
    const response = await put(
      `/admin/v1/business/${SEED.other.businessId}/theme`,
      { theme: DEFAULT_THEME },
      token,
    );
    expect(response.status).toBe(404);
  });
});
