// Prints the gzip JS and CSS bytes that /login, /admin/home and /admin/analytics load and their
// Lighthouse mobile performance scores (then the chart chunk's size), in headless Chromium over
// `vite preview` of the built dashboard.
// Run after `pnpm --filter @shoppable/dashboard build` (and `pnpm --filter @shoppable/api build`):
// `node bench/routes.mjs`. Budgets are printed, not asserted. BENCH_RUNS=n runs Lighthouse n
// times per route (3 by default) and prints the median score; BENCH_VERBOSE=1 prints every run's
// metrics and long tasks and every file loaded; BENCH_DIST=<dir> measures another build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.BENCH_DIST || join(app, 'dist');
const api = process.env.VITE_API_URL || 'http://127.0.0.1:8787';
const port = Number(process.env.BENCH_PORT ?? 4180);
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Issue #18's budgets (JS before any chart; #16 adds the chart chunk's own, below).
const BUDGETS = {
  '/login': { js: 120 * 1024, score: 98 },
  '/admin/home': { js: 170 * 1024, score: 95 },
  '/admin/analytics': { js: 200 * 1024, score: 90 },
};
/** The chart chunk (ui's ChartCanvas, echarts): fetched only once a chart scrolls into view (#16). */
const CHART_CHUNK = /\/assets\/ChartCanvas-[\w-]+\.js$/;
const CHART_BUDGET = 160 * 1024;

const require = createRequire(import.meta.url);
const lighthouseDir = dirname(require.resolve('lighthouse/package.json'));
const { default: lighthouse } = await import(
  pathToFileURL(
    join(lighthouseDir, JSON.parse(readFileSync(join(lighthouseDir, 'package.json'))).main),
  )
);
const chromeLauncher = await import(
  pathToFileURL(createRequire(join(lighthouseDir, 'package.json')).resolve('chrome-launcher'))
);

const children = [];
const stop = () => children.forEach((child) => child.kill());
process.on('exit', stop);

/** Waits until `url` answers, for at most 30 s. */
async function waitFor(url) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

async function up(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error('Build the dashboard first: pnpm --filter @shoppable/dashboard build');
  process.exit(1);
}
if (!(await up(`${api}/health`))) {
  const server = join(app, '..', 'api', 'dist', 'main.js');
  if (!existsSync(server)) {
    console.error(`The API is not running at ${api}; build it: pnpm --filter @shoppable/api build`);
    process.exit(1);
  }
  children.push(
    spawn(process.execPath, [server], { cwd: join(app, '..', 'api'), stdio: 'ignore' }),
  );
  await waitFor(`${api}/health`);
}
// Vite's own bin through Node: the workspace hoists vite, so the app may have no `.bin/vite`.
const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
children.push(
  spawn(
    process.execPath,
    [
      vite,
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      dist,
    ],
    { cwd: app, stdio: 'ignore' },
  ),
);
await waitFor(origin);

// /admin/home needs a session: the seeded merchant's token, given through the `auth` parameter.
const login = await fetch(`${api}/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
});
const token = (await login.json()).data?.token;
if (!token) throw new Error('Could not log in as demo to measure /admin/home');

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/**
 * The gzip size (level 9) of a built file served at `url`: what a production host sends. `vite
 * preview` gzips too (at the default level), so Lighthouse sees compressed transfers as well.
 */
function gzipBytes(url) {
  const path = join(dist, decodeURIComponent(new URL(url).pathname));
  return existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0;
}

/** Lighthouse runs per route (`BENCH_RUNS`, 3 by default): scores are noisy on a busy machine. */
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'speed-index': 'SI',
  'cumulative-layout-shift': 'CLS',
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const rows = [];
try {
  for (const [route, url] of [
    ['/login', `${origin}/login`],
    ['/admin/home', `${origin}/admin/home?auth=${encodeURIComponent(token)}`],
    ['/admin/analytics', `${origin}/admin/analytics?auth=${encodeURIComponent(token)}`],
  ]) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      results.push(lhr);
      if (process.env.BENCH_VERBOSE) {
        const metrics = Object.entries(METRICS)
          .map(([id, name]) => `${name} ${lhr.audits[id].displayValue}`)
          .join(', ');
        const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
        console.log(`${route} run ${run + 1}: score ${score}; ${metrics}`);
        const lcp = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
        const node = lcp.find((item) => item.type === 'node');
        const parts = lcp.find((item) => item.type === 'table')?.items ?? [];
        if (node) console.log(`${route}   LCP element ${node.snippet}`);
        for (const part of parts) {
          console.log(
            `${route}   LCP ${part.label ?? part.subpart}: ${Math.round(part.duration)} ms`,
          );
        }
        for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
          console.log(
            `${route}   long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${task.url}`,
          );
        }
      }
    }
    const requests = results[0].audits['network-requests'].details.items.filter((r) =>
      r.url.startsWith(origin),
    );
    if (process.env.BENCH_VERBOSE) {
      for (const r of requests) console.log(route, r.resourceType, r.url, gzipBytes(r.url));
    }
    const sum = (type) =>
      requests.filter((r) => r.resourceType === type).reduce((n, r) => n + gzipBytes(r.url), 0);
    rows.push({
      route,
      js: sum('Script'),
      css: sum('Stylesheet'),
      score: median(
        results.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)),
      ),
      scores: results.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)),
      loadsChart: requests.some((r) => CHART_CHUNK.test(r.url)),
    });
  }
} finally {
  await chrome.kill();
  stop();
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  `route            JS gzip     CSS gzip    Lighthouse mobile (median of ${runs})   budget`,
);
for (const { route, js, css, score, scores } of rows) {
  const budget = BUDGETS[route];
  const verdict = [
    `JS < ${kB(budget.js)} ${js < budget.js ? 'ok' : 'OVER'}`,
    budget.score ? `score ≥ ${budget.score} ${score >= budget.score ? 'ok' : 'UNDER'}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const shown = `${score} (${scores.join(', ')})`;
  console.log(
    `${route.padEnd(16)} ${kB(js).padStart(9)}  ${kB(css).padStart(9)}   ${shown.padEnd(31)} ${verdict}`,
  );
}
const chart = readdirSync(join(dist, 'assets')).find((name) => CHART_CHUNK.test(`/assets/${name}`));
if (chart) {
  const bytes = gzipBytes(`${origin}/assets/${chart}`);
  const analytics = rows.find((row) => row.route === '/admin/analytics');
  console.log(
    `/admin/analytics first paint loads the chart chunk: ${analytics?.loadsChart ? 'yes (OVER)' : 'no (ok)'}; ` +
      `with the chart: ${kB((analytics?.js ?? 0) + bytes)} JS gzip`,
  );
  console.log(
    `chart chunk ${chart}: ${kB(bytes)} gzip, budget < ${kB(CHART_BUDGET)} ${bytes < CHART_BUDGET ? 'ok' : 'OVER'}`,
  );
}
process.exit(0);
