import { readFile } from 'node:fs/promises';
import { devices, expect, test, type Page } from '@playwright/test';
import { API, logInAsMerchant, mainNavigation } from './helpers';

/** The link-page server the suite starts (playwright.config.ts): shoppers' public addresses. */
const LINK_PAGE = process.env.E2E_LINK_PAGE_URL ?? 'http://127.0.0.1:8788';

/** Link-preview unfurlers' user agents, as Slack and WhatsApp send them. */
const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
const WHATSAPP = 'WhatsApp/2.23.20.0 A';

/** The seeded influencer (apps/api/src/seed.ts): every permission, under `demo`. */
const MAYA = { admin: 'demo', username: 'maya', password: 'maya1234' };

/** Opens Analytics as a merchant would: the sidebar on desktop; phones by address. */
async function openAnalytics(page: Page, isMobile: boolean) {
  if (isMobile) await page.goto('/admin/analytics');
  else await mainNavigation(page, false).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
}

/** Applies a preset in the shared date-range picker (a popover on desktop, a drawer on phones). */
async function pickRange(page: Page, preset: string) {
  await page.getByRole('button', { name: /Date range/ }).click();
  await page.getByRole('dialog').getByRole('option', { name: preset }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A tile's figure as a number ("1.2K" → 1200). */
async function tileNumber(page: Page, name: string) {
  const text = (await page.getByRole('group', { name }).textContent()) ?? '';
  const m = /([\d.,]+)\s*([KMBTPE]?)\s*$/.exec(text.replace(name, '').trim());
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12, P: 1e15, E: 1e18 } as const;
  return m ? Number(m[1]!.replaceAll(',', '')) * scale[m[2] as keyof typeof scale] : Number.NaN;
}

test('demo opens Analytics, switches tabs and ranges, reloads the same view and downloads the insights', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  await logInAsMerchant(page);
  await openAnalytics(page, isMobile);

  const tabs = page.getByRole('tablist', { name: 'Channels' });
  await expect(tabs.getByRole('tab')).toHaveText(['Links', 'Shorts', 'Shop the Feed']);
  for (const name of ['Clicks', 'Sales', 'Conversion rate', 'Revenue', 'Average order value']) {
    await expect(page.getByRole('group', { name })).toBeVisible();
  }

  // The seeded year of history: Lifetime shows it in the tiles and the chart.
  await pickRange(page, 'Lifetime');
  await expect(page).toHaveURL(/[?&]range=lifetime/);
  await expect(page.getByRole('group', { name: 'Clicks' })).not.toHaveAttribute('aria-busy');
  expect(await tileNumber(page, 'Clicks')).toBeGreaterThan(0);
  const chart = page.getByRole('figure', { name: 'Clicks and sales, Lifetime' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas, svg').first()).toBeVisible();

  // The link rows: the most visited link's product funnel opens for the same range.
  const linkRows = page.getByRole('grid', { name: 'Link performance' });
  await linkRows.scrollIntoViewIfNeeded();
  const top = linkRows.getByRole('rowheader').first();
  await expect(top).toBeVisible();
  const name = (await top.textContent())!;
  await page
    .getByRole('button', { name: `Show the product funnel of ${name}`, exact: true })
    .click();
  const funnel = page.getByRole('region', { name: `Product funnel of ${name}`, exact: true });
  await expect(funnel.getByRole('rowheader').first()).toBeVisible();

  await tabs.getByRole('tab', { name: 'Shorts' }).click();
  await expect(page).toHaveURL(/[?&]tab=shorts/);
  await expect(tabs.getByRole('tab', { name: 'Shorts' })).toHaveAttribute('aria-selected', 'true');

  // A reload shows the same view: the range and the tab come from the address.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Date range/ })).toContainText('Lifetime');
  await expect(tabs.getByRole('tab', { name: 'Shorts' })).toHaveAttribute('aria-selected', 'true');

  // Last 24 hours has no chart.
  await pickRange(page, 'Last 24 hours');
  await expect(page).toHaveURL(/[?&]range=last24Hours/);
  await expect(page.getByRole('region', { name: 'Charts' })).toHaveCount(0);
  await pickRange(page, 'Lifetime');

  // The influencer insights: maya is among them, and the CSV holds every row.
  const insights = page.getByRole('grid', { name: 'Influencer insights' });
  await insights.scrollIntoViewIfNeeded();
  await expect(insights.getByRole('rowheader', { name: MAYA.username })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^influencers_insights_lifetime_to_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Influencer,Link clicks,Short clicks,Attributed sales,Attributed revenue,Commission,Refunds,Currency',
  );
  expect(lines.some((line) => line.startsWith(`${MAYA.username},`))).toBe(true);
});

test('maya sees only what her permissions allow', async ({ page }) => {
  await page.goto('/login/influencer');
  await page.getByLabel('Merchant username').fill(MAYA.admin);
  await page.getByLabel('Influencer username').fill(MAYA.username);
  await page.getByLabel('Password', { exact: true }).fill(MAYA.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);

  await page.goto('/admin/analytics?range=lifetime');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Channels' });
  await expect(tabs.getByRole('tab')).toHaveText(['Links', 'Shorts']);
  // Her figures are her attributed ones: the revenue tile says so.
  await expect(page.getByRole('group', { name: 'Influencer revenue' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Revenue', exact: true })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Influencer insights' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
});

test('a phone shopper raises Visits by one; Slack and WhatsApp unfurlers and a HEAD request do not', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  await logInAsMerchant(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const api = await playwright.request.newContext({
    baseURL: API,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  try {
    const session = await (await api.post('/auth/verify', { data: {} })).json();
    const businessId = session.data.brand.business_id as string;
    const created = await api.post('/admin/v1/links/short/create', {
      data: {
        business_id: businessId,
        title: `E2E visits ${Date.now()}`,
        url_type: 'organic',
        promocode: 'E2EVISITS',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const shortId = (await created.json()).data.link_id as string;
    const publicUrl = `${LINK_PAGE}/demo/${shortId}`;

    // The unfurlers fetch the short as a chat shows its preview; a HEAD checks it is there.
    for (const agent of [SLACK, WHATSAPP]) {
      const answer = await api.get(publicUrl, {
        headers: { 'user-agent': agent },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
    }
    const phoneAgent = devices['Pixel 7'].userAgent;
    const head = await api.head(publicUrl, {
      headers: { 'user-agent': phoneAgent },
      maxRedirects: 0,
    });
    expect(head.status()).toBe(302);

    // A shopper opens it on a phone: the short answers with the redirect to the store (offline
    // here, so the browser stops at the store's address; the visit is recorded by then).
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const shopper = await context.newPage();
    const [redirect] = await Promise.all([
      shopper.waitForResponse((response) => response.url() === publicUrl),
      shopper.goto(publicUrl).catch(() => null),
    ]);
    expect(redirect.status()).toBe(302);
    await context.close();

    await page.goto(`/admin/shorts/${shortId}/preview`);
    await expect(page.getByRole('group', { name: 'Clicks' })).toHaveText(/Clicks\s*1$/);

    // The analytics page explains the difference: the unfurlers and the HEAD are kept as bots.
    await page.goto('/admin/analytics?range=last7Days&tab=shorts');
    await page.getByRole('button', { name: 'Why visits differ' }).click();
    const breakdown = page.getByRole('region', { name: 'Visits breakdown' });
    const bots = breakdown.getByRole('definition').nth(1);
    await expect(bots).toHaveText(/^[\d,]+$/);
    expect(Number((await bots.textContent())!.replaceAll(',', ''))).toBeGreaterThanOrEqual(3);
  } finally {
    await api.dispose();
  }
});
