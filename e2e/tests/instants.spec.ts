import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { logInAsMerchant } from './helpers';

/** The link-page server the suite starts (playwright.config.ts): shoppers' public addresses. */
const LINK_PAGE = process.env.E2E_LINK_PAGE_URL ?? 'http://127.0.0.1:8788';

/** A suffix of its own per test: the desktop and phone projects share one API run. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** The seeded influencer (apps/api/src/seed.ts): every permission, promocode MAYA10. */
const MAYA = { admin: 'demo', username: 'maya', password: 'maya1234', promocode: 'MAYA10' };

/** Logs in at /login/influencer as maya and waits for the home page. */
async function logInAsMaya(page: Page) {
  await page.goto('/login/influencer');
  await page.getByLabel('Merchant username').fill(MAYA.admin);
  await page.getByLabel('Influencer username').fill(MAYA.username);
  await page.getByLabel('Password', { exact: true }).fill(MAYA.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

/**
 * What is typed in the Instant editor survives: a reload offers the draft and Restore
 * brings back the description, the promocode and the products; a save the API never gets (the
 * request dies) says so and loses nothing.
 */
async function draftSurvivesReloadAndDeadApi(page: Page, description: string, promocode: string) {
  const expectEverythingTyped = async () => {
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
    await expect(page.getByRole('textbox', { name: 'Promocode' })).toHaveValue(promocode);
    await expect(page.getByText('Products (3 of 15)')).toBeVisible();
  };
  // The editor warns before a reload with unsaved changes: the merchant reloads anyway.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const prompt = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(prompt).toContainText(/Restore your unsaved changes from .+\?/);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  await prompt.getByRole('button', { name: 'Restore' }).click();
  await expect(prompt).toBeHidden();
  await expectEverythingTyped();

  const createCall = '**/admin/v1/links/create';
  await page.route(createCall, (route) => route.abort('internetdisconnected'));
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const failed = page.getByRole('alertdialog', { name: 'The link could not be saved' });
  await expect(failed).toContainText('Nothing you typed is lost');
  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(failed).toBeHidden();
  await expectEverythingTyped();
  await page.unroute(createCall);
}

/**
 * Creates an Instant through the dashboard: the links page's create button, a description, a
 * promocode and three products from the add-products dialog (with `checkDraft`, the draft then
 * survives a reload and a dead API first). Answers the new link's id, read from its card's link to
 * the preview page.
 */
async function createInstant(
  page: Page,
  description: string,
  promocode: string,
  { checkDraft = false } = {},
) {
  await page.goto('/admin/links');
  await page.getByRole('main').getByRole('button', { name: 'Create link' }).first().click();
  await expect(page).toHaveURL(/\/admin\/links\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Instant' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('textbox', { name: 'Promocode' }).fill(promocode);

  await page.getByRole('button', { name: 'Add products' }).click();
  const grid = page.getByRole('grid', { name: 'Products' });
  await expect(grid.getByRole('row').nth(2)).toBeVisible();
  for (const n of [0, 1, 2]) await grid.getByRole('row').nth(n).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(grid).toBeHidden();
  await expect(page.getByText('Products (3 of 15)')).toBeVisible();
  if (checkDraft) await draftSurvivesReloadAndDeadApi(page, description, promocode);

  // The page's Create (phones also have the tab bar's Create menu).
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/links$/);
  const title = description.split('\n')[0]!;
  const card = page.getByRole('link', { name: title, exact: true });
  await expect(card).toBeVisible();
  const href = await card.getAttribute('href');
  const id = /\/admin\/links\/([^/]+)\/preview$/.exec(href ?? '')?.[1];
  expect(id, `preview address of ${title}: ${href}`).toBeTruthy();
  return { id: id!, card };
}

/**
 * A shopper on a phone opens the public page, chooses another option of a product that is in
 * stock, adds it to the cart and checks out with the link's promocode. Answers the order's id and
 * total as the confirmation shows them.
 */
async function buyOnPhone(browser: Browser, owner: string, linkId: string, promocode: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const shopper = await context.newPage();
  try {
    await shopper.goto(`${LINK_PAGE}/${owner}/${linkId}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
    const card = shopper
      .getByRole('article')
      .filter({ has: shopper.getByRole('radio') })
      .filter({ has: shopper.getByRole('button', { name: 'Add to cart', disabled: false }) })
      .first();
    const radios = card.getByRole('group').first().getByRole('radio');
    const target = (await radios.count()) > 1 ? radios.nth(1) : radios.first();
    await target.check();
    await expect(target).toBeChecked();
    await card.getByRole('button', { name: 'Add to cart' }).click();

    const cart = shopper.getByRole('region', { name: 'Your cart' });
    await expect(cart.getByRole('status')).toHaveText('1 item in your cart');
    await expect(shopper.getByRole('textbox', { name: 'Promo code' })).toHaveValue(promocode);
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await expect(
      shopper.getByRole('heading', { name: 'Thank you! Your order is placed' }),
    ).toBeVisible();
    const summary = (await shopper.getByText(/^Order ord_/).textContent()) ?? '';
    const [, orderId, total] = /Order (ord_[\w-]+): \d+ items?, (.+)$/.exec(summary.trim()) ?? [];
    expect(orderId, summary).toBeTruthy();
    expect(total, summary).toBeTruthy();
    return { orderId: orderId!, total: total! };
  } finally {
    await context.close();
  }
}

test('a merchant creates an Instant (its draft survives a reload and a dead API), a shopper buys on a phone, and the order and revenue show on its preview', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = unique();
  const description = `E2E Instant ${run}`;
  const promocode = `E2E${run}`.slice(0, 20);
  await logInAsMerchant(page);

  const { id, card } = await createInstant(page, description, promocode, { checkDraft: true });
  const { total } = await buyOnPhone(browser, 'demo', id, promocode);

  // Back in the dashboard: the link's preview page shows the sale, its revenue and the order.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/admin/links/${id}/preview$`));
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sales' })).toHaveText(/Sales\s*1$/);
  await expect(page.getByRole('group', { name: 'Revenue' })).toContainText(total);
  const orders = page.getByRole('grid', { name: 'Recent orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByRole('row').nth(1)).toContainText('PAID');
  await expect(orders.getByRole('row').nth(1)).toContainText(total);
  // The product the shopper bought is among the link's top-performing products.
  await expect(page.getByRole('grid', { name: 'Top performing products' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Clicks and sales, Lifetime' })).toBeVisible();
});

test('maya, an influencer, sees the sale of her Instant with her permissions', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInAsMaya(page);

  // Her own promocode: sales through it are attributed to her (what an influencer's figures count).
  const description = `E2E Maya Instant ${unique()}`;
  const { id } = await createInstant(page, description, MAYA.promocode);
  const { total } = await buyOnPhone(browser, MAYA.admin, id, MAYA.promocode);

  await page.goto(`/admin/links/${id}/preview`);
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sales' })).toHaveText(/Sales\s*1$/);
  await expect(page.getByRole('group', { name: 'Influencer revenue' })).toContainText(total);
  // An influencer never sees the recent orders (content.md §6).
  await expect(page.getByRole('grid', { name: 'Recent orders' })).toHaveCount(0);
});
