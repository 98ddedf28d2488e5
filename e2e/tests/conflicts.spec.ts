import { expect, test, type Page } from '@playwright/test';
import { API, logInAsMerchant } from './helpers';

/**
 * Lost edits (DESIGN.md §4): two people edit one Instant; the second save is refused with 409, the
 * editor keeps what was typed, shows the other version next to it and overwrites on request.
 */
test('two people edit one Instant: the later save meets the conflict dialog and overwrites', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post(`${API}/auth/login`, {
    data: { username: 'demo', password: 'demo1234' },
  });
  const token = (await login.json()).data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const run = Date.now().toString(36);
  const created = await request.post(`${API}/admin/v1/links/create`, {
    headers,
    data: {
      images: [],
      inventory_ids: ['inv-demo-0001', 'inv-demo-0002'],
      description: `Conflict ${run}`,
      business_id: 'biz-demo',
      link_type: 'LOOK',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const link = (await created.json()).data as { link_id: string; version: number };
  expect(link.version).toBe(1);

  const other = await browser.newContext();
  const theirPage = await other.newPage();
  const open = async (p: Page) => {
    await logInAsMerchant(p);
    await p.goto(`/admin/links/${link.link_id}/edit`);
    const description = p.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue(`Conflict ${run}`);
    return description;
  };
  const mine = await open(page);
  const theirs = await open(theirPage);

  await theirs.fill(`Theirs ${run}`);
  await theirPage.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(theirPage).toHaveURL(new RegExp(`/admin/links/${link.link_id}/preview$`));

  await mine.fill(`Mine ${run}`);
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'This Instant was changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(mine).toHaveValue(`Mine ${run}`);
  await dialog.getByRole('button', { name: 'Review their changes' }).click();
  const table = dialog.getByRole('table', { name: 'The fields that differ' });
  await expect(table.getByRole('row', { name: /Description/ })).toContainText(`Theirs ${run}`);
  await dialog.getByRole('button', { name: 'Overwrite' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/links/${link.link_id}/preview$`));

  const read = await request.get(`${API}/admin/v1/links/${link.link_id}`, { headers });
  expect((await read.json()).data).toMatchObject({ description: `Mine ${run}`, version: 3 });
  await other.close();
});
