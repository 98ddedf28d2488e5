import { expect, test, type APIRequestContext } from '@playwright/test';
import { newShopperAgent } from './helpers';

/** The reference API and the link-page server the suite starts (playwright.config.ts). */
const API = process.env.E2E_API_URL ?? 'http://127.0.0.1:8787';
const LINK_PAGE = process.env.E2E_LINK_PAGE_URL ?? 'http://127.0.0.1:8788';

/** Seeded ids (apps/api/src/seed/content.ts `CONTENT_SEED`); public pages live under the merchant. */
const SEED = {
  instant: 'lk-demo-01',
  productShort: 'sh-demo-01',
  split: 'ml-demo-02',
  expired: 'lk-demo-12',
};

/** Signs in as the seeded merchant through the API and returns its GET helper. */
async function merchantApi(request: APIRequestContext) {
  const login = await request.post(`${API}/auth/login`, {
    data: { username: 'demo', password: 'demo1234' },
  });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).data.token as string;
  return async <T>(path: string): Promise<T> => {
    const answer = await request.get(`${API}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.ok(), path).toBe(true);
    return (await answer.json()).data as T;
  };
}

interface Funnel {
  products: { inventory_id: string; adds_to_cart: number | null; checkouts: number | null }[];
}

interface LinkTotals {
  revenue: number | null;
  link_analytics: { visits: number; revenue: number } | null;
}

test('a shopper buys from a seeded Instant and the order and revenue reach the link', async ({
  browser,
  request,
}) => {
  const get = await merchantApi(request);
  const before = await get<LinkTotals>(`/admin/v1/links/${SEED.instant}`);
  const funnelPath = `/admin/v1/analytics/links/${SEED.instant}/funnel`;
  const funnelBefore = await get<Funnel>(funnelPath);

  // A shopper of their own: other tests open this page too, and a repeat visit is not counted.
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    userAgent: newShopperAgent(),
  });
  const page = await context.newPage();
  await page.goto(`${LINK_PAGE}/demo/${SEED.instant}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('radio') })
    .first();
  const colour = card.getByRole('group').first();
  const radios = colour.getByRole('radio');
  // Choose another value than the one checked on arrival, when there is one.
  const target = (await radios.count()) > 1 ? radios.nth(1) : radios.first();
  await target.check();
  await expect(target).toBeChecked();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  const bought = await card.locator('form[data-sp-product]').getAttribute('data-sp-product');

  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByRole('status')).toHaveText('1 item in your cart');
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('MAYA10');
  await cart.getByRole('button', { name: 'Checkout' }).click();

  await expect(
    page.getByRole('heading', { name: 'Thank you! Your order is placed' }),
  ).toBeVisible();
  const summary = await page.getByText(/^Order ord_/).textContent();
  const orderId = /Order (ord_[\w-]+)/.exec(summary ?? '')?.[1];
  expect(orderId).toBeTruthy();

  const orders = await get<{ order_id: string }[]>(
    `/admin/v1/analytics/links/${SEED.instant}/orders`,
  );
  expect(orders.map((o) => o.order_id)).toContain(orderId);
  const after = await get<LinkTotals>(`/admin/v1/links/${SEED.instant}`);
  expect(after.revenue ?? 0).toBeGreaterThan(before.revenue ?? 0);
  // The page's script sent the visit (a beacon, so CDN-cached pages count too).
  await expect
    .poll(
      async () => (await get<LinkTotals>(`/admin/v1/links/${SEED.instant}`)).link_analytics!.visits,
    )
    .toBeGreaterThan(before.link_analytics!.visits);
  // The product funnel: the add to cart named the product, and the checkout holds it (more than
  // one: the phone project's shopper may buy the same product meanwhile).
  const stepOf = (funnel: Funnel) => funnel.products.find((p) => p.inventory_id === bought)!;
  const earlier = stepOf(funnelBefore);
  await expect
    .poll(async () => {
      const now = stepOf(await get<Funnel>(funnelPath));
      return now.adds_to_cart! > earlier.adds_to_cart! && now.checkouts! > earlier.checkouts!;
    })
    .toBe(true);
  await context.close();
});

test('a seeded short lands on its destination with a recorded visit', async ({ page, request }) => {
  const get = await merchantApi(request);
  const before = await get<LinkTotals>(`/admin/v1/links/${SEED.productShort}`);
  const answer = await request.get(`${LINK_PAGE}/demo/${SEED.productShort}`, {
    headers: { 'user-agent': newShopperAgent() },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['cache-control']).toBe('no-store');
  const location = answer.headers()['location']!;
  expect(location).toMatch(/^https:\/\/demo-store\.example\/products\/[\w-]+\?discount=MAYA10$/);
  // The seeded store's domain is not real (and a browser's redirect targets cannot be routed):
  // follow the Location the page answered and serve the store's page here.
  await page.route('https://demo-store.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store</title><h1>Store page</h1>' }),
  );
  await page.goto(location);
  await expect(page.getByRole('heading', { name: 'Store page' })).toBeVisible();
  const after = await get<LinkTotals>(`/admin/v1/links/${SEED.productShort}`);
  expect(after.link_analytics!.visits).toBe(before.link_analytics!.visits + 1);
});

test('an expired or unknown link answers a 404 page', async ({ page }) => {
  for (const id of [SEED.expired, 'no-such-link']) {
    const response = await page.goto(`${LINK_PAGE}/demo/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This link is not available' })).toBeVisible();
  }
});

test('a 70/30 multilink splits 200 phone visits about 70/30', async ({ request }) => {
  const get = await merchantApi(request);
  interface Multilink {
    links_options: { link_id: string; value: number; link_data: LinkTotals }[];
  }
  const visits = async () => {
    const multilink = await get<Multilink>(`/admin/v1/links/multi/${SEED.split}`);
    return multilink.links_options.map((o) => ({
      id: o.link_id,
      share: o.value,
      visits: o.link_data.link_analytics?.visits ?? 0,
    }));
  };
  const before = await visits();
  expect(before.map((o) => o.share)).toEqual([70, 30]);

  for (let i = 0; i < 200; i += 1) {
    const answer = await request.get(`${LINK_PAGE}/demo/${SEED.split}`, {
      headers: { 'user-agent': newShopperAgent() },
      maxRedirects: 0,
    });
    expect([200, 302]).toContain(answer.status());
    expect(answer.headers()['cache-control']).toBe('no-store');
  }

  const after = await visits();
  const gained = after.map((o, i) => o.visits - before[i]!.visits);
  expect(gained[0]! + gained[1]!).toBe(200);
  const shareA = (gained[0]! / 200) * 100;
  // The split is random per visitor: the band is four standard deviations wide (±13 points; ±8
  // failed about one run in 70 by chance). More visits would move the seeded A/B verdict that
  // shorts-multilinks.spec reads.
  expect(shareA).toBeGreaterThanOrEqual(57);
  expect(shareA).toBeLessThanOrEqual(83);
});
