import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The reference API the e2e suite starts (see playwright.config.ts). */
export const API = 'http://127.0.0.1:8787';

/** Logs in as the seeded merchant (`demo` / `demo1234`) and waits for the home page. */
export async function logInAsMerchant(page: Page, username = 'demo', password = 'demo1234') {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

/** The navigation of the current layout: the sidebar on desktop, the tab bar on phones. */
export function mainNavigation(page: Page, isMobile: boolean) {
  return page.getByRole('navigation', { name: isMobile ? 'Quick navigation' : 'Main' });
}

/** Opens the user menu (desktop) or the user drawer (phone) from the top bar's avatar. */
export async function openUserMenu(page: Page, username: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${username} Account menu` })
    .click();
}

/** The newest mail the API "sent" to `to`, from the dev mailbox; its link's path and search. */
export async function latestMailLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`${API}/dev/mailbox`);
      const mails = (await answer.json()).data as { to: string; body: string }[];
      link = mails.find((mail) => mail.to === to)?.body.match(/(\/[\w/-]+\?token=[\w-]+)/)?.[1];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** A username and email nobody has used yet. */
export function freshUser() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `e2e${id}`, email: `e2e${id}@example.com`, password: 'secret12' };
}

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/**
 * A phone user agent of a shopper nobody has seen yet. A link counts one visit per shopper (address
 * and user agent) per 30 minutes, so requests meant as separate visits, and a test the desktop and
 * phone projects both run, each need a shopper of their own.
 */
export function newShopperAgent(): string {
  return `${PHONE_AGENT} e2e-shopper/${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
