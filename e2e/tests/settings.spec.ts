import { expect, test } from '@playwright/test';
import { logInAsMerchant } from './helpers';

test('settings: a change can be discarded, or saved and kept after a reload', async ({
  page,
  isMobile,
}) => {
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
