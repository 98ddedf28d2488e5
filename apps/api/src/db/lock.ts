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
 * Takes an exclusive lock file holding this process's pid. PGlite has no lock of its own and a
 * second process writing the same folder loses data silently, so a second start is refused; a
 * lock left by a dead process is taken over. Returns the release function.
 */
export function acquireLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      } catch {
        continue; // Removed meanwhile: try again.
      }
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataFolderLockedError(
          `The database folder is in use by another API process (pid ${holder}); lock file ${lockPath}. ` +
            'Stop that process first, or set DATABASE_URL to use another database.',
        );
      }
      // Stale (dead pid or unreadable content): take it over.
      try {
        unlinkSync(lockPath);
      } catch {
        // Someone else removed it first.
      }
    }
  }
  throw new DataFolderLockedError(`Could not take the database lock ${lockPath}`);
}
