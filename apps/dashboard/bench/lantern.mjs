// Prints how Lighthouse's simulation (Lantern) reaches a route's largest paint: every request and
// main-thread task of its pessimistic and optimistic LCP graphs with their simulated start and end
// (ms), which shows what waits for what on the slow 4G it simulates (the small chunks after the
// first one). `ROUTE=/admin/links node bench/lantern.mjs` (default /admin/home);
// BENCH_DIST measures another build. Tasks under 20 ms are left out.
import { importFromLighthouse, launchChrome, lighthouse } from './lighthouse.mjs';
import { serve } from './serve.mjs';

const { Simulator } = (await importFromLighthouse('core/lib/lantern/lantern.js')).Simulation;

const { origin, token, stop } = await serve(4180);
const chrome = await launchChrome();
const route = process.env.ROUTE ?? '/admin/home';
const url = route.startsWith('/admin')
  ? `${origin}${route}?auth=${encodeURIComponent(token)}`
  : origin + route;
try {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const metric = (id) => lhr.audits[id].displayValue;
  console.log(
    `${route}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}`,
  );
  for (const [label, timings] of Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint/.test(label)) continue;
    console.log(`== ${label}`);
    const nodes = [...timings].sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, { startTime, endTime }] of nodes) {
      if (node.type === 'cpu' && endTime - startTime < 20) continue;
      const what =
        node.type === 'network'
          ? `${node.request.url.replace(origin, '')} ${node.request.transferSize} B`
          : 'main thread';
      console.log(
        `${String(Math.round(startTime)).padStart(6)} ${String(Math.round(endTime)).padStart(6)}  ${what}`,
      );
    }
  }
} finally {
  await chrome.kill();
  stop();
}
process.exit(0);
