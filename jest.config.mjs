import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Node 24 loads ES modules in Jest natively, by `require(esm)` where compiled code requires them
// (Jest 30 on Node 24.9+): next-intl and friends (ESM-only packages) and our own `.mjs` files load
// as they are written. Only our TypeScript and JSX go through next/jest's SWC transform, which
// compiles to CommonJS — compiled ESM in a module loaded as ESM fails with "exports is not
// defined". (On Node 20 these had to be compiled too; the project runs on Node 24: decision 013.)
const NOT_COMPILED = ['/node_modules/', '\\.mjs$'];

const shared = {
  // The builds' outputs (standalone server, `vercel build`) hold copies of package.json and
  // sources: never test input.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.vercel/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/empty-module.js',
  },
};

async function project(config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  resolved.transformIgnorePatterns = NOT_COMPILED;
  return resolved;
}

export default async function jestConfig() {
  return {
    // Jest's default on a 2-core machine is one worker. The unit files are CPU-bound: two, one
    // per core (three took longer). `npm run test:api` asks for three: its longest files mostly
    // wait on child processes and a mail outage (tests/support/test-sequencer.mjs starts them
    // first), and a third worker keeps both cores busy meanwhile. Fixed numbers, not one per
    // core: each API worker holds database connections and child processes.
    maxWorkers: 2,
    // How long a worker may take to exit by itself after its last file before Jest kills it
    // (and prints "A worker process has failed to exit gracefully"). Jest's 500 ms was too short
    // for an API worker that held PGlite databases (≈1.5–2 GB) while two others still ran on 2
    // cores: CI printed the message with no file leaving a handle (tests/support/
    // api-environment.ts fails a file that does, 1 s after its last hook) and before the
    // worker's SIGTERM report could run. A real leak outlives 5 s and is still named.
    workerGracefulExitTimeout: 5000,
    // A global option (Jest ignores it inside a project); it only moves a few API files.
    testSequencer: '<rootDir>/tests/support/test-sequencer.mjs',
    projects: [
      await project({
        displayName: 'unit',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
        setupFilesAfterEnv: ['<rootDir>/tests/support/setup-unit.ts'],
      }),
      await project({
        displayName: 'api',
        // Node's, and a test file that leaves a timer, socket or server running fails.
        testEnvironment: '<rootDir>/tests/support/api-environment.ts',
        testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
        setupFilesAfterEnv: ['<rootDir>/tests/support/setup-api.ts'],
        // Migrates once; each test file's database starts from that copy.
        globalSetup: '<rootDir>/tests/support/api-global-setup.ts',
        globalTeardown: '<rootDir>/tests/support/api-global-teardown.ts',
      }),
    ],
  };
}
