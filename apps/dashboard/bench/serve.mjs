// What the dashboard's benches (routes.mjs, interactions.mjs) measure against: `vite preview` of the
// built dashboard on BENCH_PORT (or the bench's own port), the built API when none answers at
// VITE_API_URL (started allowing the preview's origin), and a session token of the seeded merchant
// `demo`, which a bench gives the /admin routes through the `auth` address parameter.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const app = join(dirname(fileURLToPath(import.meta.url)), '..');
export const dist = process.env.BENCH_DIST || join(app, 'dist');
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const api = process.env.VITE_API_URL || 'http://127.0.0.1:8787';

/** Waits until `url` answers, for at most 60 s (the API seeds its data first). */
async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    if (await up(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function up(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the preview (and the API if needed) on `BENCH_PORT`, else `defaultPort`, and signs in. Returns the
 * preview's origin, the merchant's token and `stop`, which ends the servers started here (so does
 * the process's exit).
 */
export async function serve(defaultPort) {
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const origin = `http://127.0.0.1:${port}`;
  const children = [];
  const stop = () => children.forEach((child) => child.kill());
  process.on('exit', stop);

  if (!existsSync(join(dist, 'index.html'))) {
    console.error('Build the dashboard first: pnpm --filter @shoppable/dashboard build');
    process.exit(1);
  }
  if (await up(`${api}/health`)) {
    // Someone else's API (another bench, an e2e run): the dashboard's calls need it to allow us.
    const health = await fetch(`${api}/health`, { headers: { Origin: origin } });
    if (health.headers.get('access-control-allow-origin') !== origin) {
      console.error(
        `The API at ${api} refuses ${origin} (CORS): stop it, or give the bench an API of its own` +
          ' (a build with another VITE_API_URL in BENCH_DIST, run with that VITE_API_URL)',
      );
      process.exit(1);
    }
  } else {
    const server = join(app, '..', 'api', 'dist', 'main.js');
    if (!existsSync(server)) {
      console.error(
        `The API is not running at ${api}; build it: pnpm --filter @shoppable/api build`,
      );
      process.exit(1);
    }
    children.push(
      // The preview's origin is not one of the API's default dashboard origins: allow it. The
      // seeded data in memory (unless DATABASE_URL says otherwise), the same on every run.
      spawn(process.execPath, [server], {
        cwd: join(app, '..', 'api'),
        stdio: 'ignore',
        env: {
          DATABASE_URL: 'memory://',
          ...process.env,
          PORT: new URL(api).port || '80',
          DASHBOARD_ORIGIN: origin,
        },
      }),
    );
    await waitFor(`${api}/health`);
  }
  // Vite's own bin through Node: the workspace hoists vite, so the app may have no `.bin/vite`.
  const require = createRequire(import.meta.url);
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

  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const token = (await login.json()).data?.token;
  if (!token) throw new Error('Could not log in as demo to measure the /admin routes');
  return { origin, token, stop };
}
