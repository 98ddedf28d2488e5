// Prints the Interaction to Next Paint of three interactions against a 200 ms budget:
// opening the link editor's add-products dialog, switching the analytics page's tab and typing in
// the link editor, at 4× CPU throttling in headless Chromium (Playwright's, a desktop viewport) over
// `vite preview` of the built dashboard, signed in as the seeded merchant.
// Each run loads the page in a fresh browser context (nothing cached: the dialog's code loads on its
// first open, as a merchant meets it), waits until it is idle, throttles the CPU through CDP, observes
// the Event Timing API's `event` entries (16 ms threshold), performs the interaction with real mouse
// and keyboard input and waits for its result on screen. A run's INP is the longest entry of any
// interaction (for typing: the worst keystroke); the verdict is on the median of the runs.
// Run after `pnpm --filter @shoppable/dashboard build` (and `pnpm --filter @shoppable/api build`):
// `node bench/interactions.mjs`. BENCH_INTERACTIONS_RUNS=n runs each interaction n times (3 by
// default); BENCH_VERBOSE=1 prints every run's entries and how long its result took to show.
import { chromium, devices } from 'playwright';
import { chromePath, serve } from './serve.mjs';
// The functions given to `page.evaluate` run in the page:
/* global window, requestAnimationFrame, requestIdleCallback */

const BUDGET = 200;
const RUNS = Math.max(1, Number(process.env.BENCH_INTERACTIONS_RUNS ?? 3));
const verbose = Boolean(process.env.BENCH_VERBOSE);
/** Twenty characters, typed one key at a time into the link's description. */
const TYPED = 'Summer linen edit 24';

const INTERACTIONS = [
  {
    name: 'open Add products',
    route: '/admin/links/create',
    ready: (page) => page.getByRole('button', { name: 'Add products' }),
    perform: async (page) => {
      await page.getByRole('button', { name: 'Add products' }).click();
      await page.getByRole('dialog', { name: 'Add products' }).waitFor();
    },
  },
  {
    name: 'switch analytics tab',
    route: '/admin/analytics',
    ready: (page) => page.getByRole('tab', { name: 'Shorts' }),
    perform: async (page) => {
      await page.getByRole('tab', { name: 'Shorts' }).click();
      await page.getByRole('tabpanel', { name: 'Shorts' }).waitFor();
    },
  },
  {
    name: 'type 20 characters',
    route: '/admin/links/create',
    ready: (page) => page.getByRole('textbox', { name: 'Description' }),
    perform: async (page) => {
      const field = page.getByRole('textbox', { name: 'Description' });
      // Focused without a click, so that the only interactions measured are the keystrokes.
      await field.focus();
      const handle = await field.elementHandle();
      for (let i = 1; i <= TYPED.length; i += 1) {
        await page.keyboard.press(TYPED[i - 1]);
        // The key's character on screen before the next key, as a person types.
        await page.waitForFunction(
          ([el, value]) => el.value === value,
          [handle, TYPED.slice(0, i)],
        );
      }
    },
  },
];

/** Starts observing `event` entries of 16 ms or more (only those after this point). */
function observeEvents() {
  const entries = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16 });
  window.benchEvents = { entries, observer };
}

/** The observed entries of interactions, once the frames of the last one have been presented. */
async function readEvents() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const { entries, observer } = window.benchEvents;
  entries.push(...observer.takeRecords());
  observer.disconnect();
  return entries
    .filter((entry) => entry.interactionId > 0)
    .map(({ name, interactionId, startTime, processingStart, processingEnd, duration }) => ({
      name,
      interactionId,
      duration,
      delay: processingStart - startTime,
      processing: processingEnd - processingStart,
    }));
}

const { origin, token, stop } = await serve(4185);
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-sandbox'],
});

/** One run: the INP of the interaction on a freshly loaded page, in ms (0: none reached 16 ms). */
async function measure({ name, route, ready, perform }, run) {
  const context = await browser.newContext({ ...devices['Desktop Chrome'] });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${route}?auth=${encodeURIComponent(token)}`);
    await ready(page).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(observeEvents);
    const started = performance.now();
    await perform(page);
    const shown = performance.now() - started;
    const entries = await page.evaluate(readEvents);
    const inp = Math.max(0, ...entries.map((entry) => entry.duration));
    if (verbose) {
      console.log(
        `${name} run ${run}: INP ${inp} ms, result on screen after ${Math.round(shown)} ms`,
      );
      for (const e of entries) {
        console.log(
          `${name}   #${e.interactionId} ${e.name}: ${e.duration} ms (input delay ${Math.round(e.delay)}, handlers ${Math.round(e.processing)})`,
        );
      }
    }
    return inp;
  } finally {
    await context.close();
  }
}

const rows = [];
try {
  for (const interaction of INTERACTIONS) {
    const inps = [];
    for (let run = 1; run <= RUNS; run += 1) inps.push(await measure(interaction, run));
    rows.push({ ...interaction, inps });
  }
} finally {
  await browser.close();
  stop();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const ms = (value) => (value > 0 ? `${value} ms` : '< 16 ms');
console.log(
  `interaction            route                 INP median (runs)            max      budget (4× CPU)`,
);
for (const { name, route, inps } of rows) {
  const shown = `${ms(median(inps))} (${inps.join(', ')})`;
  const verdict = `INP ≤ ${BUDGET} ms ${median(inps) <= BUDGET ? 'ok' : 'OVER'}`;
  console.log(
    `${name.padEnd(22)} ${route.padEnd(21)} ${shown.padEnd(28)} ${ms(Math.max(...inps)).padStart(7)}  ${verdict}`,
  );
}
process.exit(0);
