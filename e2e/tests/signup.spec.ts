import { expect, test } from '@playwright/test';
import { API, freshUser, latestMailLink, logInAsMerchant } from './helpers';

test('signing up, verifying from the emailed link, then logging in', async ({ page, request }) => {
  const user = freshUser();
  await page.goto('/register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await expect(page.getByText('This username is available')).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(await latestMailLink(request, user.email));
  await expect(page.getByText('Your account is verified. Taking you to log in…')).toBeVisible();
  // The verified page sends the user to login after 2.5 s.
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await logInAsMerchant(page, user.username, user.password);
});

test('forgot password: the emailed link sets a new password that logs in', async ({
  page,
  request,
}) => {
  const user = freshUser();
  const registered = await request.post(`${API}/auth/register`, {
    data: {
      username: user.username,
      email: user.email,
      password: user.password,
      name: user.username,
    },
  });
  expect(registered.ok()).toBe(true);
  await request.post(`${API}/auth/account/verify`, {
    data: {
      token: new URL(await latestMailLink(request, user.email), API).searchParams.get('token'),
    },
  });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login page has a field of the same name: wait for the new page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('dialog', { name: 'Email sent' });
  await expect(sent).toBeVisible();

  const link = await latestMailLink(request, user.email);
  expect(link).toMatch(/^\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel('New password').fill('another9');
  await page.getByLabel('Confirm password').fill('another9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Your new password is set. You can log in with it now.'),
  ).toBeVisible();
  await logInAsMerchant(page, user.username, 'another9');
});
