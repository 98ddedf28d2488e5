import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, logInAsMerchant, newShopperAgent } from './helpers';

/** The link-page server the suite starts (playwright.config.ts): shoppers' public addresses. */
const LINK_PAGE = process.env.E2E_LINK_PAGE_URL ?? 'http://127.0.0.1:8788';
/** A seeded Instant of the demo merchant and a seeded short to one product (apps/api/src/seed). */
const INSTANT = 'lk-demo-02';
const PRODUCT_SHORT = 'sh-demo-01';

interface PageData {
  link: { products: { inventory_id: string }[] } | null;
  products: { inventory_id: string; title: string; url: string }[];
  swaps?: { sold_out: { inventory_id: string; title: string }; alternative_inventory_id: string }[];
  redirect_url?: string | null;
}

async function pageData(request: APIRequestContext, id: string): Promise<PageData> {
  const answer = await request.get(`${API}/public/v1/pages/demo/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: PageData }).data;
}

/** The store's stock of a product changing (the development route the e2e API has). */
async function setStock(request: APIRequestContext, inventoryId: string, stock: number) {
  const answer = await request.post(`${API}/dev/store/inventory`, {
    data: { inventory_id: inventoryId, stock },
  });
  expect(answer.status()).toBe(200);
}

/** Switches auto swap on or off on the Settings page and saves. */
async function setAutoSwap(page: Page, isMobile: boolean, on: boolean) {
  await page.goto('/admin/settings');
  const toggle = page.getByRole('switch', { name: 'Swap sold-out products automatically' });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) === on) return;
  await toggle.click({ force: true });
  const save = isMobile
    ? page.getByRole('banner').getByRole('button', { name: 'Save' })
    : page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(page.getByText('Changes saved')).toBeVisible();
}

test('auto swap: a sold-out product is shown as its alternative, its short redirects there and the merchant sees the swap', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000);
  // Sold-out products should be swapped only while this test runs: the merchant's pages are shared.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logInAsMerchant(page);
  const instant = await pageData(request, INSTANT);
  const short = await pageData(request, PRODUCT_SHORT);
  const soldOut = instant.link!.products[0]!.inventory_id;
  const shortProduct = short.link!.products[0]!.inventory_id;
  const soldOutTitle = instant.products[0]!.title;
  for (const product of instant.link!.products) await setStock(request, product.inventory_id, 5);
  await setStock(request, shortProduct, 5);
  try {
    await setStock(request, soldOut, 0);
    await setStock(request, shortProduct, 0);

    // Auto swap off: the shopper sees the product marked sold out and cannot add it.
    await setAutoSwap(page, isMobile, false);
    // A new shopper for each look: a browser keeps a page for a minute.
    const shopperPage = async () =>
      (await browser.newContext({ userAgent: newShopperAgent() })).newPage();
    let shopper = await shopperPage();
    await shopper.goto(`${LINK_PAGE}/demo/${INSTANT}`);
    const card = shopper.getByRole('article', { name: soldOutTitle });
    await expect(card.getByRole('button', { name: 'Sold out' })).toBeDisabled();

    // Auto swap on: its alternative takes its place.
    await setAutoSwap(page, isMobile, true);
    const swapped = await pageData(request, INSTANT);
    const swap = swapped.swaps?.find((s) => s.sold_out.inventory_id === soldOut);
    expect(swap).toBeTruthy();
    const alternative = swapped.products.find(
      (p) => p.inventory_id === swap!.alternative_inventory_id,
    )!;
    shopper = await shopperPage();
    // The link-page server keeps page data for a second: a reload after it shows the change.
    await expect(async () => {
      await shopper.goto(`${LINK_PAGE}/demo/${INSTANT}`);
      await expect(shopper.getByRole('article', { name: alternative.title })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 10_000 });
    await expect(
      shopper.getByRole('article', { name: alternative.title }).getByRole('button', {
        name: 'Add to cart',
      }),
    ).toBeEnabled();
    await expect(shopper.getByRole('article', { name: soldOutTitle })).toHaveCount(0);
    // The shopper's page does not say a product was swapped.
    await expect(shopper.getByText(/Shown instead of/)).toHaveCount(0);

    // The short to the sold-out product sends shoppers to its alternative.
    const shortData = await pageData(request, PRODUCT_SHORT);
    const shortAlternative = shortData.products[0]!;
    expect(shortAlternative.inventory_id).not.toBe(shortProduct);
    const redirect = await request.get(`${LINK_PAGE}/demo/${PRODUCT_SHORT}`, {
      headers: { 'user-agent': newShopperAgent() },
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()['location']).toContain(shortAlternative.url);

    // The merchant's preview names the swap (the phone preview shows on wide screens).
    if (!isMobile) {
      await page.goto(`/admin/links/${INSTANT}/preview`);
      await expect(
        page.getByText(`Shown instead of ${soldOutTitle}, which is sold out`),
      ).toBeVisible();
    }
  } finally {
    await setAutoSwap(page, isMobile, false);
    await setStock(request, soldOut, 5);
    await setStock(request, shortProduct, 5);
  }
});
