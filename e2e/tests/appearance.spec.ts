import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAsMerchant } from './helpers';

/** The link-page server the suite starts (playwright.config.ts). */
const LINK_PAGE = process.env.E2E_LINK_PAGE_URL ?? 'http://127.0.0.1:8788';
/** A seeded Instant of `demo` (apps/api/src/seed/content.ts): every page wears the theme. */
const INSTANT = 'lk-demo-01';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Sets one of a section's colours through its picker's hex box. */
async function setColour(page: Page, area: Locator, label: string, hex: string) {
  // By keyboard: on a phone the fixed save strip and top bar leave little room for the pointer.
  await area.getByRole('button', { name: new RegExp(`^${label}`) }).press('Enter');
  // The popover is named by its picker: the one just closed may still be leaving the page.
  const popover = page.getByRole('dialog', { name: label });
  const box = popover.getByRole('textbox', { name: 'Hex colour' });
  await box.fill(hex);
  await box.press('Escape');
  await expect(popover).toBeHidden();
  await expect(area.getByRole('button', { name: new RegExp(`^${label}`) })).toContainText(
    hex.toLowerCase(),
  );
}

/** The phone preview's page root, which carries the theme as CSS custom properties. */
async function previewVar(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Phone preview' })
    .locator(`[style*="${name}"]`)
    .first()
    .evaluate((el, n) => (el as HTMLElement).style.getPropertyValue(n), name);
}

/** A 600 × 150 PNG drawn in the browser: the merchant's logo file. */
async function logoFile(page: Page) {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 150;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1B5E20';
    ctx.fillRect(0, 0, 600, 150);
    ctx.fillStyle = '#FFFFFF';
    ctx.font = 'bold 80px sans-serif';
    ctx.fillText('DEMO', 180, 105);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(data, 'base64') };
}

test('a merchant themes the pages, a shopper sees it, contrast is fixed and Discard restores', async ({
  page,
  isMobile,
}) => {
  // One merchant journey across logo, theme, save, the public page, contrast and discard.
  test.setTimeout(60_000);
  // Sentences of this project's own, so its save is a change whatever the other project saved.
  const first = `Free shipping over $50 (${test.info().project.name})`;
  const second = `Summer sale ends Sunday (${test.info().project.name})`;
  // The first colour a shopper can pick on the Instant: the option value this run maps.
  const colourValue = await page
    .context()
    .request.get(`${LINK_PAGE}/demo/${INSTANT}`)
    .then(
      async (answer) =>
        /data-sp-option="Color"[^]*?type="radio"[^>]*?value="([^"]+)"/.exec(
          await answer.text(),
        )?.[1],
    );
  expect(colourValue).toBeTruthy();
  const swatch = test.info().project.name === 'phone' ? '#45858E' : '#8E4585';
  await logInAsMerchant(page);
  await page.goto('/admin/appearance');
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Show preview' }).click();
  await expect(page.getByRole('region', { name: 'Phone preview' })).toBeVisible();

  // The logo: choose, crop at 4:1, upload (saved at once).
  const logo = section(page, 'Store logo');
  await logo.locator('input[type=file]').setInputFiles(await logoFile(page));
  const crop = page.getByRole('dialog', { name: 'Crop your logo' });
  await crop.getByRole('button', { name: 'Done' }).click();
  // Cropping draws the image at the device's pixel ratio: slow on an emulated phone.
  await expect(crop).toBeHidden({ timeout: 15_000 });
  await expect(logo.getByRole('img', { name: 'Your store logo' })).toBeVisible();

  // A dark green checkout button with white text, rounded corners, the strip with two sentences.
  const checkout = section(page, 'Checkout button');
  await setColour(page, checkout, 'Background colour', '#1B5E20');
  await setColour(page, checkout, 'Text colour', '#FFFFFF');
  expect(await previewVar(page, '--sp-lp-checkout-bg')).toBe('#1B5E20');
  // Radios by keyboard: on a phone the save strip and tab bar cover the lower part of the screen.
  await section(page, 'Product image corners')
    .getByRole('radio', { name: 'Rounded', exact: true })
    .press('Enter');
  expect(await previewVar(page, '--sp-lp-image-radius')).toBe('10px');
  const strip = section(page, 'Sales and discount strip');
  // Both projects share one database: the strip may be on from the other one's run.
  const stripSwitch = strip.getByRole('switch', { name: 'Show the strip' });
  // By keyboard: the switch's visual track covers its input, and on a phone the bottom bars
  // cover the lower part of the screen.
  if (!(await stripSwitch.isChecked())) await stripSwitch.press('Space');
  await expect(stripSwitch).toBeChecked();
  await strip.getByRole('textbox', { name: 'First sentence' }).fill(first);
  await strip.getByRole('textbox', { name: 'Second sentence' }).fill(second);
  const preview = page.getByRole('region', { name: 'Phone preview' });
  await expect(preview.getByText(first)).toBeVisible();

  // The option mapper: that value gets this run's colour (its page found with Next when needed).
  const colours = section(page, 'Color');
  const valueButton = colours.getByRole('button', { name: new RegExp(`^${colourValue}`) });
  while (!(await valueButton.isVisible()))
    await colours.getByRole('button', { name: 'Next' }).press('Enter');
  await setColour(page, colours, colourValue!, swatch);

  // The page's own Save (in the top bar on phones, where the bottom bars leave the strip little
  // room), enabled once the save strip shows.
  await page.getByRole('button', { name: 'Save appearance' }).click();
  await expect(page.getByText('Appearance saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Discard' })).toBeHidden();

  // A shopper's page shows the same logo, colour, corners and strip (page data is reused ≤ 1 s).
  const shopper = await page.context().newPage();
  await expect(async () => {
    await shopper.goto(`${LINK_PAGE}/demo/${INSTANT}`);
    await expect(shopper.getByText(second)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(shopper.getByText(first)).toBeVisible();
  const shopperLogo = shopper.getByRole('img', { name: /logo/i }).first();
  await expect(shopperLogo).toBeVisible();
  // The logo sits in the header at its 32 px height, and the page never scrolls sideways.
  expect((await shopperLogo.boundingBox())?.height).toBe(32);
  expect(
    await shopper.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  const themed = shopper.locator('[style*="--sp-lp-checkout-bg"]').first();
  expect(
    await themed.evaluate((el) => [
      (el as HTMLElement).style.getPropertyValue('--sp-lp-checkout-bg'),
      (el as HTMLElement).style.getPropertyValue('--sp-lp-checkout-fg'),
      (el as HTMLElement).style.getPropertyValue('--sp-lp-image-radius'),
    ]),
  ).toEqual(['#1B5E20', '#FFFFFF', '10px']);
  // The mapped value shows as a swatch of its colour.
  const mapped = shopper
    .locator('[data-sp-option="Color"] label[data-swatch]')
    .filter({ has: shopper.locator(`input[value="${colourValue}"]`) })
    .first()
    .locator('.sp-lp-swatch');
  expect(await mapped.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    `rgb(${[1, 3, 5].map((i) => parseInt(swatch.slice(i, i + 2), 16)).join(', ')})`,
  );
  await shopper.close();

  // A low-contrast pair warns, names the pair, and the suggested colour fixes it.
  await setColour(page, checkout, 'Text colour', '#2E7D32');
  const warning = checkout.getByRole('group', { name: 'Checkout button' });
  await expect(warning).toContainText('hard to read');
  await warning.getByRole('button', { name: /the nearest readable text colour/ }).click();
  await expect(warning).toBeHidden();
  await expect(checkout.getByText(/Contrast (4\.[5-9]|[5-9]\.|1\d\.)/)).toBeVisible();

  // Discard after an edit restores everything.
  // By keyboard: on a phone the save strip and tab bar cover the lower part of the screen.
  await section(page, 'Product image corners').getByRole('radio', { name: 'Sharp' }).press('Enter');
  // By keyboard: on a phone the bottom bars overlap the strip.
  await page.getByRole('button', { name: 'Discard' }).press('Enter');
  await expect(
    section(page, 'Product image corners').getByRole('radio', { name: 'Rounded', exact: true }),
  ).toBeChecked();
  await expect(checkout.getByRole('button', { name: /^Text colour/ })).toContainText('#ffffff');
  await expect(page.getByRole('button', { name: 'Discard' })).toBeHidden();
});
