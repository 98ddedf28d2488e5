import { devices, expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { logInAsMerchant, mainNavigation, newShopperAgent } from './helpers';

/** The link-page server the suite starts (playwright.config.ts): shoppers' public addresses. */
const LINK_PAGE = process.env.E2E_LINK_PAGE_URL ?? 'http://127.0.0.1:8788';

/** A suffix of its own per test: the desktop and phone projects share one API run. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** The Magic Store media calls, as the browser makes them. */
const MEDIA_CALL = /\/admin\/v1\/(media\/|products\/media\/)/;

/** Opens Magic Store as a merchant would: the sidebar on desktop; phones go by address. */
async function openMagicStore(page: Page, isMobile: boolean) {
  if (isMobile) await page.goto('/admin/magic-store');
  else await mainNavigation(page, false).getByRole('link', { name: 'Magic Store' }).click();
  await expect(page).toHaveURL(/\/admin\/magic-store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Magic Store' })).toBeVisible();
}

/** The page's drop zone: the area around its browse button. */
const dropZone = (page: Page) =>
  page.getByRole('button', { name: 'browse' }).locator('xpath=ancestor::*[@data-rac][1]');

/**
 * Makes a file in the page and drops it on `zone` with the drag events a desktop drag fires. The
 * DataTransfer is a stand-in: one a script constructs has no file-system entries, which react-aria
 * reads for real drops, and Playwright cannot drag files from outside the browser.
 */
async function dropMedia(zone: Locator, kind: 'png' | 'webm', name: string) {
  await zone.evaluate(
    async (element, { kind, name }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 400;
      const context = canvas.getContext('2d')!;
      const paint = (i: number) => {
        context.fillStyle = i % 2 ? '#f5b400' : '#5b3df5';
        context.fillRect(0, 0, 320, 400);
        context.fillStyle = '#ffffff';
        context.fillRect(80 + i * 4, 120, 160, 200);
      };
      let file: File;
      if (kind === 'png') {
        paint(0);
        const blob = await new Promise<Blob>((resolve) =>
          canvas.toBlob((b) => resolve(b!), 'image/png'),
        );
        file = new File([blob], name, { type: 'image/png' });
      } else {
        // A real WebM clip of about a second, recorded from the canvas.
        const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.start();
        for (let i = 0; i < 10; i++) {
          paint(i);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        recorder.stop();
        await stopped;
        file = new File(chunks, name, { type: 'video/webm' });
      }
      const dataTransfer = {
        dropEffect: 'none',
        effectAllowed: 'all',
        files: [file],
        types: ['Files'],
        items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
        getData: () => '',
      };
      const box = element.getBoundingClientRect();
      for (const type of ['dragenter', 'dragover', 'drop']) {
        const event = new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          clientX: box.left + 10,
          clientY: box.top + 10,
        });
        Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
        element.dispatchEvent(event);
      }
    },
    { kind, name },
  );
}

/** The progress dialog once it has opened. */
async function progressDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Creating your Magic Store' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The Instant editor opened by Magic Store: its cover and the found products' titles. */
async function editorFinds(page: Page) {
  await expect(page).toHaveURL(/\/admin\/links\/create\?/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Create Instant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
  const products = page.getByRole('region', { name: /^Products \(\d+ of 15\)$/ });
  const removes = products.getByRole('button', { name: /^Remove / });
  await expect(removes.first()).toBeVisible();
  const names = await removes.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label')!.replace(/^Remove /, '')),
  );
  return { products, titles: names };
}

/** A shopper on a phone opens the public page: the cover shows and the products are there. */
async function shopperSees(browser: Browser, linkId: string, titles: string[]) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    userAgent: newShopperAgent(),
  });
  const shopper = await context.newPage();
  try {
    await shopper.goto(`${LINK_PAGE}/demo/${linkId}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
    const cover = shopper.getByRole('img', { name: 'Cover image 1 of 1' });
    await expect(cover).toBeVisible();
    // The converted JPEG really decodes.
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const cards = shopper.getByRole('article').filter({
      has: shopper.getByRole('button', { name: 'Add to cart' }),
    });
    await expect(cards).toHaveCount(titles.length);
    for (const title of titles)
      await expect(cards.filter({ hasText: title }).first()).toBeVisible();
  } finally {
    await context.close();
  }
}

test('demo enables product vision, drops a photo, removes a found product and shares the Instant', async ({
  page,
  browser,
  isMobile,
}) => {
  test.setTimeout(150_000);
  await logInAsMerchant(page);

  // Settings: product vision on, at a detection level of the merchant's choosing.
  await page.goto('/admin/settings');
  const tagging = page.getByRole('radiogroup', { name: 'AI tagging sensitivity' });
  const high = tagging.getByRole('radio', { name: 'High' });
  const level = (await high.isChecked()) ? tagging.getByRole('radio', { name: 'Medium' }) : high;
  // From the keyboard: the page's sticky top bar covers the radios' hidden inputs.
  await level.press('Space');
  await expect(level).toBeChecked();
  const save = isMobile
    ? page.getByRole('banner').getByRole('button', { name: 'Save' })
    : page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  await openMagicStore(page, isMobile);
  await expect(page.getByText(/A photo of a summer outfit becomes an Instant/)).toBeVisible();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (MEDIA_CALL.test(request.url())) calls.push(new URL(request.url()).pathname);
  });
  await dropMedia(dropZone(page), 'png', 'summer look.png');

  // The steps: the compression takes a few seconds, the search follows.
  const dialog = await progressDialog(page);
  await expect(dialog.getByRole('progressbar', { name: 'Compressing' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByText('Preparing and uploading the media, done')).toBeAttached();

  const { products, titles } = await editorFinds(page);
  expect(titles.length).toBeGreaterThanOrEqual(3);
  expect(calls).toEqual([
    '/admin/v1/media/presigned-url',
    '/admin/v1/media/trigger-compression',
    ...calls.filter((c) => c.endsWith('/check-compression-status')),
    '/admin/v1/products/media/search/url',
  ]);
  const [removed, ...kept] = titles;
  await products.getByRole('button', { name: `Remove ${removed}` }).click();
  await expect(products.getByRole('button', { name: /^Remove / })).toHaveCount(kept.length);

  const description = `Magic look ${unique()}`;
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/links$/);
  const card = page.getByRole('link', { name: description, exact: true });
  await expect(card).toBeVisible();
  const id = /\/admin\/links\/([^/]+)\/preview$/.exec((await card.getAttribute('href')) ?? '')?.[1];
  expect(id, `preview address of ${description}`).toBeTruthy();

  await shopperSees(browser, id!, kept);
});

test('a 12 MB image and a .bmp are refused with the exact messages before any request', async ({
  page,
  isMobile,
}) => {
  await logInAsMerchant(page);
  await openMagicStore(page, isMobile);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (MEDIA_CALL.test(request.url())) calls.push(request.url());
  });
  const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Create Magic Store' }).click();
    await (await chooser).setFiles(file);
  };

  await pick({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(12 * 1024 * 1024) });
  await expect(
    page.getByText('Image file is too large! Please select an image under 10MB.', { exact: true }),
  ).toBeVisible();
  await pick({ name: 'scan.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM') });
  await expect(
    page.getByText('Media type image/bmp is not supported.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('Cancel during compression leaves no dialog, no further request and no link', async ({
  page,
  isMobile,
}) => {
  await logInAsMerchant(page);
  await openMagicStore(page, isMobile);
  // The compression step shows its progress bar, then asks for the compression (an effect after
  // the paint): cancelling counts from once that request is out.
  const compressionAsked = page.waitForRequest(/\/admin\/v1\/media\/trigger-compression$/, {
    timeout: 20_000,
  });
  await dropMedia(dropZone(page), 'png', 'cancelled.png');
  const dialog = await progressDialog(page);
  await expect(dialog.getByRole('progressbar', { name: 'Compressing' })).toBeVisible({
    timeout: 20_000,
  });
  await compressionAsked;
  const after: string[] = [];
  page.on('request', (request) => {
    if (MEDIA_CALL.test(request.url())) after.push(request.url());
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Longer than the compression takes: nothing polls, nothing searches, no editor opens.
  await page.waitForTimeout(6000);
  expect(after).toEqual([]);
  await expect(page).toHaveURL(/\/admin\/magic-store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Magic Store' })).toBeVisible();
});

test('a video goes through the same flow and opens the editor with its frame as the cover', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await logInAsMerchant(page);
  await openMagicStore(page, isMobile);
  const presigned: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/admin/v1/media/presigned-url'))
      presigned.push(request.postDataJSON());
  });
  await dropMedia(dropZone(page), 'webm', 'runway clip.webm');
  const dialog = await progressDialog(page);
  await expect(dialog.getByRole('progressbar', { name: 'Compressing' })).toBeVisible({
    timeout: 20_000,
  });
  const { titles } = await editorFinds(page);
  expect(titles.length).toBeGreaterThanOrEqual(3);
  expect(presigned).toEqual([
    { filename: expect.stringMatching(/^\d+_runway_clip\.webm$/), content_type: 'video/webm' },
  ]);
  // The cover is the clip's first frame, uploaded as an image.
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
});

test('an influencer has no Magic Store: no entry, and its address goes home', async ({
  page,
  isMobile,
}) => {
  await page.goto('/login/influencer');
  await page.getByLabel('Merchant username').fill('demo');
  await page.getByLabel('Influencer username').fill('maya');
  await page.getByLabel('Password', { exact: true }).fill('maya1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(mainNavigation(page, isMobile)).toBeVisible();
  await expect(
    mainNavigation(page, isMobile).getByRole('link', { name: 'Magic Store' }),
  ).toHaveCount(0);
  await page.goto('/admin/magic-store');
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Magic Store' })).toHaveCount(0);
});
