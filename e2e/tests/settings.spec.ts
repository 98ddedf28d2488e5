import { expect, test } from '@playwright/test';
import { logInAsMerchant } from './helpers';

test('settings: a change can be discarded, or saved and kept after a reload', async ({
  page,
  isMobile,
}) => {
  // The save strip rises in as the form turns dirty; a click on its Save while it still moves can
  // end off the button and press nothing (seen once in CI). Shoppers who prefer reduced motion get
  // no rise, and the test clicks what is still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logInAsMerchant(page);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const pixel = page.getByLabel('Facebook pixel id');
  const saved = await pixel.inputValue();

  await pixel.fill('123456');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(pixel).toHaveValue(saved);
  await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);

  const next = String(Date.now()).slice(-10);
  await pixel.fill(next);
  const save = isMobile
    ? page.getByRole('banner').getByRole('button', { name: 'Save' })
    : page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Facebook pixel id')).toHaveValue(next);
});

test('settings: the AI preferences section opens its product picker, apart from the save strip', async ({
  page,
}) => {
  await logInAsMerchant(page);
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'AI preferences' });
  await expect(section.getByRole('tab', { name: 'Promote' })).toBeVisible();
  await section.getByRole('button', { name: /^Products\s*\d+ selected$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Products to promote' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);
});

test('settings: an influencer who opens the settings address goes home', async ({ page }) => {
  await page.goto('/login/influencer');
  await page.getByLabel('Merchant username').fill('demo');
  await page.getByLabel('Influencer username').fill('maya');
  await page.getByLabel('Password', { exact: true }).fill('maya1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);
});
