// Prints the gzip JS and CSS bytes (and how many files) that each route loads for its first screen
// (requested before its largest paint; the JS it asks for after is shown as later)
// and its Lighthouse mobile performance score against the route's budget (then the chart chunk's
// size), in headless Chromium over `vite preview` of the built dashboard.
// Run after `pnpm --filter @shoppable/dashboard build` (and `pnpm --filter @shoppable/api build`):
// `node bench/routes.mjs`. Budgets are printed, not asserted. BENCH_RUNS=n runs Lighthouse n
// times on each route (3 by default) and prints the median score; BENCH_VERBOSE=1 prints every
// run's metrics and long tasks and every file loaded; BENCH_DIST=<dir> measures another build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChrome, lighthouse } from './lighthouse.mjs';
import { dist, serve } from './serve.mjs';
// The budgets of the React build: JS of the first screen (the chart loads after it) and the score.
const LIST = { budget: { js: 220 * 1024, score: 85 } };
const EDITOR = { budget: { js: 270 * 1024, score: 80 } };
const ANALYTICS = { budget: { js: 270 * 1024, score: 80 } };
const ALL_ROUTES = [
  { route: '/login', budget: { js: 160 * 1024, score: 95 }, signedIn: false },
  { route: '/admin/home', budget: { js: 200 * 1024, score: 85 } },
  { route: '/admin/analytics', ...ANALYTICS },
  { route: '/admin/links', ...LIST },
  { route: '/admin/shorts', ...LIST },
  { route: '/admin/links/create', ...EDITOR },
  { route: '/admin/influencers', ...LIST },
  { route: '/admin/trends', ...ANALYTICS },
  { route: '/admin/shopboard', ...LIST },
  { route: '/admin/magic-store', ...LIST },
  { route: '/admin/appearance', ...EDITOR },
];
// BENCH_ROUTES=/login,/admin/home measures only those routes (for quick comparisons).
const only = process.env.BENCH_ROUTES?.split(',');
const ROUTES = only ? ALL_ROUTES.filter(({ route }) => only.includes(route)) : ALL_ROUTES;
/** The chart chunk (ui's EChart, echarts and its renderer): fetched once a chart is near the viewport. */
const CHART_CHUNK = /\/assets\/EChart-[\w-]+\.js$/;

const { origin, token, stop } = await serve(4180);

const chrome = await launchChrome();

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
  for (const row of ROUTES) {
    const { route } = row;
    const url =
      row.signedIn === false
        ? `${origin}${route}`
        : `${origin}${route}?auth=${encodeURIComponent(token)}`;
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
    // The first screen is what the page asks for before its largest paint; what it asks for
    // after (the chart's drawing, overlays preloaded when idle) is counted apart as later.
    const observed = results[0].audits.metrics.details.items[0];
    const firstScreen = (r) => r.networkRequestTime <= observed.observedLargestContentfulPaint;
    if (process.env.BENCH_VERBOSE) {
      console.log(
        `${route} observed FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
      );
      for (const r of requests) {
        const when = `${Math.round(r.networkRequestTime)} ms${firstScreen(r) ? '' : ' (later)'}`;
        console.log(route, r.resourceType, when, r.url, gzipBytes(r.url));
      }
    }
    const sum = (type, when) =>
      requests
        .filter((r) => r.resourceType === type && when(r))
        .reduce((n, r) => n + gzipBytes(r.url), 0);
    rows.push({
      ...row,
      js: sum('Script', firstScreen),
      later: sum('Script', (r) => !firstScreen(r)),
      css: sum('Stylesheet', firstScreen),
      // Each file is a request; on the simulated slow 4G, six at a time (HTTP/1.1).
      files: requests.filter(
        (r) => (r.resourceType === 'Script' || r.resourceType === 'Stylesheet') && firstScreen(r),
      ).length,
      score: median(
        results.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)),
      ),
      scores: results.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)),
      lcp: median(results.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue)),
      loadsChart: requests.some((r) => CHART_CHUNK.test(r.url) && firstScreen(r)),
    });
  }
} finally {
  await chrome.kill();
  stop();
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `route                JS gzip     CSS gzip  files  JS later   Lighthouse mobile (median)  LCP     budget`,
);
for (const { route, js, later, css, files, score, scores, lcp, budget } of rows) {
  const verdict = [
    `JS ≤ ${kB(budget.js)} ${js <= budget.js ? 'ok' : 'OVER'}`,
    `score ≥ ${budget.score} ${score >= budget.score ? 'ok' : 'UNDER'}`,
  ].join(', ');
  const shown = `${score} (${scores.join(', ')})`;
  console.log(
    `${route.padEnd(20)} ${kB(js).padStart(9)}  ${kB(css).padStart(9)}  ${String(files).padStart(5)}  ${kB(later).padStart(9)}   ${shown.padEnd(27)} ${s(lcp).padStart(6)}  ${verdict}`,
  );
}
const chart = readdirSync(join(dist, 'assets')).find((name) => CHART_CHUNK.test(`/assets/${name}`));
if (chart) {
  const bytes = gzipBytes(`${origin}/assets/${chart}`);
  const analytics = rows.find((row) => row.route === '/admin/analytics');
  if (analytics) {
    console.log(
      analytics.loadsChart
        ? `/admin/analytics loads the chart chunk with its first screen: it should load after`
        : `/admin/analytics loads the chart chunk after its first screen`,
    );
  }
  console.log(`chart chunk ${chart}: ${kB(bytes)} gzip`);
}
process.exit(0);
