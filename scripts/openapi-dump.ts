// tsx scripts/openapi-dump.ts <folder> — both OpenAPI documents, as the running API serves them,
// written to <folder>/main.json and <folder>/worker.json for `npm run lint:api`. The apps are
// built in this process and asked for their documents; no server, database or mail is reached.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAIN_API_BASE, WORKER_API_BASE } from '../lib/api/constants';
import { createMainApi, createWorkerApi } from '../server/api/app';
import type { ApiDeps } from '../server/api/context';
import { createRateLimits } from '../server/auth/rate-limits';
import { defaultAuthConfig } from '../server/auth/tokens';
import { createLogger } from '../server/log';
import { createMailer } from '../server/mail/mailer';

async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: tsx scripts/openapi-dump.ts <folder>');
    process.exit(2);
  }
  mkdirSync(folder, { recursive: true });
  const logger = createLogger('error');
  const deps: ApiDeps = {
    getDb: () => Promise.reject(new Error('the OpenAPI documents need no database')),
    logger,
    auth: defaultAuthConfig('openapi-dump-openapi-dump-openapi-dump-00', 'http://localhost:3000'),
    mailer: createMailer({ from: 'Safqa <dump@safqa.test>', outboxDir: folder, logger }),
    limits: createRateLimits(),
    oauth: {},
  };
  const documents = [
    ['main.json', createMainApi(deps), MAIN_API_BASE],
    ['worker.json', createWorkerApi(deps), WORKER_API_BASE],
  ] as const;
  for (const [file, app, base] of documents) {
    const answer = await app.request(`${base}/openapi.json`);
    if (answer.status !== 200) throw new Error(`${base}/openapi.json answered ${answer.status}`);
    writeFileSync(path.join(folder, file), JSON.stringify(await answer.json(), null, 2) + '\n');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
