// Two API processes on one PostgreSQL database behave as one (state lives in the database):
// a login limit reached across both, a session revoked on one refused by the other, a job started
// on one finished on the other, a link created and edited on one shown by the other's cached list
// (sessions and lists are kept in memory and dropped by change notifications: the revoke and the
// edits are seen once the other process hears them, within 2 s or the check fails; each line says
// whether it was the next read or after how long), visits of the same shoppers through both summed
// exactly, and a link deleted on one refusing its events on the other. Runs the built server (`dist/main.js`) twice over a fresh database
// created on the server of DATABASE_URL (dropped at the end); `.ci/run` runs it in its PostgreSQL
// leg. Prints one line per property and exits non-zero when one does not hold.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relaySigningInput } from '@shoppable/domain';
import pg from 'pg';
import { freePort } from './local.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL server (postgres://…)');
  process.exit(2);
}

/** Starts one API process; resolves with its base URL and a stop function once it answers. */
async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist', 'main.js')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
    },
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
  return { base, output: () => output, stop: () => (child.kill('SIGTERM'), exited) };
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
  // A started server refuses to run without the secret its relays are signed with.
  RELAY_SECRET: randomBytes(32).toString('hex'),
};

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A visit of `linkId` relayed (signed) by the link-page server for the shopper at `address`. */
async function relayedVisit(base, linkId, address) {
  const body = JSON.stringify({ link_id: linkId, type: 'visit' });
  const shopper = { 'x-shopper-user-agent': PHONE, 'x-shopper-method': 'GET' };
  const timestamp = String(Date.now());
  const mac = createHmac('sha256', env.RELAY_SECRET)
    .update(relaySigningInput(timestamp, (header) => shopper[header], body))
    .digest('hex');
  const response = await fetch(`${base}/public/v1/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...shopper,
      'x-relay-timestamp': timestamp,
      'x-relay-signature': `v1=${mac}`,
      'x-forwarded-for': address,
    },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Reads until `holds(answer)`, for at most 2 s: another process sees a change once its listener
 * hears the commit's notification, which can come a few milliseconds after the writer's answer
 * on a loaded machine. Answers the last answer and when it was seen (`next read` or a delay).
 */
async function seen(read, holds) {
  const start = performance.now();
  let answer = await read();
  let reads = 1;
  while (!holds(answer) && performance.now() - start < 2000) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    answer = await read();
    reads += 1;
  }
  const when = reads === 1 ? 'next read' : `after ${Math.round(performance.now() - start)} ms`;
  return { answer, when };
}

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

  check(
    'both processes hear change notifications (sessions and lists kept in memory)',
    [a, b].every((api) => api.output().includes('Change notifications: listening')),
    [a, b].map((api) => api.output().trim()).join(' | '),
  );

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
  const { answer: after, when: refused } = await seen(
    () => call(b.base, '/auth/verify', { token, body: {} }),
    (answer) => answer.status === 401,
  );
  check(
    `a session revoked on one process is refused by the other (${refused})`,
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

  const db = new pg.Client({ connectionString: target.toString() });
  await db.connect();
  const { rows } = await db
    .query(`select inventory_id from products where business_id = 'biz-demo' limit 1`)
    .finally(() => db.end());
  const listOnB = async () =>
    (await call(b.base, '/admin/v1/links/biz-demo?count=28', { token: session, body: {} })).body
      .data?.[0];
  await listOnB();
  await listOnB();
  const look = {
    business_id: 'biz-demo',
    link_type: 'LOOK',
    description: 'Made on A',
    images: [{ src: 'https://cdn.shoppable.test/cluster.png', id: null }],
    inventory_ids: rows.map((row) => row.inventory_id),
  };
  const created = await call(a.base, '/admin/v1/links/create', { token: session, body: look });
  const { answer: shownNew, when: newSeen } = await seen(
    listOnB,
    (first) => first?.link_id === created.body.data?.link_id,
  );
  const edited = await call(a.base, `/admin/v1/links/${created.body.data?.link_id}/edit`, {
    token: session,
    body: { ...look, description: 'Edited on A', version: created.body.data?.version },
  });
  const { answer: shownEdit, when: editSeen } = await seen(
    listOnB,
    (first) => first?.description === 'Edited on A',
  );
  check(
    `a link created and edited on one process is in the other's cached list (${newSeen}, ${editSeen})`,
    created.status === 200 &&
      shownNew?.link_id === created.body.data.link_id &&
      edited.status === 200 &&
      shownEdit?.description === 'Edited on A',
    `create ${created.status}, then first ${shownNew?.link_id}; edit ${edited.status}, then "${shownEdit?.description}"`,
  );

  // Every shopper visits twice through each process at once: one visit counts, three are repeats.
  const counted = async (linkId) => {
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    try {
      const { rows: events } = await client.query(
        `select type, sum(count)::int as n from link_events where link_id = $1 group by type`,
        [linkId],
      );
      const { rows: totals } = await client.query('select total_visits from links where id = $1', [
        linkId,
      ]);
      const of = (type) => events.find((row) => row.type === type)?.n ?? 0;
      return {
        visits: of('visit'),
        repeats: of('visit_filtered_repeat'),
        total: totals[0]?.total_visits,
      };
    } finally {
      await client.end();
    }
  };
  const hot = 'lk-demo-01';
  const start = await counted(hot);
  const shoppers = Array.from({ length: 100 }, (_, i) => `10.9.${i >> 8}.${i & 255}`);
  const statuses = await Promise.all(
    shoppers.flatMap((address) => [a, b, a, b].map((api) => relayedVisit(api.base, hot, address))),
  );
  const end = await counted(hot);
  check(
    'visits of the same shoppers through both processes sum exactly (each counted once)',
    statuses.every((s) => s === 200) &&
      end.visits - start.visits === 100 &&
      end.repeats - start.repeats === 300 &&
      end.total - start.total === 100,
    `${statuses.filter((s) => s !== 200).length} failed; +${end.visits - start.visits} counted, ` +
      `+${end.repeats - start.repeats} repeats, total +${end.total - start.total}`,
  );

  const doomed = created.body.data?.link_id;
  const beforeDelete = await relayedVisit(b.base, doomed, '10.9.200.1');
  const deleted = await fetch(`${a.base}/admin/v1/links/${doomed}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${session}` },
  });
  const { answer: afterDelete, when: refusedWhen } = await seen(
    () => relayedVisit(b.base, doomed, '10.9.200.2'),
    (status) => status === 404,
  );
  check(
    `a link deleted on one process refuses its events on the other (${refusedWhen})`,
    beforeDelete === 200 && deleted.ok && afterDelete === 404,
    `before ${beforeDelete}, delete ${deleted.status}, after ${afterDelete}`,
  );
} finally {
  await Promise.all(started.map((api) => api.stop()));
  rmSync(uploads, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`).catch(() => undefined);
  await admin.end();
}
process.exit(results.length === 7 && results.every(Boolean) ? 0 : 1);
