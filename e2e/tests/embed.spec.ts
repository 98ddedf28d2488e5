import { expect, test } from '@playwright/test';

/**
 * examples/embed, another team's app (React Router, its own QueryClient and CSS reset) with the
 * links and analytics packages installed from their packed tarballs, on its own origin
 * (127.0.0.1:4174, the `embed` project) against the suite's API.
 */
test('a host app signs in, lists the Instants and opens one through the embedded screens', async ({
  page,
}) => {
  await page.goto('/links');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The links page (the host's own bar above it), styled by the packages' plain CSS.
  await expect(page).toHaveURL(/\/links$/);
  await expect(page.getByRole('navigation', { name: 'Host' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
  const surface = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--sp-color-bg-surface'),
  );
  expect(surface.trim()).not.toBe('');

  // A seeded Instant's card leads to the host's own preview route through its RouterProvider.
  const card = page
    .getByRole('main')
    .getByRole('link', { name: /picks \d+$/ })
    .first();
  const title = (await card.textContent())!.trim();
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/links\/[^/]+$/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sales' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Top performing products' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Clicks and sales, Lifetime' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/links$/);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
});
