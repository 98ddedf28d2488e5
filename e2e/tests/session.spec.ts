import { expect, test } from '@playwright/test';
import { logInAsMerchant, mainNavigation, openUserMenu } from './helpers';

test('a merchant logs in and lands on the home page with the whole navigation', async ({
  page,
  isMobile,
}) => {
  await page.goto('/admin/links');
  // Signed out: the authenticated layout sends the visitor to login, keeping where they were.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Flinks$/);
  await page.getByLabel('Username or email').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/links$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();

  const nav = mainNavigation(page, isMobile);
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  if (isMobile) {
    await expect(nav.getByRole('link', { name: 'Influencers' })).toBeVisible();
    await nav.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('menuitem', { name: 'Multilink' })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    for (const name of ['Multilinks', 'Shopboard', 'Influencers', 'Appearance', 'Settings']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
  }
});

test('an influencer gets the reduced navigation', async ({ page, isMobile }) => {
  await page.goto('/login/influencer');
  await page.getByLabel('Merchant username').fill('demo');
  await page.getByLabel('Influencer username').fill('maya');
  await page.getByLabel('Password', { exact: true }).fill('maya1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  const nav = mainNavigation(page, isMobile);
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Links' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shorts' })).toBeVisible();
  for (const name of ['Influencers', 'Multilinks', 'Shopboard', 'Settings', 'Appearance']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
});

test('logging out asks first, then goes to login and the pages are closed again', async ({
  page,
  isMobile,
}) => {
  await logInAsMerchant(page);
  await openUserMenu(page, 'demo');
  if (isMobile) {
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  } else {
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  }
  const confirm = page.getByRole('alertdialog', { name: 'Log out?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);

  await openUserMenu(page, 'demo');
  if (isMobile) {
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  } else {
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  }
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fsettings$/);
});

test('a Hebrew session reads right to left and stays Hebrew after a reload', async ({
  page,
  isMobile,
}) => {
  await logInAsMerchant(page);
  await openUserMenu(page, 'demo');
  if (isMobile) {
    await page.getByRole('dialog').getByRole('button', { name: 'עברית' }).click();
  } else {
    await page.getByRole('menuitem', { name: 'עברית' }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he-IL');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation', { name: isMobile ? 'ניווט מהיר' : 'ראשי' });
  await expect(nav.getByRole('link', { name: 'קישורים' })).toBeVisible();
  await nav.getByRole('link', { name: 'קישורים' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'קישורים' })).toBeVisible();
});
