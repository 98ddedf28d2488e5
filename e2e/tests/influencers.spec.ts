import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, freshUser, logInAsMerchant } from './helpers';

/** A solid-colour PNG of `w`×`h`, as a picked photo. */
function png(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, Buffer.from([192, 57, 43]))]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: h }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether the influencer login call accepts these credentials. */
async function influencerCanLogIn(request: APIRequestContext, username: string, password: string) {
  const answer = await request.post(`${API}/admin/v1/influencers/login`, {
    data: { admin_username: 'demo', username, password },
  });
  const body = (await answer.json()) as { status: boolean };
  return answer.ok() && body.status === true;
}

/** Chooses an item of the preview's More options menu. */
async function menu(page: Page, name: string) {
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name }).click();
}

test('demo creates an influencer, downloads the report, resets the password and deletes it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { username, email } = freshUser();
  // Promocodes are unique in a business, deleted influencers' too.
  const promocode = username.slice(3).toUpperCase();
  await logInAsMerchant(page);
  await page.goto('/admin/influencers');
  await expect(page.getByRole('heading', { name: 'Influencers', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'maya' })).toBeVisible();
  await page.getByRole('button', { name: 'Create influencer' }).first().click();
  await expect(page).toHaveURL(/\/admin\/influencers\/create$/);

  // The wrong inputs of content.md §5 each show their message and keep what was typed.
  const usernameField = page.getByRole('textbox', { name: 'Username' });
  await usernameField.fill('maya');
  await expect(page.getByText('That username is already taken')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('maya@');
  await expect(page.getByText("That email doesn't look right")).toBeVisible();
  await page.getByRole('textbox', { name: /Phone/ }).fill('12');
  await expect(page.getByText("Phone number doesn't look right")).toBeVisible();
  const commission = page.getByRole('textbox', { name: 'Commission (%)' });
  await commission.fill('150');
  await expect(page.getByText('Commission must be in range 0 - 100')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('maya@');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // A cropped photo, a free username, a promocode, 12.5 % and only clicks and sales visible.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: png(160, 120),
  });
  const crop = page.getByRole('dialog', { name: 'Crop profile image' });
  await expect(crop.getByRole('button', { name: 'Done' })).toBeEnabled();
  await crop.getByRole('button', { name: 'Done' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByRole('img', { name: 'Profile image' })).toBeVisible();
  await usernameField.fill(username);
  await expect(page.getByText('The username is available')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: /Phone/ }).fill('');
  await page.getByRole('textbox', { name: 'Promocode' }).fill(promocode);
  await commission.fill('12.5');
  for (const name of ['Revenue', 'Commission', 'Conversion rate']) {
    await page.getByRole('switch', { name, exact: true }).uncheck({ force: true });
  }
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  await save.click();
  const created = page.getByRole('alertdialog', { name: 'Influencer created' });
  await expect(created).toBeVisible();
  const firstPassword = (await created.getByLabel('Password').textContent())!.trim();
  expect(firstPassword.length).toBeGreaterThanOrEqual(6);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/influencers/${username}/preview$`));
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText(promocode, { exact: true })).toBeVisible();
  await expect(details.getByText('12.5%', { exact: true })).toBeVisible();
  expect(await influencerCanLogIn(request, username, firstPassword)).toBe(true);

  // The copied login link (two usernames and a single-use code, no password) logs them in, once.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await menu(page, 'Copy influencer login link');
  await expect(page.getByText('Influencer login link copied')).toBeVisible();
  const loginLink = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(loginLink).searchParams.get('username')).toBe(username);
  expect(loginLink).not.toContain(firstPassword);
  const guest = await browser.newContext({ viewport: page.viewportSize() });
  const influencerPage = await guest.newPage();
  await influencerPage.goto(loginLink);
  await expect(influencerPage).toHaveURL(/\/admin\/home$/);

  // She sees clicks and sales but no revenue anywhere she can go (content.md §6).
  const dashboard = (path: string) => new URL(path, loginLink).href;
  const noRevenue = () => expect(influencerPage.getByText(/revenue/i)).toHaveCount(0);
  await expect(influencerPage.getByRole('heading', { name: 'Recent activities' })).toBeVisible();
  await noRevenue();
  await influencerPage.goto(dashboard('/admin/links'));
  const lifetime = influencerPage.getByRole('region', { name: 'Lifetime analytics' });
  // The lifetime report of a year of the store's events may take a while on a busy machine.
  await expect(lifetime.getByRole('group', { name: 'Lifetime views' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(lifetime.getByRole('group', { name: 'Lifetime sales' })).toBeVisible();
  await noRevenue();
  await influencerPage.goto(dashboard('/admin/analytics?range=lifetime'));
  const tile = (name: string) => influencerPage.getByRole('group', { name, exact: true });
  await expect(tile('Clicks')).toBeVisible();
  await expect(tile('Sales')).toBeVisible();
  await noRevenue();

  // The merchant switches sales off: at her next page load the Sales tile is gone.
  await menu(page, 'Edit');
  await page.getByRole('switch', { name: 'Sales', exact: true }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/influencers/${username}/preview$`));
  await influencerPage.reload();
  await expect(tile('Clicks')).toBeVisible();
  await expect(tile('Sales')).toHaveCount(0);
  await noRevenue();

  await guest.clearCookies();
  await influencerPage.evaluate(() => localStorage.clear());
  await influencerPage.goto(loginLink);
  await expect(influencerPage.getByText(/This login link was already used/)).toBeVisible();
  await guest.close();

  // The report: named for the influencer and the range, its rows adding up to the summary.
  const downloading = page.waitForEvent('download');
  await menu(page, 'Download report CSV');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${username}_report_\\d{4}-\\d{2}-\\d{2}_to_\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const csv = (await download.createReadStream()).toArray();
  const lines = Buffer.concat(await csv)
    .toString('utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('link_id,link_type,title,created_at,visits,checkouts,revenue,currency');
  const visits = lines.slice(1).reduce((n, line) => n + Number(line.split(',')[4] || 0), 0);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText(String(visits), { exact: true }).first()).toBeVisible();

  // Reset the password: the old one stops working, the new one works.
  await menu(page, 'Reset password');
  await page
    .getByRole('alertdialog', { name: 'Reset password?' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const reset = page.getByRole('alertdialog', { name: `New password for ${username}` });
  await expect(reset).toBeVisible();
  const newPassword = (await reset.getByLabel('Password').textContent())!.trim();
  await reset.getByRole('button', { name: 'Done' }).click();
  expect(await influencerCanLogIn(request, username, firstPassword)).toBe(false);
  expect(await influencerCanLogIn(request, username, newPassword)).toBe(true);

  // Delete: back to the list, and the influencer can no longer log in.
  await menu(page, 'Delete');
  await page
    .getByRole('alertdialog', { name: `Delete ${username}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/admin\/influencers$/);
  expect(await influencerCanLogIn(request, username, newPassword)).toBe(false);
  const deleted = await browser.newContext({ viewport: page.viewportSize() });
  const login = await deleted.newPage();
  await login.goto(new URL('/login/influencer', loginLink).href);
  await login.getByLabel('Merchant username').fill('demo');
  await login.getByLabel('Influencer username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByText(/Your influencer account is turned off/)).toBeVisible();
  await deleted.close();
});
