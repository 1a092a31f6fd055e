// npm run lint:api — both OpenAPI documents (main and worker), written from the apps by
// scripts/openapi-dump.ts into a temporary folder, linted by Redocly with redocly.yaml (the
// recommended rules). Any error or warning fails the run, and the folder is then kept so that
// `npx redocly lint <file>` shows each problem in its context.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
// No usage report and no update check from Redocly.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const folder = mkdtempSync(path.join(tmpdir(), 'safqa-openapi-'));
const dump = spawnSync(bin('tsx'), ['scripts/openapi-dump.ts', folder], { stdio: 'inherit' });
if (dump.status !== 0) process.exit(dump.status ?? 1);

let problems = 0;
for (const file of ['main.json', 'worker.json'].map((name) => path.join(folder, name))) {
  const lint = spawnSync(bin('redocly'), ['lint', '--format=json', '--max-problems=1000', file], {
    env,
    encoding: 'utf8',
  });
  let report;
  try {
    report = JSON.parse(lint.stdout);
  } catch {
    process.stderr.write(lint.stdout + lint.stderr);
    process.exit(lint.status || 1);
  }
  const { errors, warnings } = report.totals;
  console.log(`${path.basename(file)}: ${errors} errors, ${warnings} warnings`);
  for (const problem of report.problems) {
    const where = problem.location?.[0]?.pointer ?? '';
    console.log(`  ${problem.severity} ${problem.ruleId}: ${problem.message} ${where}`);
  }
  problems += errors + warnings;
  if (lint.status !== 0 && errors === 0) process.exit(lint.status ?? 1);
}

if (problems > 0) {
  console.log(`The documents are kept in ${folder} (npx redocly lint <file> shows each problem).`);
  process.exit(1);
}
rmSync(folder, { recursive: true, force: true });
