import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl and friends are ESM-only, and next/jest would skip transforming node_modules: these
// are let through (set after next/jest resolves, which puts its own pattern first).
const ESM_PACKAGES =
  '/node_modules/(?!(next-intl|use-intl|@formatjs|intl-messageformat|jose|oauth2-mock-server|is-plain-obj|ky|nuqs)/)';

const shared = {
  // The build's standalone server holds a copy of package.json and sources: never test input.
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/empty-module.js',
  },
};

async function project(config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  resolved.transformIgnorePatterns = [ESM_PACKAGES];
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
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
        setupFilesAfterEnv: ['<rootDir>/tests/support/setup-api.ts'],
        // Migrates once; each test file's database starts from that copy.
        globalSetup: '<rootDir>/tests/support/api-global-setup.ts',
        globalTeardown: '<rootDir>/tests/support/api-global-teardown.ts',
      }),
    ],
  };
}
