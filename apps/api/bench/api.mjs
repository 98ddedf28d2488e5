// API throughput: requests per second and p99 latency of the links list, the public page-data
// endpoint and the hot link's ingestion (visits relayed through signed relays, each a new shopper;
// it also checks that every acknowledged visit was counted), 50 connections for 10 s on loopback (autocannon), against the built server
// (`dist/main.js`; `pnpm --filter @shoppable/api bench` builds it first), for the embedded database
// (PGlite, freshly seeded in memory) and,
// when `BENCH_DATABASE_URL` is set or a local PostgreSQL answers on 127.0.0.1:5432, PostgreSQL.
// Each endpoint is measured BENCH_RUNS times (default 3) after a warm-up; the table prints the
// median run's req/s and p99 (and the min–max of the runs) against the budgets below, with a pass
// or fail mark. Printed, not asserted: the exit status is 0 unless BENCH_STRICT=1 and a budget
// fails. Options (environment):
// - BENCH_DURATION (s per run, default 10), BENCH_CONNECTIONS (default 50), BENCH_RUNS (default 3);
// - BENCH_ONLY: `pglite` or `postgres`; BENCH_ROUTE: `links list`, `page data` or `hot link`;
// - BENCH_POSTGRES_SERVER: the admin URL of the server to create the fresh bench database on
//   (default postgres://postgres@127.0.0.1:5432/postgres);
// - BENCH_MAIN: another built server entry (e.g. an older build, to compare before/after);
// - BENCH_NODE_ARGS: extra node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
// Each database says whether the server hears its change notifications (sessions and lists answered
// from memory) or checks the database on every request.
// The table also shows the server process's CPU time per request (Linux /proc): steadier than req/s
// on a shared machine, and 1e6 / that figure is what one core could serve.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relaySigningInput } from '@shoppable/domain';
import autocannon from 'autocannon';
import { freshDatabase, startBuiltServer } from '../scripts/local.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = process.env.BENCH_MAIN ?? join(root, 'dist', 'main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const only = process.env.BENCH_ONLY;
const onlyRoute = process.env.BENCH_ROUTE;
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

/** The budgets (hardening issue): per database, the least req/s and the most p99 ms per route. */
const BUDGETS = {
  'embedded PGlite': { reqPerSec: 1000, p99Ms: 100 },
  PostgreSQL: { reqPerSec: 2500, p99Ms: 50 },
};

/** The hot-link ingestion budget (both databases): visits/s and p99 through signed relays. */
const INGEST_BUDGET = { reqPerSec: 2500, p99Ms: 50 };
/** The relay secret of the bench's servers (a started server needs one). */
const relaySecret = randomBytes(32).toString('hex');
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
/** Every relayed visit is a new shopper (its own address), so each one counts. */
let shopperCount = 0;

/** A visit of the hot link relayed by the link-page server: signed, for a new shopper. */
function signedVisit(request) {
  shopperCount += 1;
  const n = shopperCount;
  const body = JSON.stringify({ link_id: 'lk-demo-01', type: 'visit' });
  const shopper = { 'x-shopper-user-agent': PHONE, 'x-shopper-method': 'GET' };
  const timestamp = String(Date.now());
  const mac = createHmac('sha256', relaySecret)
    .update(relaySigningInput(timestamp, (name) => shopper[name], body))
    .digest('hex');
  return {
    ...request,
    body,
    headers: {
      'content-type': 'application/json',
      ...shopper,
      'x-relay-timestamp': timestamp,
      'x-relay-signature': `v1=${mac}`,
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
  };
}

/** The hot link's counted visits today, as its analytics answer them. */
async function visitsToday(base, token) {
  const day = new Date().toISOString().slice(0, 10);
  const response = await fetch(
    `${base}/admin/v1/analytics/links/lk-demo-01?from_date=${day}&to_date=${day}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const body = await response.json();
  return body.data.looks_analytics.visits;
}

/** Starts the built server on `databaseUrl` (PGlite in memory without one). */
function startServer(databaseUrl) {
  const env = { ...process.env, NODE_ENV: 'production', RELAY_SECRET: relaySecret };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return startBuiltServer(main, env, nodeArgs);
}

async function login(base) {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const body = await response.json();
  if (!body.status) throw new Error(`Login failed: ${body.error}`);
  return body.data.token;
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. The
 * server's CPU per request is steadier than req/s on a shared machine: it does not count the time
 * the server waits for a core.
 */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line (12 and 13 after the name).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The median of numbers (the lower middle one for an even count). */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Rows of the table: one per database and route. */
const rows = [];

async function measure(label, databaseUrl) {
  const server = await startServer(databaseUrl);
  try {
    // Sessions and lists come from memory only while the server hears change notifications.
    const listening = server.output().includes('Change notifications: listening');
    console.log(
      `  ${label}: change notifications ${listening ? 'heard' : 'NOT heard (per-request checks)'}`,
    );
    const token = await login(server.base);
    const targets = [
      {
        name: 'links list  POST /admin/v1/links/biz-demo?count=28',
        url: `${server.base}/admin/v1/links/biz-demo?count=28`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      },
      {
        name: 'page data   GET  /public/v1/pages/demo/lk-demo-01',
        url: `${server.base}/public/v1/pages/demo/lk-demo-01`,
        method: 'GET',
      },
      {
        name: 'hot link    POST /public/v1/events (signed relays, a new shopper each)',
        url: `${server.base}/public/v1/events`,
        method: 'POST',
        // autocannon builds each request anew through `setupRequest` only inside `requests`.
        requests: [{ method: 'POST', path: '/public/v1/events', setupRequest: signedVisit }],
        budget: INGEST_BUDGET,
        counted: () => visitsToday(server.base, token),
      },
    ];
    for (const target of targets.filter((t) => !onlyRoute || t.name.startsWith(onlyRoute))) {
      // A short warm-up so the first queries' planning (and the JIT) does not count.
      const { budget, counted, ...request } = target;
      await run({ ...request, duration: 2, connections: 5 });
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const countedBefore = counted ? await counted() : 0;
        const cpuBefore = cpuSeconds(server.pid);
        const result = await run(request);
        const cpuAfter = cpuSeconds(server.pid);
        if (counted) {
          // Nothing acknowledged is lost: every 2xx is a counted visit once the run is over (a few
          // more may be counted: requests still in flight when autocannon stopped).
          const recorded = (await counted()) - countedBefore;
          const lost = result['2xx'] - recorded;
          console.log(
            `  ${label} hot link run ${i + 1}: ${result['2xx']} acknowledged, ${recorded} counted` +
              (lost > 0 ? ` (${lost} LOST)` : ', nothing acknowledged lost'),
          );
        }
        const failed = result.non2xx + result.errors + result.timeouts;
        const cpuUs =
          cpuBefore === null || cpuAfter === null || result.requests.total === 0
            ? null
            : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
        results.push({ rps: result.requests.average, p99: result.latency.p99, failed, cpuUs });
        console.log(
          `  ${label} ${target.name} run ${i + 1}/${runs}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms` +
            (cpuUs === null ? '' : `, server CPU ${Math.round(cpuUs)} µs/request`) +
            (failed > 0 ? ` (${failed} failed)` : ''),
        );
      }
      rows.push({ label, name: target.name, results, budget });
    }
  } finally {
    await server.stop();
  }
}

/** Prints the table: median run (min–max), budget and pass/fail; answers whether all passed. */
function printTable() {
  const header = [
    'database',
    'route',
    'req/s median (min–max)',
    'p99 ms median (min–max)',
    'server CPU µs/req',
    'budget',
    'result',
  ];
  const lines = rows.map(({ label, name, results, budget: own }) => {
    const budget = own ?? BUDGETS[label];
    const rps = results.map((r) => r.rps);
    const p99 = results.map((r) => r.p99);
    const cpu = results.flatMap((r) => (r.cpuUs === null ? [] : [r.cpuUs]));
    const failed = results.reduce((sum, r) => sum + r.failed, 0);
    const pass = median(rps) >= budget.reqPerSec && median(p99) <= budget.p99Ms && failed === 0;
    return {
      pass,
      cells: [
        label,
        name,
        `${Math.round(median(rps))} (${Math.round(Math.min(...rps))}–${Math.round(Math.max(...rps))})`,
        `${median(p99)} (${Math.min(...p99)}–${Math.max(...p99)})`,
        cpu.length > 0 ? String(Math.round(median(cpu))) : 'n/a',
        `≥ ${budget.reqPerSec} req/s, p99 ≤ ${budget.p99Ms} ms`,
        (pass ? 'PASS' : 'FAIL') + (failed > 0 ? ` (${failed} failed requests)` : ''),
      ],
    };
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l.cells[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log('');
  console.log(format(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const line of lines) console.log(format(line.cells));
  return lines.every((line) => line.pass);
}

/** The PostgreSQL to measure: BENCH_DATABASE_URL, or a fresh database on a local server. */
async function postgresUrl() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  // BENCH_POSTGRES_SERVER: another server to create the fresh database on (its admin URL).
  const admin = process.env.BENCH_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // A fresh database each run, so the server seeds it the same way.
  return freshDatabase(admin, 'shoppable_bench');
}

if (!existsSync(main)) {
  console.error('No dist/main.js: run `pnpm --filter @shoppable/api build` first.');
  process.exit(1);
}
console.log(
  `API bench: ${connections} connections, ${duration} s per run, ${runs} run(s) per endpoint, loopback`,
);
// The embedded engine (PGlite) runs in memory here: the default folder apps/api/.data may hold a
// dev database of any age (or be locked by a running dev server), and a bench must start from the
// same seeded data every time.
if (only !== 'postgres') await measure('embedded PGlite', 'memory://');
const url = only === 'pglite' ? null : await postgresUrl();
if (url) await measure('PostgreSQL', url);
else if (only !== 'pglite') {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or start one on 127.0.0.1:5432)');
}
const allPassed = printTable();
if (!allPassed && process.env.BENCH_STRICT === '1') process.exitCode = 1;
