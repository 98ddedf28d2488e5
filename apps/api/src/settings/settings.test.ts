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

const settingsBody = (googleAnalyticsId: string) => ({
  shipping_and_return_url: null,
  facebook_pixel_id: null,
  google_analytics_id: googleAnalyticsId,
  auto_swap_enabled: false,
  product_search_sensitivity: 'MEDIUM',
  utm_params: { utm_source: 'ig' },
});

describe('settings', () => {
  it('saves theme, forcing the strip off when both sentences are empty', async () => {
    const token = await adminToken();
    const theme = {
      ...DEFAULT_THEME,
      is_shipping_and_sales_strip_shown: true,
      shipping_and_sales_strip_sentences: ['', ' '],
    };
    expect(
      (
        await put(
          `/admin/v1/business/${DEMO}/theme`,
          { theme, version: (await business()).themeVersion },
          token,
        )
      ).status,
    ).toBe(200);
    const stored = (await business()).theme as typeof theme;
    expect(stored.is_shipping_and_sales_strip_shown).toBe(false);
  });

  it('refuses a theme colour that is not #RGB or #RRGGBB', async () => {
    const token = await adminToken();
    for (const colour of ['red', '#12345', 'url(javascript:x)', '#fff;background:red']) {
      const theme = { ...DEFAULT_THEME, checkout_button_background_color: colour };
      const answer = await put(
        `/admin/v1/business/${DEMO}/theme`,
        { theme, version: (await business()).themeVersion },
        token,
      );
      expect({ status: answer.status, error: answer.body.error }).toEqual({
        status: 400,
        error:
          'Invalid body: "theme.checkout_button_background_color" must be a colour written #RGB or #RRGGBB',
      });
    }
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
        version: (await business()).settingsVersion,
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

  it('takes the theme and settings versions one up per save and refuses a stale save with 409', async () => {
    const token = await adminToken();
    const before = await business();
    const theme = await put(
      `/admin/v1/business/${DEMO}/theme`,
      { theme: DEFAULT_THEME, version: before.themeVersion },
      token,
    );
    expect(theme.body.data).toEqual({ theme: DEFAULT_THEME, version: before.themeVersion + 1 });
    const staleTheme = await put(
      `/admin/v1/business/${DEMO}/theme`,
      { theme: { ...DEFAULT_THEME, preorder_text: 'Soon' }, version: before.themeVersion },
      token,
    );
    expect({ status: staleTheme.status, error: staleTheme.body.error }).toEqual({
      status: 409,
      error:
        'This theme was changed elsewhere since you opened it: reload to see the changes, or save again on the current version',
    });
    expect(((await business()).theme as typeof DEFAULT_THEME).preorder_text).toBe(
      DEFAULT_THEME.preorder_text,
    );
    const settings = await put(
      `/admin/v1/business/${DEMO}/settings`,
      { ...settingsBody('G-2'), version: before.settingsVersion },
      token,
    );
    expect(settings.body.data).toEqual({ version: before.settingsVersion + 1 });
    const staleSettings = await put(
      `/admin/v1/business/${DEMO}/settings`,
      { ...settingsBody('G-3'), version: before.settingsVersion },
      token,
    );
    expect(staleSettings.status).toBe(409);
    expect(staleSettings.body.error).toMatch(/^These settings were changed elsewhere/);
    const after = await business();
    expect({ id: after.googleAnalyticsId, theme: after.themeVersion }).toEqual({
      id: 'G-2',
      theme: before.themeVersion + 1,
    });
  });

  it('lets exactly one of two concurrent settings saves on one version through, and keeps the winner', async () => {
    const token = await adminToken();
    const { settingsVersion, themeVersion } = await business();
    const saves = await Promise.all(
      ['G-MINE', 'G-THEIRS'].map((id) =>
        put(
          `/admin/v1/business/${DEMO}/settings`,
          { ...settingsBody(id), version: settingsVersion },
          token,
        ),
      ),
    );
    expect(saves.map((s) => s.status).sort()).toEqual([200, 409]);
    const winner = saves.findIndex((s) => s.status === 200);
    const row = await business();
    expect({ id: row.googleAnalyticsId, version: row.settingsVersion }).toEqual({
      id: ['G-MINE', 'G-THEIRS'][winner],
      version: settingsVersion + 1,
    });
    const themes = await Promise.all(
      ['Mine', 'Theirs'].map((text) =>
        put(
          `/admin/v1/business/${DEMO}/theme`,
          { theme: { ...DEFAULT_THEME, preorder_text: text }, version: themeVersion },
          token,
        ),
      ),
    );
    expect(themes.map((s) => s.status).sort()).toEqual([200, 409]);
    const themeWinner = themes.findIndex((s) => s.status === 200);
    const stored = await business();
    expect((stored.theme as typeof DEFAULT_THEME).preorder_text).toBe(
      ['Mine', 'Theirs'][themeWinner],
    );
    expect(stored.themeVersion).toBe(themeVersion + 1);
  });

  it('refuses a settings save without its version with a 400 naming the field', async () => {
    const token = await adminToken();
    const answer = await put(`/admin/v1/business/${DEMO}/settings`, settingsBody('G-4'), token);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^Invalid body: "version" /);
  });

  it("refuses another merchant's business id with 404", async () => {
    const token = await adminToken();
    const response = await put(
      `/admin/v1/business/${SEED.other.businessId}/theme`,
      { theme: DEFAULT_THEME, version: 1 },
      token,
    );
    expect(response.status).toBe(404);
  });
});
