// A database restart under traffic is not an outage: runs the built server (`dist/main.js`) over a
// fresh database created on the server of DATABASE_URL (dropped at the end), sends it shopper and
// merchant requests from a few connections, restarts the PostgreSQL server with the shell command
// in PG_RESTART_COMMAND (`.ci/run` gives its `pg_ctl restart`) and checks that the process lives
// on, that every answer meanwhile is the data or the 503 envelope within 5 s, that requests succeed
// again within 5 s of the server's return, and that a change made after it still reaches the
// process's cached list (its listener subscribed again). Prints what it measured, one line per
// property, and exits non-zero when one does not hold.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './local.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.DATABASE_URL;
const restartCommand = process.env.PG_RESTART_COMMAND;
if (!serverUrl?.startsWith('postgres') || !restartCommand) {
  console.error(
    'Set DATABASE_URL to a PostgreSQL server (postgres://…) and PG_RESTART_COMMAND to the shell command that restarts it',
  );
  process.exit(2);
}

const BUDGET_MS = 5_000;
const MESSAGE = 'The service is briefly unavailable, please try again';
const LISTENING = 'Change notifications: listening';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `attempt` every 20 ms until it holds, for at most `ms`: answers how long it took, or null. */
async function within(ms, attempt) {
  const start = performance.now();
  for (;;) {
    if (await attempt()) return Math.round(performance.now() - start);
    if (performance.now() - start > ms) return null;
    await pause(20);
  }
}

function run(command) {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`"${command}" exited with ${code}`)),
    );
  });
}

const name = `shoppable_restart_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();
const target = new URL(serverUrl);
target.pathname = `/${name}`;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [join(root, 'dist', 'main.js')], {
  env: {
    ...process.env,
    DATABASE_URL: target.toString(),
    PORT: String(port),
    NODE_ENV: 'production',
    // A started server refuses to run without the secret its relays are signed with.
    RELAY_SECRET: process.env.RELAY_SECRET ?? randomBytes(32).toString('hex'),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
let exitCode = null;
const exited = new Promise((resolve) =>
  child.once('exit', (code, signal) => {
    exitCode = code ?? signal;
    resolve();
  }),
);
const listening = () => output.split(LISTENING).length - 1;

/** One request: its status, its envelope's error and how long it took. */
async function call(path, { token, body } = {}) {
  const start = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(3 * BUDGET_MS),
    });
    const answer = await response.json().catch(() => null);
    return { status: response.status, answer, ms: performance.now() - start };
  } catch (error) {
    return { status: 0, answer: { error: String(error) }, ms: performance.now() - start };
  }
}

const results = [];
function check(property, holds, detail) {
  results.push(holds);
  console.log(`${holds ? 'ok    ' : 'FAILED'} ${property}${holds ? '' : ` (${detail})`}`);
}

let db;
try {
  const started = await within(120_000, async () => {
    if (exitCode !== null) throw new Error(`The API process stopped:\n${output}`);
    return (await call('/health')).status === 200 && listening() === 1;
  });
  if (started === null) throw new Error(`The API process did not start:\n${output}`);
  const login = await call('/auth/login', { body: { username: 'demo', password: 'demo1234' } });
  const token = login.answer?.data?.token;
  if (!token) throw new Error(`Could not sign in: ${JSON.stringify(login.answer)}`);
  const list = () => call('/admin/v1/links/biz-demo?count=28', { token, body: {} });
  const requests = [() => call('/public/v1/pages/demo/lk-demo-01?device=PC'), list];

  const answers = [];
  let running = true;
  const traffic = Array.from({ length: 6 }, async (_, i) => {
    while (running)
      answers.push({ ...(await requests[i % requests.length]()), at: performance.now() });
  });
  await within(BUDGET_MS, () => answers.length >= 50);

  const restartStart = performance.now();
  await run(restartCommand);
  const backAt = performance.now();
  const restartMs = Math.round(backAt - restartStart);
  const answeredAgain = await within(BUDGET_MS, () =>
    answers.some((answer) => answer.at > backAt && answer.status === 200),
  );
  const resubscribed = await within(BUDGET_MS, () => listening() === 2);
  running = false;
  await Promise.all(traffic);

  const during = answers.filter((answer) => answer.at > restartStart);
  const wrong = during.filter(
    (answer) =>
      answer.status !== 200 && !(answer.status === 503 && answer.answer?.error === MESSAGE),
  );
  const slowest = Math.round(Math.max(...during.map((answer) => answer.ms)));
  const unavailable = during.filter((answer) => answer.status === 503).length;
  console.log(
    `restart took ${restartMs} ms; ${during.length} requests meanwhile and after: ${unavailable} answered 503, the slowest in ${slowest} ms`,
  );
  check('the API process lives through the restart', exitCode === null, `exited with ${exitCode}`);
  check(
    'every answer meanwhile is the data or the 503 envelope',
    wrong.length === 0,
    wrong
      .slice(0, 3)
      .map((answer) => `${answer.status} ${JSON.stringify(answer.answer)}`)
      .join('; '),
  );
  check(`every answer within ${BUDGET_MS} ms`, slowest < BUDGET_MS, `${slowest} ms`);
  check(
    `requests succeed again within ${BUDGET_MS} ms of the server's return (${answeredAgain} ms)`,
    answeredAgain !== null,
    'no 200 since',
  );
  check(
    `the change listener subscribes again by itself (${resubscribed} ms after the return)`,
    resubscribed !== null,
    output.trim().split('\n').slice(-5).join(' | '),
  );

  // A change made behind the API's back, after the restart, reaches its cached list once heard.
  await list();
  db = new pg.Client({ connectionString: target.toString() });
  await db.connect();
  const first = (await list()).answer?.data?.[0];
  const description = `Edited after the restart ${randomBytes(3).toString('hex')}`;
  await db.query('update links set description = $1 where id = $2', [description, first?.link_id]);
  const seenIn = await within(
    2_000,
    async () => (await list()).answer?.data?.[0]?.description === description,
  );
  check(
    `a change after the restart reaches the cached list (${seenIn} ms)`,
    seenIn !== null,
    'never seen',
  );
} catch (error) {
  console.error(error);
  results.push(false);
} finally {
  await db?.end().catch(() => undefined);
  child.kill('SIGTERM');
  await exited;
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  await dropper.end();
}
process.exit(results.length === 6 && results.every(Boolean) ? 0 : 1);
