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
    // Jest's default on a 2-core machine is one worker; the API files mostly wait on PostgreSQL,
    // child processes and mail, so two halve that suite (each file has its own database). A fixed
    // two, not one per core: each API worker holds database connections and child processes.
    maxWorkers: 2,
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
