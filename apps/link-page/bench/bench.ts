// The link page's numbers for a seeded 15-product Instant, printed (not asserted):
// - bytes transferred excluding images (from Lighthouse's network records: HTML, script, anything
//   else that is not an image), and the client script's size gzipped (budget: under 20 kB);
// - server renders per second over HTTP with autocannon (10 connections) against the link-page
//   server in its own process, as it runs (page data reused for PAGE_DATA_TTL_MS, budget: at least
//   1,000 renders/s for a popular page) and with PAGE_DATA_TTL_MS=0 (every request asks the API),
//   and a tight loop over `renderLinkPage` alone;
// - the Lighthouse 13 mobile performance score in headless Chromium (/usr/bin/chromium, or
//   CHROMIUM_PATH);
// - for the seeded demo's Shop the Feed page (`/demo/shopboard`, 24 posts): its bytes without
//   images, the client script (the same one) and its Lighthouse mobile score.
// It starts the reference API on an in-memory database (unless BENCH_API_URL points at one) and
// the link-page server from source. BENCH_DURATION sets the autocannon seconds (default 10).
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pageDataFromPublic, renderLinkPage } from '@shoppable/link-preview';
import autocannon from 'autocannon';
import { createApiClient } from '../src/api';
import { PAGE_DATA_TTL_MS } from '../src/app';
import { buildClientAssets, gzipSize } from '../src/assets';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..', '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the reference API from source on an in-memory database; resolves once /health answers. */
async function startApi(): Promise<{ url: string; child: ChildProcess | null }> {
  if (process.env.BENCH_API_URL) return { url: process.env.BENCH_API_URL, child: null };
  const port = await freePort();
  // The API runs with its own tsconfig, not this script's (tsx passes its choice down).
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATABASE_URL: 'memory://' };
  delete env.TSX_TSCONFIG_PATH;
  const child = spawn(
    process.execPath,
    ['--conditions=@shoppable/source', '--import', 'tsx', join(repo, 'apps/api/src/main.ts')],
    {
      cwd: join(repo, 'apps/api'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API stopped:\n${output.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`The API did not start:\n${output.slice(-2000)}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Starts the link-page server from source in its own process; resolves once /health answers. */
async function startLinkPage(
  apiUrl: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    API_URL: apiUrl,
  };
  const child = spawn(
    process.execPath,
    ['--conditions=@shoppable/source', '--import', 'tsx', join(here, '..', 'src', 'main.ts')],
    {
      cwd: join(here, '..'),
      env: { ...env, TSX_TSCONFIG_PATH: join(here, '..', 'tsconfig.run.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The link page stopped:\n${output.slice(-2000)}`);
    if (Date.now() > deadline)
      throw new Error(`The link page did not start:\n${output.slice(-2000)}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Renders per second over HTTP (10 connections, after a 2 s warm-up). */
async function rendersPerSecond(pageUrl: string) {
  await autocannon({ url: pageUrl, connections: 10, duration: 2 });
  const result = await autocannon({ url: pageUrl, connections: 10, duration });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rate: result.requests.average, p99: result.latency.p99, failed };
}

/** The budget of renders per second for a popular page. */
const RENDERS_BUDGET = 1000;

/** The part of chrome-launcher (a dependency of lighthouse) the bench uses. */
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

const api = await startApi();
try {
  const client = createApiClient({ apiUrl: api.url });
  // The seeded Instant with the most products (the seed gives lk-demo-* 1 to 15 products).
  let best: { id: string; count: number } = { id: '', count: 0 };
  for (let i = 1; i <= 40; i += 1) {
    const id = `lk-demo-${String(i).padStart(2, '0')}`;
    const data = await client.page('demo', id, 'MOBILE').catch(() => null);
    if (!data || data.link?.is_expired) continue;
    if (data.products.length > best.count) best = { id, count: data.products.length };
    if (best.count >= 15) break;
  }
  if (!best.id) throw new Error('No seeded Instant answered');

  // The seeded demo's Shop the Feed: its first page of 24 posts (Instagram and TikTok).
  const feedPosts = (await client.shopboard('demo', null, 0)).posts.length;

  const assets = await buildClientAssets();
  const path = `/demo/${best.id}`;

  // Server renders per second over HTTP: every request asking the API, then as the server runs.
  const everyRequest = await startLinkPage(api.url, { PAGE_DATA_TTL_MS: '0' });
  const uncached = await rendersPerSecond(`${everyRequest.url}${path}`).finally(() =>
    everyRequest.child.kill(),
  );
  const server = await startLinkPage(api.url);
  const pageUrl = `${server.url}${path}`;
  const http = await rendersPerSecond(pageUrl);
  // Server renders per second, the render function alone.
  const data = pageDataFromPublic(await client.page('demo', best.id, 'MOBILE'), {
    businessName: 'demo',
  });
  const loopUntil = performance.now() + 3000;
  let renders = 0;
  const loopStart = performance.now();
  while (performance.now() < loopUntil) {
    renderLinkPage({ page: data });
    renders += 1;
  }
  const loopRate = renders / ((performance.now() - loopStart) / 1000);

  // Lighthouse (mobile, the default form factor) in headless Chromium.
  const fromLighthouse = createRequire(join(repo, 'node_modules/lighthouse/package.json'));
  const launcher = (await import(
    pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href
  )) as ChromeLauncher;
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launcher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let instant = { score: NaN, bytesNoImages: NaN };
  let feed = { score: NaN, bytesNoImages: NaN };
  try {
    // Lighthouse's mobile performance score and the bytes of everything but images.
    const measure = async (url: string) => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      const requests =
        (
          lhr?.audits['network-requests']?.details as
            { items: { resourceType?: string; transferSize?: number }[] } | undefined
        )?.items ?? [];
      return {
        score: Math.round((lhr?.categories.performance?.score ?? NaN) * 100),
        bytesNoImages: requests
          .filter((r) => r.resourceType !== 'Image')
          .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      };
    };
    instant = await measure(pageUrl);
    feed = await measure(`${server.url}/demo/shopboard`);
  } finally {
    await chrome.kill();
  }
  server.child.kill();

  const rows: [string, string][] = [
    ['page', `/demo/${best.id} (${best.count} products)`],
    ['bytes transferred, images excluded', `${instant.bytesNoImages} B`],
    ['client JS, gzip (budget < 20000 B)', `${gzipSize(assets.script)} B`],
    [
      `renders/s over HTTP, page data reused ${PAGE_DATA_TTL_MS} ms (budget ≥ ${RENDERS_BUDGET})`,
      `${http.rate.toFixed(0)}, p99 ${http.p99} ms  ${http.rate >= RENDERS_BUDGET && http.failed === 0 ? 'PASS' : 'FAIL'}` +
        (http.failed > 0 ? ` (${http.failed} failed)` : ''),
    ],
    [
      'renders/s over HTTP, every request asking the API (PAGE_DATA_TTL_MS=0)',
      `${uncached.rate.toFixed(0)}, p99 ${uncached.p99} ms` +
        (uncached.failed > 0 ? ` (${uncached.failed} failed)` : ''),
    ],
    ['renders/s of renderLinkPage alone (tight loop, 3 s)', loopRate.toFixed(0)],
    ['Lighthouse mobile performance', String(instant.score)],
    ['Shop the Feed page', `/demo/shopboard (${feedPosts} posts)`],
    ['bytes transferred, images excluded', `${feed.bytesNoImages} B`],
    ['client JS, gzip (the same script; budget < 20000 B)', `${gzipSize(assets.script)} B`],
    ['Lighthouse mobile performance', String(feed.score)],
  ];
  for (const [name, value] of rows) console.log(`${name.padEnd(76)} ${value}`);
} finally {
  api.child?.kill();
}
