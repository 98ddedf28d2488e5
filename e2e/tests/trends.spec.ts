import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { API, freshUser, latestMailLink, logInAsMerchant, mainNavigation } from './helpers';

/** The link-page server the suite starts (playwright.config.ts): shoppers' public addresses. */
const LINK_PAGE = process.env.E2E_LINK_PAGE_URL ?? 'http://127.0.0.1:8788';

/** A suffix of its own per test: the desktop and phone projects share one API run. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

const TOP_COMBINATIONS = `${API}/admin/v1/products/trends/top-combinations`;

/** Opens Trends as a merchant would: the sidebar on desktop; phones have no Trends tab, so by address. */
async function openTrends(page: Page, isMobile: boolean) {
  if (isMobile) await page.goto('/admin/trends');
  else await mainNavigation(page, false).getByRole('link', { name: 'Trends' }).click();
  await expect(page).toHaveURL(/\/admin\/trends$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
}

/** The Instant editor's Create (phones also have the tab bar's Create menu), then the links list. */
async function createFromEditor(page: Page, description: string) {
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  // The shopping redirect typed as a merchant would: the store's own address.
  await page
    .getByRole('textbox', { name: 'Shopping redirect URL' })
    .fill('https://demo-store.example/');
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/links$/);
  const card = page.getByRole('link', { name: description, exact: true });
  await expect(card).toBeVisible();
  const id = /\/admin\/links\/([^/]+)\/preview$/.exec((await card.getAttribute('href')) ?? '')?.[1];
  expect(id, `preview address of ${description}`).toBeTruthy();
  return id!;
}

/**
 * A shopper on a phone opens the link page, adds each of its products to the cart (the first
 * option of each) and checks out: one order holding them all.
 */
async function buyAllTogether(browser: Browser, owner: string, linkId: string, count: number) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const shopper = await context.newPage();
  try {
    await shopper.goto(`${LINK_PAGE}/${owner}/${linkId}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = shopper.getByRole('article').filter({
      has: shopper.getByRole('button', { name: 'Add to cart' }),
    });
    await expect(cards).toHaveCount(count);
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      const radios = card.getByRole('radio');
      if ((await radios.count()) > 0) await radios.first().check();
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await expect(
        shopper.getByRole('region', { name: 'Your cart' }).getByRole('status'),
      ).toHaveText(`${i + 1} ${i === 0 ? 'item' : 'items'} in your cart`);
    }
    await shopper
      .getByRole('region', { name: 'Your cart' })
      .getByRole('button', { name: 'Checkout' })
      .click();
    await expect(
      shopper.getByRole('heading', { name: 'Thank you! Your order is placed' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
}

test('demo opens Trends, swaps the main product and saves an Instant from a combination', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await logInAsMerchant(page);
  await openTrends(page, isMobile);

  // Top performing products: a table on desktop, cards on phones.
  const top = isMobile
    ? page.getByRole('list', { name: 'Top performing products' })
    : page.getByRole('grid', { name: 'Top performing products' });
  await expect(top).toBeVisible({ timeout: 20_000 });

  // Complementary products of a main product drawn from the first three; swap it in the picker.
  const complementary = page.getByRole('region', { name: 'Complementary products' });
  await expect(complementary.getByText(/^What shoppers buy with .+\.$/)).toBeVisible({
    timeout: 20_000,
  });
  const before = (await complementary.getByText(/^What shoppers buy with /).textContent()) ?? '';
  await complementary.getByRole('button', { name: 'Change product' }).click();
  const picker = page.getByRole('grid', { name: 'Products', exact: true });
  const rows = picker.getByRole('row');
  await expect(rows.nth(3)).toBeVisible();
  // Another product than the current main one.
  const main = before.replace(/^What shoppers buy with /, '').replace(/\.$/, '');
  await rows
    .filter({ hasNot: page.getByRole('img', { name: main, exact: true }) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Show complementary products' }).click();
  await expect(picker).toBeHidden();
  await expect(complementary.getByText(/^What shoppers buy with /)).not.toHaveText(before);
  await expect(
    complementary
      .getByRole('list', { name: /^Complementary products of / })
      .or(complementary.getByRole('heading', { name: 'No complementary products' })),
  ).toBeVisible();

  // A combination's quick link opens the Instant editor with exactly its products.
  const combinations = page.getByRole('list', { name: 'Best combinations' });
  const quick = combinations.getByRole('button', { name: /^Create Instant with / }).first();
  const names = ((await quick.getAttribute('aria-label')) ?? '').replace(
    'Create Instant with ',
    '',
  );
  const [first, second] = names.split(' and ');
  expect(first && second, names).toBeTruthy();
  await quick.click();
  await expect(page).toHaveURL(/\/admin\/links\/create\?products=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Instant' })).toBeVisible();
  await expect(page.getByText('Products (2 of 15)')).toBeVisible();
  const description = `E2E Trend Instant ${unique()}`;
  const id = await createFromEditor(page, description);

  // The saved Instant holds those two products.
  await page.goto(`/admin/links/${id}/edit`);
  await expect(page.getByText('Products (2 of 15)')).toBeVisible();
  await expect(page.getByRole('main').getByText(first!, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(second!, { exact: true }).first()).toBeVisible();
});

test('two products bought together through a link page climb into the best combinations', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await logInAsMerchant(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // An Instant of two products, picked as a merchant picks them.
  await page.goto('/admin/links/create');
  await page.getByRole('button', { name: 'Add products' }).click();
  const grid = page.getByRole('grid', { name: 'Products', exact: true });
  await expect(grid.getByRole('row').nth(5)).toBeVisible();
  // Two fully available products past the first rows (phones render fewer rows at a time).
  const rendered = await grid.getByRole('row').count();
  let chosen = 0;
  for (let n = Math.min(10, rendered - 4); chosen < 2 && n < rendered; n += 1) {
    const row = grid.getByRole('row').nth(n);
    if (/100% available/.test((await row.textContent()) ?? '')) {
      await row.click();
      chosen += 1;
    }
  }
  expect(chosen, 'two fully available products').toBe(2);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(grid).toBeHidden();
  await expect(page.getByText('Products (2 of 15)')).toBeVisible();
  const id = await createFromEditor(page, `E2E Pair ${unique()}`);

  const link = await request.get(`${API}/admin/v1/links/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const pair = (await link.json()).data.products as { product_id: string; title: string }[];
  expect(pair).toHaveLength(2);
  const isTop = async () => {
    const answer = await request.get(TOP_COMBINATIONS, {
      headers: { authorization: `Bearer ${token}` },
    });
    const combos = (await answer.json()).data.top_combinations as string[][];
    return combos.some((c) => pair.every((p) => c.includes(p.product_id)));
  };

  // Shoppers buy the two together until the pair is among the best combinations (the other
  // project of this run may already have bought it; the checkout allows 20 per address).
  let bought = 0;
  while (!(await isTop())) {
    expect(bought, 'the pair should climb within 8 orders').toBeLessThan(8);
    await buyAllTogether(browser, 'demo', id, 2);
    bought += 1;
  }

  // The merchant sees the pair among the best combinations.
  await page.goto('/admin/trends');
  const combinations = page.getByRole('list', { name: 'Best combinations' });
  const [a, b] = pair.map((p) => p.title);
  await expect(
    combinations
      .getByRole('listitem', { name: `${a} and ${b}` })
      .or(combinations.getByRole('listitem', { name: `${b} and ${a}` })),
  ).toBeVisible({ timeout: 20_000 });
});

test('a Starter merchant is refused Trends by the page and by the API', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A new merchant, verified, on the Starter plan (the checkout the plans page uses).
  const user = freshUser();
  const registered = await request.post(`${API}/auth/register`, {
    data: {
      username: user.username,
      email: user.email,
      password: user.password,
      name: user.username,
    },
  });
  expect(registered.ok()).toBe(true);
  await request.post(`${API}/auth/account/verify`, {
    data: {
      token: new URL(await latestMailLink(request, user.email), API).searchParams.get('token'),
    },
  });
  const login = await request.post(`${API}/auth/login`, {
    data: { username: user.username, password: user.password },
  });
  const token = (await login.json()).data.token as string;
  const auth = { authorization: `Bearer ${token}` };
  const session = await request.post(`${API}/auth/verify`, { headers: auth, data: {} });
  const businessId = /"business_id":"([^"]+)"/.exec(await session.text())?.[1];
  expect(businessId).toBeTruthy();
  const subscribe = await request.post(`${API}/admin/v1/store/plan/subscribe`, {
    headers: auth,
    data: { store_subscription_plan: 'STARTER', business_id: businessId },
  });
  const checkout = new URL((await subscribe.json()).data as string);
  expect((await request.post(`${API}${checkout.pathname}/complete`)).ok()).toBe(true);

  // The API refuses the trends calls.
  for (const path of ['top-performing', 'top-combinations']) {
    const refused = await request.get(`${API}/admin/v1/products/trends/${path}`, { headers: auth });
    expect(refused.status(), path).toBe(403);
  }

  // The page, opened by its address, offers the upgrade instead.
  await logInAsMerchant(page, user.username, user.password);
  await page.goto('/admin/trends');
  await expect(page.getByRole('dialog', { name: 'Unlock business features' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('heading', { name: 'Trends are on the Business and Pro plans' }),
  ).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Top performing products' })).toHaveCount(0);
});
