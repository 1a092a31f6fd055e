import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no locking of its own: two processes on one folder corrupt it, and it says nothing.
 * We take `<folder>.lock` exclusively (O_EXCL) with our pid; a lock whose process is gone
 * is taken over, a live one stops the start with a clear message.
 */
export class DatabaseLockedError extends Error {
  constructor(
    public readonly folder: string,
    public readonly holderPid: number,
  ) {
    super(
      `The embedded database folder ${folder} is in use by another process (pid ${holderPid}). ` +
        `Stop that process first, or set DATABASE_URL to use PostgreSQL.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | null {
  try {
    const pid = Number(JSON.parse(readFileSync(file, 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock for `folder`; returns the function that releases it. */
export function acquireFolderLock(folder: string): () => void {
  const file = `${path.resolve(/*turbopackIgnore: true*/ folder)}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), {
        flag: 'wx',
      });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readHolder(file) === process.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== null && isAlive(holder)) throw new DatabaseLockedError(folder, holder);
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
