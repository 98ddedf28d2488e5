import { expect, test } from '@playwright/test';

test('the dashboard opens, on the login page when signed out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fhome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('the API and the link-page server are up', async ({ request }) => {
  const api = await request.get('http://127.0.0.1:8787/health');
  expect(await api.json()).toEqual({
    status: true,
    data: { service: 'api', ok: true },
    error: null,
  });
  const linkPage = await request.get('http://127.0.0.1:8788/health');
  expect(linkPage.ok()).toBe(true);
});
