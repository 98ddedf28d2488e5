// What the API's benches and process checks share: a free port, the built server started on it,
// and a fresh database on a PostgreSQL server.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Creates database `name` afresh (dropped first) on the server of the admin URL `admin`; resolves
 * with its URL, or null when no server answers there.
 */
export async function freshDatabase(admin, name) {
  const target = new URL(admin);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
    return target.toString();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Starts the built server `main` on a free port with `env` (PORT added) and node's `nodeArgs`;
 * resolves once /health answers (120 s at most) with its base URL, pid, output and a stop.
 */
export async function startBuiltServer(main, env, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped:\n${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
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
  return { base, stop, pid: child.pid, output: () => output };
}
