// node scripts/check-skipped.mjs <report.json>… — the tests that need a service, run or skipped.
//
// Reads Jest (`--json`) and Playwright (json reporter) reports of one CI run. A test needs a
// service when its title (tests/support/services.ts; tests/e2e/support/processes.ts) or its skip
// reason says `[needs postgres]`, `[needs postgres, redis]`…. Each such test is listed with how it ended; a
// test run in any of the reports counts as run. The check fails when one was skipped in every
// report while each service it needs answers on this machine: CI had the service and did not
// give it to the test.
import { readFileSync } from 'node:fs';
import net from 'node:net';

/** Where each service answers on this machine (CI's own); SAFQA_PROBE_<SERVICE>=host:port moves one. */
const PROBES = {
  postgres: '127.0.0.1:5432',
  pgbouncer: '127.0.0.1:6432',
  redis: '127.0.0.1:6379',
};

const NEEDS = /\[needs ([a-z, ]+)\]/;

/** The services a title or reason names, or none. */
function servicesIn(text) {
  const match = NEEDS.exec(text ?? '');
  return match ? match[1].split(',').map((s) => s.trim()) : [];
}

/** Jest's report: every test of every file, with the services its titles name. */
function fromJest(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => {
      const name = [...test.ancestorTitles, test.title].join(' › ');
      return {
        id: `${file.name.replace(`${process.cwd()}/`, '')} › ${name}`,
        services: servicesIn(name),
        status: test.status === 'pending' || test.status === 'todo' ? 'skipped' : test.status,
      };
    }),
  );
}

/** Playwright's outcome of a test in the words Jest uses. */
const PLAYWRIGHT_STATUS = { expected: 'passed', unexpected: 'failed', flaky: 'flaky' };

/** Playwright's report: every test of every project, with the services its skip reason names. */
function fromPlaywright(report) {
  const tests = [];
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const reasons = test.annotations.map((a) => a.description ?? '').join(' ');
        const name = [...path, spec.title].join(' › ');
        tests.push({
          id: `${test.projectName} › ${name}`,
          services: servicesIn(`${name} ${reasons}`),
          status: PLAYWRIGHT_STATUS[test.status] ?? test.status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites) walk(suite, []);
  return tests;
}

function answers(service) {
  const [host, port] = (
    process.env[`SAFQA_PROBE_${service.toUpperCase()}`] ??
    PROBES[service] ??
    ''
  ).split(':');
  if (!host || !port) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const done = (up) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node scripts/check-skipped.mjs <jest or playwright report.json>…');
  process.exit(2);
}

/** id → { services, ran, statuses } over every report. */
const tests = new Map();
for (const file of files) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const found = report.testResults ? fromJest(report) : fromPlaywright(report);
  for (const test of found.filter((t) => t.services.length)) {
    const seen = tests.get(test.id) ?? { services: test.services, ran: false, statuses: [] };
    seen.ran ||= test.status !== 'skipped';
    seen.statuses.push(test.status);
    tests.set(test.id, seen);
  }
}

const services = [...new Set([...tests.values()].flatMap((t) => t.services))];
const up = Object.fromEntries(
  await Promise.all(services.map(async (service) => [service, await answers(service)])),
);

console.log(`Tests that need a service (${tests.size}):`);
const missed = [];
for (const [id, test] of [...tests].sort(([a], [b]) => a.localeCompare(b))) {
  const state = test.ran ? test.statuses.filter((s) => s !== 'skipped').join(', ') : 'SKIPPED';
  console.log(`  ${state.padEnd(8)} ${id}`);
  if (!test.ran && test.services.every((service) => up[service])) missed.push(id);
}
console.log(
  `Services here: ${services.map((s) => `${s} ${up[s] ? 'answers' : 'absent'}`).join(', ')}`,
);
if (missed.length) {
  console.error(`\n${missed.length} test(s) skipped although every service they need answers:`);
  for (const id of missed) console.error(`  ${id}`);
  process.exit(1);
}
