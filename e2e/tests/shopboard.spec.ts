import { devices, expect, test, type Page } from '@playwright/test';
import { logInAsMerchant, newShopperAgent } from './helpers';

/** The post of the shopboard grid with this name. */
const post = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** A figure of the shopboard's analytics row (last 30 days), once loaded, as a number. */
async function analyticsFigure(page: Page, name: 'Visits' | 'Completed checkouts') {
  const tile = page
    .getByRole('region', { name: 'Shop the Feed analytics, last 30 days' })
    .getByRole('group', { name });
  await expect(tile).toBeVisible();
  await expect(tile).not.toHaveAttribute('aria-busy', 'true');
  return Number(((await tile.textContent()) ?? '').slice(name.length).replace(/,/g, ''));
}

/**
 * Shop the Feed as a merchant and a shopper would use it. The desktop and phone projects share
 * one API run, so each connects Pinterest (the seed connects Instagram and TikTok, not Pinterest)
 * and disconnects it at the end. The shopper is a phone of their own (one visit per shopper).
 */
test('demo connects Pinterest, hides and tags posts; a phone shopper buys from the public feed; the sale shows and disconnecting removes the posts', async ({
  page,
  context,
  browser,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAsMerchant(page);
  await page.goto('/admin/shopboard?network=pinterest');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop the Feed' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pinterest', selected: true })).toBeVisible();

  // The consent page of the simulated network, then back through /pinterest/auth.
  await page.getByRole('button', { name: 'Connect Pinterest' }).click();
  await expect(
    page.getByRole('heading', { name: 'Allow Shoppable to read your Pinterest posts?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/admin\/shopboard\?network=pinterest$/);
  // Syncing lasts 6 s from the connection (polled every 3 s): a slow machine may show only its
  // end, so the flow waits for the count; the syncing state itself has its unit tests and story.
  await expect(page.getByText('12 posts')).toBeVisible({ timeout: 15_000 });

  // Hide the first post: masked at once, and still hidden after a reload.
  const first = post(page, 'Pinterest post 1');
  // The switch's input is visually hidden under its track: a merchant presses the label.
  await first.getByText('Show on Shop the Feed').click();
  await expect(first.getByText('Hidden')).toBeVisible();
  await page.reload();
  await expect(post(page, 'Pinterest post 1').getByText('Hidden')).toBeVisible();
  await expect(
    post(page, 'Pinterest post 1').getByRole('switch', { name: 'Show on Shop the Feed' }),
  ).not.toBeChecked();

  // Tag the second post with two products over the catalog picker.
  const second = post(page, 'Pinterest post 2');
  await second.getByRole('button', { name: 'Tag products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tag products on Pinterest post 2' });
  const rows = dialog.getByRole('grid', { name: 'Products' }).getByRole('row');
  await expect(rows.first()).toBeVisible();
  await rows.nth(0).click();
  await rows.nth(1).click();
  await dialog.getByRole('button', { name: 'Save tags' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    second.getByRole('list', { name: 'Tagged products' }).getByRole('listitem'),
  ).toHaveCount(2);

  // Copy the public address: beside it on desktop, in the more-options drawer on phones.
  if (isMobile) {
    await page.getByRole('button', { name: 'More options' }).click();
    await page
      .getByRole('dialog', { name: 'More options' })
      .getByRole('button', { name: 'Copy link' })
      .click();
    await expect(page.getByText('Link copied')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Copy link' }).click();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^http:\/\/127\.0\.0\.1:8788\/demo\/shopboard$/);

  const feedUrl = await page.evaluate(() => navigator.clipboard.readText());
  const visitsBefore = await analyticsFigure(page, 'Visits');
  const checkoutsBefore = await analyticsFigure(page, 'Completed checkouts');

  // A shopper on a phone opens the public feed: Instagram (seeded) and Pinterest posts.
  const shopperContext = await browser.newContext({
    ...devices['Pixel 7'],
    userAgent: newShopperAgent(),
  });
  const shopper = await shopperContext.newPage();
  await shopper.goto(feedUrl);
  await expect(shopper.getByRole('heading', { level: 2, name: 'Shop the Feed' })).toBeVisible();
  const networks = shopper.getByRole('navigation', { name: 'Networks' });
  await expect(networks.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await networks.getByRole('link', { name: 'Pinterest' }).click();
  await expect(shopper).toHaveURL(/\/demo\/shopboard\?network=pinterest$/);
  // The visible posts only: 12 less the hidden one; the tagged one comes first now.
  await expect(shopper.getByRole('article', { name: /^Pinterest post \d+$/ })).toHaveCount(11);
  const tagged = shopper.getByRole('article', { name: 'Pinterest post 1', exact: true });
  await tagged.getByText('Shop 2 products').click();
  const offered = tagged.getByRole('list', { name: 'Products in Pinterest post 1' });
  await expect(offered.getByRole('listitem')).toHaveCount(2);
  await offered
    .getByRole('article')
    .filter({ has: shopper.getByRole('button', { name: 'Add to cart' }) })
    .first()
    .getByRole('button', { name: 'Add to cart' })
    .click();
  const cart = shopper.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByRole('status')).toHaveText('1 item in your cart');
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(
    shopper.getByRole('heading', { name: 'Thank you! Your order is placed' }),
  ).toBeVisible();

  // The shopboard's analytics row shows the visit and the sale.
  await expect
    .poll(async () => {
      await page.reload();
      return [
        await analyticsFigure(page, 'Visits'),
        await analyticsFigure(page, 'Completed checkouts'),
      ];
    })
    .toEqual([visitsBefore + 1, checkoutsBefore + 1]);

  // Disconnect after the confirmation: the connect prompt is back.
  await page.getByRole('button', { name: 'Disconnect Pinterest' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Pinterest?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect Pinterest' })).toBeVisible();

  // The public feed has no Pinterest posts any more.
  await shopper.reload();
  await expect(shopper.getByText('No posts to shop yet. Come back soon!')).toBeVisible();
  await expect(shopper.getByRole('article', { name: /^Pinterest post/ })).toHaveCount(0);
  await expect(
    shopper.getByRole('navigation', { name: 'Networks' }).getByRole('link', { name: 'Pinterest' }),
  ).toHaveCount(0);
  await shopperContext.close();
});
