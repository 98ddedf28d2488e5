import { expect, test } from '@playwright/test';
import { logInAsMerchant, mainNavigation } from './helpers';

test('leaving an editor with unsaved changes asks first; Keep editing stays, Discard leaves', async ({
  page,
  isMobile,
}) => {
  await logInAsMerchant(page);
  await page.goto('/admin/links/create');
  await page.getByRole('textbox', { name: 'Description' }).fill('Half-written Instant');

  const toShorts = () =>
    mainNavigation(page, isMobile).getByRole('link', { name: 'Shorts' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard changes?' });

  await toShorts();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/links\/create$/);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Half-written Instant',
  );

  await toShorts();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin\/shorts$/);
});

test('an untouched editor lets the user leave without asking', async ({ page, isMobile }) => {
  await logInAsMerchant(page);
  await page.goto('/admin/shorts/create');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await mainNavigation(page, isMobile).getByRole('link', { name: 'Links', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/links$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
