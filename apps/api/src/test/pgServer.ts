/**
 * A throwaway PostgreSQL server of its own, for tests that stop and restart the server under a
 * running app: the shared server of the PostgreSQL leg (`DATABASE_URL`) serves the other test
 * files at the same time, so it is never the one restarted. Uses the same Debian binaries the leg
 * runs (`PG_BIN`, else the newest `/usr/lib/postgresql/<version>/bin`); as root, the cluster
 * belongs to the `postgres` user, as in `.ci/run`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder of PostgreSQL's server binaries, or a clear error naming what was looked for. */
export function postgresBin(): string {
  const given = process.env.PG_BIN?.trim();
  if (given) return given;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) {
    throw new Error(`No PostgreSQL server binaries: set PG_BIN or install Debian's postgresql`);
  }
  return join(root, newest, 'bin');
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A running throwaway server: its address and how to stop, start and remove it. */
export interface PgServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  /** A fast stop (open connections are terminated, as a restart does), waiting until it is down. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, waiting until it accepts connections. */
  start: () => Promise<void>;
  /** `pg_ctl restart` (fast): down and up again in one step. */
  restart: () => Promise<void>;
  /** Stops it and deletes its folder. */
  remove: () => Promise<void>;
}

/** initdb, then start on a free port of 127.0.0.1 (trust authentication, fsync off). */
export async function startPgServer(): Promise<PgServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'shoppable-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const pg = async (tool: string, args: string[]) => {
    const command = join(bin, tool);
    if (asRoot) await run('runuser', ['-u', 'postgres', '--', command, ...args]);
    else await run(command, args);
  };
  const data = join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`;
  const ctl = (...args: string[]) =>
    pg('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', ...args]);
  const start = () => ctl('-o', options, 'start');
  const stop = () => ctl('-m', 'fast', 'stop');
  await start();
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    restart: () => ctl('-m', 'fast', '-o', options, 'restart'),
    remove: async () => {
      if (removed) return;
      removed = true;
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
