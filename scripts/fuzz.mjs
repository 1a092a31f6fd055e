// npm run fuzz -- [--runs N] [--seed S] [--op 'POST /api/v1/shop'] [--path 3:1:0]
// The OpenAPI fuzz suite (tests/api/openapi-fuzz.test.ts) with more cases per operation, another
// seed, or one failing operation replayed from the seed and path its failure printed; beside it
// the BFF's (tests/api/bff-fuzz.test.ts), whose random part takes the same runs and seed.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    seed: { type: 'string' },
    op: { type: 'string' },
    path: { type: 'string' },
  },
});

const env = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', FUZZ_VERBOSE: '1' };
for (const [flag, name] of [
  ['runs', 'FUZZ_RUNS'],
  ['seed', 'FUZZ_SEED'],
  ['op', 'FUZZ_OP'],
  ['path', 'FUZZ_PATH'],
]) {
  const value = values[flag];
  if (value === undefined) continue;
  if ((flag === 'runs' || flag === 'seed') && !/^-?\d+$/.test(value)) {
    console.error(`--${flag} takes a whole number, not ${value}`);
    process.exit(2);
  }
  env[name] = value;
}

const result = spawnSync(
  'npx',
  [
    'jest',
    'tests/api/openapi-fuzz.test.ts',
    ...(values.op ? [] : ['tests/api/bff-fuzz.test.ts']),
    '--selectProjects',
    'api',
  ],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
