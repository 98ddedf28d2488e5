import { expect, test, type Page } from '@playwright/test';
import { logInAsMerchant, openUserMenu } from './helpers';

/** Chooses `action` on the `plan` card, approves the checkout, and comes back to the dashboard. */
async function changePlan(page: Page, plan: string, action: 'Upgrade' | 'Downgrade') {
  await page.goto('/pricing-plans');
  const card = page.getByRole('article', { name: plan });
  await card.getByRole('button', { name: action }).click();
  await expect(page.getByRole('heading', { name: 'Approve subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription complete' })).toBeVisible();
  await page.goto('/admin/home');
}

test('changing the plan through the checkout shows the new plan in the user menu', async ({
  page,
  isMobile,
}) => {
  await logInAsMerchant(page);
  await changePlan(page, 'Pro', 'Upgrade');
  await openUserMenu(page, 'demo');
  const menu = isMobile ? page.getByRole('dialog') : page.getByRole('menu').locator('..');
  await expect(menu.getByText('PRO', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Back to the seeded Business plan, so the other tests see the merchant they expect.
  await changePlan(page, 'Business', 'Downgrade');
  await openUserMenu(page, 'demo');
  const again = isMobile ? page.getByRole('dialog') : page.getByRole('menu').locator('..');
  await expect(again.getByText('BUSINESS', { exact: true })).toBeVisible();
});
