/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireFolderLock, DatabaseLockedError } from '@/server/db/lock';

function tempFolder() {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'safqa-lock-')), 'pglite');
}

describe('PGlite folder lock', () => {
  let holder: ChildProcess | undefined;
  afterEach(() => {
    holder?.kill();
    holder = undefined;
  });

  it('refuses a folder held by another live process, naming it and the pid', async () => {
    const folder = tempFolder();
    // A second real process takes the lock with the same code.
    holder = spawn(process.execPath, [
      '-e',
      `require('node:fs').writeFileSync(${JSON.stringify(folder + '.lock')}, JSON.stringify({pid: process.pid}), {flag: 'wx'}); console.log('held'); setInterval(() => {}, 1000);`,
    ]);
    // It says so once the lock file is written: no guess at how long that takes.
    await new Promise((resolve) => holder!.stdout!.once('data', resolve));
    expect(existsSync(folder + '.lock')).toBe(true);
    expect(() => acquireFolderLock(folder)).toThrow(DatabaseLockedError);
    expect(() => acquireFolderLock(folder)).toThrow(
      new RegExp(`in use by another process \\(pid ${holder.pid}\\)`),
    );
  });

  it('takes over a stale lock whose process is gone, and releases it', () => {
    const folder = tempFolder();
    writeFileSync(folder + '.lock', JSON.stringify({ pid: 2 ** 22 + 12345 }));
    const release = acquireFolderLock(folder);
    expect(existsSync(folder + '.lock')).toBe(true);
    release();
    expect(existsSync(folder + '.lock')).toBe(false);
  });

  it('refuses a second open inside the same process too', () => {
    const folder = tempFolder();
    const release = acquireFolderLock(folder);
    expect(() => acquireFolderLock(folder)).toThrow(DatabaseLockedError);
    release();
    const again = acquireFolderLock(folder);
    again();
  });
});
