// Two API processes on one PostgreSQL database behave as one (state lives in the database):
// a login limit reached across both, a session revoked on one refused by the other, a job started
// on one finished on the other. Runs the built server (`dist/main.js`) twice over a fresh database
// created on the server of DATABASE_URL (dropped at the end); `.ci/run` runs it in its PostgreSQL
// leg. Prints one line per property and exits non-zero when one does not hold.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL server (postgres://…)');
  process.exit(2);
}

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

/** Starts one API process; resolves with its base URL and a stop function once it answers. */
async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist', 'main.js')], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`An API process stopped:\n${output}`);
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`An API process did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { base, stop: () => (child.kill('SIGTERM'), exited) };
}

async function call(base, path, { token, body, method = body ? 'POST' : 'GET' } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: await response.json() };
}

const name = `shoppable_cluster_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const target = new URL(serverUrl);
target.pathname = `/${name}`;
const uploads = mkdtempSync(join(tmpdir(), 'shoppable-cluster-'));
const env = {
  DATABASE_URL: target.toString(),
  // Secrets and files are shared as they would be between real replicas.
  MEDIA_SIGNING_KEY: randomBytes(32).toString('hex'),
  UPLOADS_DIR: uploads,
  LOGIN_MAX_FAILURES_PER_USERNAME: '3',
};

const results = [];
function check(property, holds, detail) {
  results.push(holds);
  console.log(`${holds ? 'ok    ' : 'FAILED'} ${property}${holds ? '' : ` (${detail})`}`);
}

const started = [];
try {
  // The first process migrates and seeds; the second starts on the ready database.
  const a = await startApi(env);
  started.push(a);
  const b = await startApi(env);
  started.push(b);

  const fail = (api) =>
    call(api.base, '/auth/login', { body: { username: 'acme', password: 'wrong-1' } });
  const failures = [await fail(a), await fail(b), await fail(a)].map((r) => r.status);
  const afterLimit = await fail(b);
  check(
    'a login limit is reached across both processes',
    failures.join() === '401,401,401' && afterLimit.status === 429,
    `${failures.join()} then ${afterLimit.status}`,
  );

  const login = await call(a.base, '/auth/login', {
    body: { username: 'demo', password: 'demo1234' },
  });
  const token = login.body.data?.token;
  const before = await call(b.base, '/auth/verify', { token, body: {} });
  await call(a.base, '/auth/logout', { token, body: {} });
  const after = await call(b.base, '/auth/verify', { token, body: {} });
  check(
    'a session revoked on one process is refused by the other',
    before.status === 200 && after.status === 401,
    `before ${before.status}, after ${after.status}`,
  );

  const { body: again } = await call(b.base, '/auth/login', {
    body: { username: 'demo', password: 'demo1234' },
  });
  const session = again.data?.token;
  const presigned = await call(a.base, '/admin/v1/media/presigned-url', {
    token: session,
    body: { filename: 'cluster.png', content_type: 'image/png' },
  });
  const signed = new URL(presigned.body.data.presigned_url);
  const put = await fetch(`${b.base}${signed.pathname}${signed.search}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  });
  const job = await call(a.base, '/admin/v1/media/trigger-compression', {
    token: session,
    body: { file_url: presigned.body.data.destination_url },
  });
  let status = 'RUNNING';
  const deadline = Date.now() + 30_000;
  while (status === 'RUNNING' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await call(b.base, '/admin/v1/media/check-compression-status', {
      token: session,
      body: { job_id: job.body.data?.job_id },
    });
    status = answer.body.data?.job_status ?? `HTTP ${answer.status}`;
  }
  check(
    'a job started on one process is finished on the other',
    put.status === 200 && job.status === 200 && status === 'COMPLETE',
    `upload ${put.status}, trigger ${job.status}, status ${status}`,
  );
} finally {
  await Promise.all(started.map((api) => api.stop()));
  rmSync(uploads, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`).catch(() => undefined);
  await admin.end();
}
process.exit(results.length === 3 && results.every(Boolean) ? 0 : 1);
