import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireLock, DataFolderLockedError, processStart } from './lock';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'shoppable-api-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('database', () => {
  it('applies the migrations on PGlite in memory', async () => {
    const database = await openDatabase({ url: 'memory://' });
    try {
      const result = (await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      const tables = result.rows.map((row) => row.table_name);
      expect(tables).toEqual(
        expect.arrayContaining(['auth_tokens', 'businesses', 'influencers', 'sessions', 'users']),
      );
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses a second start on the same folder with a clear message, and frees it on close', async () => {
    const dataDir = tempFolder();
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataFolderLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `in use by another API process (pid ${process.pid})`,
      );
    } finally {
      await first.close();
    }
    const release = acquireLock(join(dataDir, 'api.lock'));
    release();
  }, 60_000);

  it('takes over a stale lock left by a dead process', () => {
    const lockPath = join(tempFolder(), 'api.lock');
    writeFileSync(lockPath, '2147483646');
    const release = acquireLock(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(`${process.pid} ${processStart(process.pid)}`);
    release();
    expect(() => readFileSync(lockPath)).toThrow();
  });

  it('takes over a lock whose pid now names another process (pid 1 after kill -9 in a container)', () => {
    const lockPath = join(tempFolder(), 'api.lock');
    // Pid 1 is alive, but no process has run for 10^12 ticks: pid 1 is another process now.
    writeFileSync(lockPath, '1 999999999999');
    const release = acquireLock(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(`${process.pid} ${processStart(process.pid)}`);
    release();
  });

  it('reads a process start time from /proc', () => {
    expect(processStart(process.pid)).toMatch(/^\d+$/);
    expect(processStart(2147483646)).toBeNull();
  });

  it('refuses a lock held by a live process', () => {
    const lockPath = join(tempFolder(), 'api.lock');
    writeFileSync(lockPath, String(process.pid));
    expect(() => acquireLock(lockPath)).toThrow(/in use by another API process/);
  });
});
