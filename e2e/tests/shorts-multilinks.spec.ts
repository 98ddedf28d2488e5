import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { logInAsMerchant, newShopperAgent } from './helpers';

/** The link-page server the suite starts (playwright.config.ts): shoppers' public addresses. */
const LINK_PAGE = process.env.E2E_LINK_PAGE_URL ?? 'http://127.0.0.1:8788';
/** The seeded merchant's store domain (apps/api/src/seed.ts). */
const STORE = 'demo-store.example';

/** A suffix of its own per test: the desktop and phone projects share one API run. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The short's id, from its card's Open link on the shorts list (the public address ends with it). */
async function shortIdOf(page: Page, title: string): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/shorts$/);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const href = await card.getByRole('link', { name: 'Open' }).getAttribute('href');
  const id = href?.split('/').pop();
  expect(id).toBeTruthy();
  return id!;
}

/** What a phone's camera reads in a downloaded QR code PNG. */
async function decodeQrPng(path: string): Promise<{ text: string | null; size: number }> {
  const png = PNG.sync.read(await readFile(path));
  const text = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  return { text, size: png.width };
}

/** Where the public address of `id` sends a shopper on a phone: a real redirect. */
async function follow(request: APIRequestContext, id: string): Promise<string> {
  const answer = await request.get(`${LINK_PAGE}/demo/${id}`, {
    headers: { 'user-agent': newShopperAgent() },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  return answer.headers()['location'] ?? '';
}

test('a merchant creates a product short and a custom-URL short, and shoppers land on them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const run = unique();
  await logInAsMerchant(page);

  // A product short: the pick fills the title; a unique title finds it in the list.
  await page.goto('/admin/shorts');
  await page.getByRole('main').getByRole('button', { name: 'Create short' }).first().click();
  await expect(page).toHaveURL(/\/admin\/shorts\/create$/);
  // The radio's input is visually hidden under its label: check it through the label.
  await page.getByRole('radio', { name: 'Product' }).check({ force: true });
  const products = page.getByRole('grid', { name: 'Products' });
  await products.getByRole('row').first().click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(products).toBeHidden();
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).not.toHaveValue('');
  const productTitle = `E2E product short ${run}`;
  await title.fill(productTitle);
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const productShort = await shortIdOf(page, productTitle);
  expect(await follow(request, productShort)).toMatch(
    new RegExp(`^https://${STORE.replace('.', '\\.')}/products/[\\w-]+`),
  );

  // Its QR code: the downloaded 1024 px PNG reads back its public address with
  // utm_medium=qr, and a shopper scanning it is counted apart.
  const productCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: productTitle, exact: true }) });
  const publicUrl = await productCard.getByRole('link', { name: 'Open' }).getAttribute('href');
  await productCard.getByRole('button', { name: `More options for ${productTitle}` }).click();
  await page.getByRole('menuitem', { name: 'QR code' }).click();
  const qrDialog = page.getByRole('dialog', { name: `QR code · ${productTitle}` });
  await expect(qrDialog.getByRole('img', { name: /^QR code for / })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    qrDialog.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`short-${productShort}-qr.png`);
  const scanned = await decodeQrPng(await download.path());
  expect(scanned).toEqual({ text: `${publicUrl}?utm_medium=qr`, size: 1024 });
  await qrDialog.getByRole('button', { name: 'Close' }).click();
  const scan = await request.get(scanned.text!, {
    headers: { 'user-agent': newShopperAgent() },
    maxRedirects: 0,
  });
  expect(scan.status()).toBe(302);
  await page.goto(`/admin/shorts/${productShort}/preview`);
  // Two visits (the one followed above and the scan), one of them from the QR code.
  await expect
    .poll(async () => {
      await page.reload();
      const clicks = page.getByRole('group', { name: 'Clicks' });
      // The tile shows with the page's layout and is busy until its figures are in.
      await expect(clicks).toBeVisible();
      await expect(clicks).not.toHaveAttribute('aria-busy', 'true');
      return clicks.innerText();
    })
    .toMatch(/^Clicks\s+2\s+1 from QR scans$/);
  await page.goto('/admin/shorts');

  // A custom-URL short: a foreign domain is refused with the message naming the store's domain.
  await page.getByRole('main').getByRole('button', { name: 'Create short' }).first().click();
  await expect(page).toHaveURL(/\/admin\/shorts\/create$/);
  const url = page.getByRole('textbox', { name: 'Custom URL' });
  await url.fill('elsewhere.example/page');
  await expect(page.getByText(`The URL must be on your store's domain (${STORE})`)).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  const create = page.getByRole('main').getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await url.fill(`${STORE}/pages/e2e-${run}`);
  await expect(create).toBeEnabled();
  const customTitle = `E2E custom short ${run}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(customTitle);
  await create.click();
  const customShort = await shortIdOf(page, customTitle);
  expect(await follow(request, customShort)).toBe(`https://${STORE}/pages/e2e-${run}`);
});

test('a 70/30 multilink made in the editor splits 200 visits about 70/30, and its preview gives the A/B verdict', async ({
  page,
  request,
}) => {
  // 200 shopper requests on a busy machine.
  test.setTimeout(120_000);
  const run = unique();
  await logInAsMerchant(page);
  await page.goto('/admin/multilinks');
  await page.getByRole('main').getByRole('button', { name: 'Create multilink' }).first().click();
  await expect(page).toHaveURL(/\/admin\/multilinks\/create$/);

  const title = `E2E split ${run}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  // Experience A leads to a product, B to a collection: each pick through its catalogue dialog.
  const picks = [
    { name: 'Experience A', type: 'Product', grid: 'Products' },
    { name: 'Experience B', type: 'Collection', grid: 'Collections' },
  ];
  for (const { name, type, grid } of picks) {
    await page
      .getByRole('radiogroup', { name: `Type of ${name}` })
      .getByRole('radio', { name: type })
      .check({ force: true });
    const items = page.getByRole('grid', { name: grid });
    await items.getByRole('row').first().click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(items).toBeHidden();
  }
  const shareA = page.getByRole('textbox', { name: 'Traffic of Experience A' });
  await shareA.fill('70');
  await shareA.blur();
  await expect(page.getByRole('textbox', { name: 'Traffic of Experience B' })).toHaveValue('30%');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page).toHaveURL(/\/admin\/multilinks$/);
  await page.getByRole('link', { name: `Open ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/multilinks\/[^/]+\/preview$/);
  const id = new URL(page.url()).pathname.split('/').at(-2)!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // No traffic yet: the A/B verdict waits for 100 visits on each side.
  const verdict = page.getByRole('region', { name: 'A/B verdict' });
  await expect(verdict.getByText('Not enough data yet')).toBeVisible();

  const landings = { a: 0, b: 0 };
  for (let i = 0; i < 200; i += 1) {
    const location = await follow(request, id);
    if (location.startsWith(`https://${STORE}/products/`)) landings.a += 1;
    else if (location.startsWith(`https://${STORE}/collections/`)) landings.b += 1;
  }
  expect(landings.a + landings.b).toBe(200);

  // The preview's table counts the same visits per experience.
  const clicksOf = async (name: string) => {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByRole('gridcell').first()).toHaveText(
      name === 'Experience A' ? 'Product' : 'Collection',
    );
    return Number((await row.getByRole('gridcell').nth(3).innerText()).replace(/\D/g, ''));
  };
  await expect
    .poll(async () => {
      await page.reload();
      return (await clicksOf('Experience A')) + (await clicksOf('Experience B'));
    })
    .toBe(200);
  const clicksA = await clicksOf('Experience A');
  expect(clicksA).toBe(landings.a);
  // The split is random per visitor: 200 visits keep B under the verdict's 100, so the band is four
  // standard deviations wide (±13 points; ±8 failed about one run in 70 by chance).
  expect(clicksA / 2).toBeGreaterThanOrEqual(57);
  expect(clicksA / 2).toBeLessThanOrEqual(83);
  // About 60 visits on B: still under 100, and the verdict says so with both counts.
  await expect(verdict.getByText('Not enough data yet')).toBeVisible();
  await expect(verdict).toContainText(
    `Experience A has ${clicksA}, Experience B has ${200 - clicksA}.`,
  );

  // The seeded 70/30 multilink (apps/api's CONTENT_SEED.demo.splitMultilink, hundreds of visits
  // and a few orders a side): the probability, the uplift's 95 % interval, the visits still needed.
  await page.goto('/admin/multilinks/ml-demo-02/preview');
  await expect(
    verdict.getByText(
      /^Experience [AB] converts better than Experience [AB] with [\d.]+% probability$/,
    ),
  ).toBeVisible();
  await expect(
    verdict.getByRole('group', { name: 'Expected uplift of Experience B over Experience A' }),
  ).toContainText(/95% interval: [-+]?\d+% to [-+]?\d+%/);
  await expect(verdict.getByRole('group', { name: 'Visits still needed for 95%' })).toHaveText(
    /^Visits still needed for 95%[\d,]+$/,
  );
});

test("the multilink editor's device select keeps the focus on its button after a choice, and a letter typed on it chooses the match", async ({
  page,
}) => {
  await logInAsMerchant(page);
  await page.goto('/admin/multilinks/create');
  const experience = page.getByRole('group', { name: 'Experience A' });
  // The select's button is named by the chosen device, then by its label.
  const device = (chosen: string) =>
    experience.getByRole('button', { name: `${chosen} Device`, exact: true });
  const options = page.getByRole('listbox', { name: 'Device' });

  // Typeahead on the closed select, as soon as it has the focus: "m" chooses Mobile, list closed.
  await device('All devices').focus();
  await page.keyboard.press('m');
  await expect(device('Mobile')).toBeFocused();
  await expect(options).toBeHidden();

  // By keyboard: the arrows open the list on the chosen option and move down, Enter chooses.
  await page.keyboard.press('ArrowDown');
  await expect(options.getByRole('option', { name: 'Mobile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(options).toBeHidden();
  await expect(device('Desktop')).toBeFocused();

  // By mouse (a tap on phones).
  await device('Desktop').click();
  await options.getByRole('option', { name: 'All devices' }).click();
  await expect(options).toBeHidden();
  await expect(device('All devices')).toBeFocused();
});
