import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/server/db/client';

describe('embedded database lock across processes', () => {
  it('a second process on the same PGlite folder stops with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safqa-pglite-'));
    const held = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const second = spawnSync(
        process.execPath,
        ['node_modules/tsx/dist/cli.mjs', 'scripts/db-migrate.ts'],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '' },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`is in use by another process (pid ${process.pid})`);
      expect(second.stderr).toContain('set DATABASE_URL to use PostgreSQL');
    } finally {
      await held.close();
    }
    // Released: the next process opens it normally.
    const third = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/db-migrate.ts'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_OPTIONS: '' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(third.stdout).toContain('Migrated (pglite)');
    expect(third.status).toBe(0);
  });
});
