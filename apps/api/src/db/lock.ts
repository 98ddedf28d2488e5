import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Thrown when another live process holds the data folder. */
export class DataFolderLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started (clock ticks since boot, field 22 of Linux's /proc/{pid}/stat), or null
 * where /proc does not tell. A pid and its start time name one process: pids are reused (after
 * kill -9 in a container the new API is pid 1 again, like the one that held the lock).
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** What the lock file holds: `pid` or `pid start`. */
const holderOf = (content: string) => {
  const [pid, start] = content.trim().split(/\s+/);
  return { pid: Number.parseInt(pid ?? '', 10), start: start ?? null };
};

/** Whether the recorded holder is still the same live process. */
function holds(holder: { pid: number; start: string | null }): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !isAlive(holder.pid)) return false;
  const start = processStart(holder.pid);
  return holder.start === null || start === null || start === holder.start;
}

/**
 * Takes an exclusive lock file holding this process's pid and start time. PGlite has no lock of
 * its own and a second process writing the same folder loses data silently, so a second start is
 * refused; a lock left by a dead process, or by a pid now used by another process, is taken over.
 * Returns the release function.
 */
export function acquireLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  const start = processStart(process.pid);
  const mine = start ? `${process.pid} ${start}` : String(process.pid);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, mine);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockPath, 'utf8').trim() === mine) unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder;
      try {
        holder = holderOf(readFileSync(lockPath, 'utf8'));
      } catch {
        continue; // Removed meanwhile: try again.
      }
      if (holds(holder)) {
        throw new DataFolderLockedError(
          `The database folder is in use by another API process (pid ${holder.pid}); lock file ${lockPath}. ` +
            'Stop that process first, or set DATABASE_URL to use another database.',
        );
      }
      // Stale (dead pid, a reused pid or unreadable content): take it over.
      try {
        unlinkSync(lockPath);
      } catch {
        // Someone else removed it first.
      }
    }
  }
  throw new DataFolderLockedError(`Could not take the database lock ${lockPath}`);
}
