// API throughput: requests per second and p99 latency of the links list and the public page-data
// endpoint, 50 connections for 10 s on loopback (autocannon), against the built server
// (`dist/main.js`; `pnpm --filter @shoppable/api bench` builds it first), for the embedded database
// (PGlite, freshly seeded in memory) and,
// when `BENCH_DATABASE_URL` is set or a local PostgreSQL answers on 127.0.0.1:5432, PostgreSQL.
// Printed, not asserted. Options (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS
// (default 50).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = join(root, 'dist', 'main.js');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built server; resolves with its base URL and a stop function once /health answers. */
async function startServer(databaseUrl) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped:\n${output}`);
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server did not start within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { base, stop };
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

async function measure(label, databaseUrl) {
  const server = await startServer(databaseUrl);
  try {
    const token = await login(server.base);
    const targets = [
      {
        name: 'links list   POST /admin/v1/links/biz-demo',
        url: `${server.base}/admin/v1/links/biz-demo?count=28`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      },
      {
        name: 'page data    GET  /public/v1/pages/demo/lk-demo-01',
        url: `${server.base}/public/v1/pages/demo/lk-demo-01`,
        method: 'GET',
      },
    ];
    for (const target of targets) {
      // A short warm-up so the first queries' planning does not count.
      await run({ ...target, duration: 1, connections: 5 });
      const result = await run(target);
      const failed = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${label.padEnd(22)} ${target.name}  ${Math.round(result.requests.average)
          .toString()
          .padStart(6)} req/s  p99 ${String(result.latency.p99).padStart(5)} ms` +
          (failed > 0 ? `  (${failed} failed)` : ''),
      );
    }
  } finally {
    await server.stop();
  }
}

/** The PostgreSQL to measure: BENCH_DATABASE_URL, or a fresh database on a local server. */
async function postgresUrl() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    // A fresh database each run, so the server seeds it the same way.
    await client.query('DROP DATABASE IF EXISTS shoppable_bench');
    await client.query('CREATE DATABASE shoppable_bench');
    return 'postgres://postgres@127.0.0.1:5432/shoppable_bench';
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

if (!existsSync(main)) {
  console.error('No dist/main.js: run `pnpm --filter @shoppable/api build` first.');
  process.exit(1);
}
console.log(`API bench: ${connections} connections, ${duration} s per endpoint, loopback`);
// The embedded engine (PGlite) runs in memory here: the default folder apps/api/.data may hold a
// dev database of any age (or be locked by a running dev server), and a bench must start from the
// same seeded data every time.
await measure('embedded PGlite', 'memory://');
const url = await postgresUrl();
if (url) await measure('PostgreSQL', url);
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or start one on 127.0.0.1:5432)');
