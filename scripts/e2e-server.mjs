// The Playwright web server: the built app on its own port with a fresh data folder.
import { rmSync } from 'node:fs';
import { seedAndStart } from './run-app.mjs';

const port = Number(process.env.E2E_PORT || 3100);
const dataDir = process.env.E2E_DATA_DIR || './data/e2e';
rmSync(dataDir, { recursive: true, force: true });
seedAndStart({
  port,
  env: { DATA_DIR: dataDir, APP_URL: `http://localhost:${port}`, HOST: '127.0.0.1', LOG_LEVEL: 'error', DATABASE_URL: '' },
});
