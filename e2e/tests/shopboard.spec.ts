import { expect, test, type Page } from '@playwright/test';
import { logInAsMerchant } from './helpers';

/** The post of the shopboard grid with this name. */
const post = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/**
 * Shop the Feed in the dashboard, as a merchant would use it. The desktop and phone projects share
 * one API run, so each connects Pinterest (the seed leaves it unconnected) and disconnects it at
 * the end.
 */
test('demo connects Pinterest through its consent page, hides and tags posts, copies the public URL and disconnects', async ({
  page,
  context,
  isMobile,
}) => {
  test.setTimeout(90_000);
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
  await expect(
    page.getByRole('progressbar', { name: 'Syncing your Pinterest posts…' }),
  ).toBeVisible();
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

  // Disconnect after the confirmation: the connect prompt is back.
  await page.getByRole('button', { name: 'Disconnect Pinterest' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Pinterest?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect Pinterest' })).toBeVisible();
});
