// Analytics of a big merchant: how long each analytics call takes when `demo` holds N synthetic
// orders (PAID, 3 lines, the last 90 days; `pnpm --filter @shoppable/api seed --orders N`), against
// the built server (`dist/main.js`) on PostgreSQL. Each call is made once to warm up, then
// BENCH_ANALYTICS_RUNS times (default 5) one after the other; the table prints the median and the
// slowest run against the budget (300 ms per call) with a pass or fail mark. Printed, not asserted:
// the exit status is 0 unless BENCH_STRICT=1 and a budget fails. Options (environment):
// - BENCH_ORDERS: the orders to add to a fresh database (default 1000000);
// - BENCH_ANALYTICS_DATABASE_URL: a database that already holds the big merchant (nothing seeded);
// - BENCH_POSTGRES_SERVER: the admin URL of the server to create the fresh database on
//   (default postgres://postgres@127.0.0.1:5432/postgres); no server answering: skipped;
// - BENCH_MAIN: another built server entry (e.g. an older build, to compare before/after).
// The server runs without a statement timeout unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise,
// so a slow call is measured instead of cut off.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freshDatabase, startBuiltServer } from '../scripts/local.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = process.env.BENCH_MAIN ?? join(root, 'dist', 'main.js');
const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const runs = Math.max(1, Number(process.env.BENCH_ANALYTICS_RUNS ?? 5));
const BUDGET_MS = 300;
const BUSINESS = 'biz-demo';

/** Runs a command to its end; rejects with its output when it fails. */
function runCommand(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} failed:\n${output}`)),
    );
  });
}

/** The database to measure: BENCH_ANALYTICS_DATABASE_URL, or a fresh one seeded with N orders. */
async function databaseUrl() {
  if (process.env.BENCH_ANALYTICS_DATABASE_URL) return process.env.BENCH_ANALYTICS_DATABASE_URL;
  const admin = process.env.BENCH_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const target = await freshDatabase(admin, 'shoppable_bench_analytics');
  if (target === null) return null;
  const started = Date.now();
  // tsx is the workspace root's (the package's own folder has none).
  const tsx = [
    join(root, 'node_modules', '.bin', 'tsx'),
    join(root, '..', '..', 'node_modules', '.bin', 'tsx'),
  ].find((path) => existsSync(path));
  if (!tsx) throw new Error('No tsx to run the seed with: run `pnpm install` first');
  await runCommand(
    tsx,
    ['--conditions=@shoppable/source', 'src/seed/cli.ts', '--orders', String(orders)],
    { ...process.env, DATABASE_URL: target },
  );
  console.log(
    `Seeded demo with ${orders.toLocaleString('en-US')} orders in ${Date.now() - started} ms`,
  );
  // Fresh statistics, as autovacuum would gather them on a database that lived a while.
  const analyze = new pg.Client({ connectionString: target });
  await analyze.connect();
  await analyze.query('ANALYZE');
  await analyze.end();
  return target;
}

/** Starts the built server on `url`, without a statement timeout unless one is set. */
function startServer(url) {
  return startBuiltServer(main, {
    ...process.env,
    NODE_ENV: 'production',
    RELAY_SECRET: process.env.RELAY_SECRET ?? 'bench-relay-secret-of-at-least-32-characters',
    DATABASE_URL: url,
    DATABASE_STATEMENT_TIMEOUT_MS: process.env.DATABASE_STATEMENT_TIMEOUT_MS ?? '0',
  });
}

async function call(base, token, path) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!body.status) throw new Error(`${path}: ${response.status} ${body.error}`);
  return { ms, data: body.data };
}

const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

if (!existsSync(main)) {
  console.error('No dist/main.js: run `pnpm --filter @shoppable/api build` first.');
  process.exit(1);
}
console.log(
  `Analytics bench: a big merchant on PostgreSQL, ${runs} run(s) per call, budget ${BUDGET_MS} ms`,
);
const url = await databaseUrl();
if (!url) {
  console.log(
    'Analytics of a big merchant: skipped (no PostgreSQL answers; set BENCH_POSTGRES_SERVER or BENCH_ANALYTICS_DATABASE_URL)',
  );
} else {
  const server = await startServer(url);
  try {
    const login = await fetch(`${server.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    const token = (await login.json()).data.token;
    const counted = new pg.Client({ connectionString: url });
    await counted.connect();
    const held = Number(
      (await counted.query('SELECT count(*) AS n FROM orders WHERE business_id = $1', [BUSINESS]))
        .rows[0].n,
    );
    await counted.end();
    const top = await call(server.base, token, '/admin/v1/products/trends/top-performing');
    const best = top.data[0]?.product_id ?? 'prd-demo-0001';
    const calls = [
      ['report, month', `/admin/v1/analytics/${BUSINESS}?from_date=${day(29)}&to_date=${day(0)}`],
      ['lifetime', `/admin/v1/analytics/${BUSINESS}/lifetime`],
      ['link rows', `/admin/v1/analytics/${BUSINESS}/links?kind=link`],
      ['trends top', '/admin/v1/products/trends/top-performing'],
      ['combinations', '/admin/v1/products/trends/top-combinations'],
      ['complementary', `/admin/v1/products/trends/complementary/${best}`],
      ['influencer insights', '/admin/v1/insights/overview'],
    ];
    const rows = [];
    for (const [label, path] of calls) {
      await call(server.base, token, path);
      const times = [];
      for (let i = 0; i < runs; i += 1) times.push((await call(server.base, token, path)).ms);
      rows.push({ label, median: median(times), max: Math.max(...times) });
    }
    console.log(`\ndemo holds ${held.toLocaleString('en-US')} orders\n`);
    const header = ['call', 'median ms', 'slowest ms', `budget ≤ ${BUDGET_MS} ms`];
    const lines = rows.map((r) => [
      r.label,
      r.median.toFixed(1),
      r.max.toFixed(1),
      r.median <= BUDGET_MS ? 'PASS' : 'FAIL',
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
    const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    console.log(format(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const line of lines) console.log(format(line));
    if (process.env.BENCH_STRICT === '1' && rows.some((r) => r.median > BUDGET_MS)) {
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}
