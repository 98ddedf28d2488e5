import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Db } from './db/client';
import { shutdown, type StoppableServer } from './shutdown';
import { runInBackground } from './store/jobs';

/** Background work only touches the database when it fails; these jobs never do. */
const unusedDb = {} as Db;

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A server and a database that write down when they close, in `events`. */
function fakes(events: string[], closeServerAfterMs = 0) {
  const server: StoppableServer & { dropped: boolean } = {
    dropped: false,
    close: (callback) => {
      setTimeout(() => {
        events.push('server closed');
        callback?.();
      }, closeServerAfterMs);
    },
    closeAllConnections: () => {
      server.dropped = true;
    },
  };
  const database = {
    close: async () => {
      events.push('database closed');
    },
  };
  return { server, database };
}

describe('shutdown', () => {
  it('closes the database only after the running jobs have finished', async () => {
    const events: string[] = [];
    const job = deferred();
    runInBackground(unusedDb, 'job-1', async () => {
      await job.promise;
      events.push('job done');
    });
    const { server, database } = fakes(events);
    const stopping = shutdown(server, database, { graceMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['server closed']);
    job.resolve();
    expect(await stopping).toBe(true);
    expect(events).toEqual(['server closed', 'job done', 'database closed']);
    expect(server.dropped).toBe(false);
  });

  it('waits for open requests, and jobs they start, before closing the database', async () => {
    const events: string[] = [];
    const { server, database } = fakes(events, 30);
    runInBackground(unusedDb, 'job-2', async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      events.push('job done');
    });
    expect(await shutdown(server, database, { graceMs: 5_000 })).toBe(true);
    expect(events).toEqual(['server closed', 'job done', 'database closed']);
  });

  it('stops waiting after the grace time: drops open connections and closes the database', async () => {
    const events: string[] = [];
    const job = deferred();
    runInBackground(unusedDb, 'job-3', () => job.promise);
    const { server, database } = fakes(events);
    const started = Date.now();
    expect(await shutdown(server, database, { graceMs: 100 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.dropped).toBe(true);
    expect(events).toEqual(['server closed', 'database closed']);
    job.resolve();
  });

  it('stops the workers and closes the database only after their work under way', async () => {
    const events: string[] = [];
    const pass = deferred();
    const worker = {
      stop: async () => {
        events.push('worker stopping');
        await pass.promise;
        events.push('worker stopped');
      },
    };
    const { server, database } = fakes(events);
    const stopping = shutdown(server, database, { graceMs: 5_000, workers: [worker] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['worker stopping', 'server closed']);
    pass.resolve();
    expect(await stopping).toBe(true);
    expect(events).toEqual([
      'worker stopping',
      'server closed',
      'worker stopped',
      'database closed',
    ]);
  });

  it('closes a real HTTP server with a keep-alive connection open', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { connection: 'keep-alive' },
    });
    expect(await answer.text()).toBe('ok');
    const events: string[] = [];
    expect(await shutdown(server, fakes(events).database, { graceMs: 5_000 })).toBe(true);
    expect(server.listening).toBe(false);
    expect(events).toEqual(['database closed']);
  });
});
