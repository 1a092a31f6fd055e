import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';
import noUserFacingText from './eslint-rules/no-user-facing-text.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.vercel/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'server/db/migrations/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  // Dependency direction (docs/architecture.md): components/ and lib/ never import server/;
  // server/ never imports app/ or components/.
  {
    files: ['components/**', 'lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/*', '**/server/*'],
              message: 'components/ and lib/ never import server/.',
            },
          ],
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                "z from '@/lib/validation/zod': in the browser it keeps zod from tripping the CSP.",
            },
          ],
        },
      ],
    },
  },
  { files: ['lib/validation/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/components/*', '**/app/*', '**/components/*'],
              message: 'server/ never imports app/ or components/.',
            },
          ],
        },
      ],
    },
  },
  // packages/sdk is bundled by the extension and the app on their own (no `@/` paths, no
  // server code): it imports nothing of this repo outside its folder.
  {
    files: ['packages/sdk/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '../../*'],
              message: 'packages/sdk stands alone: nothing of the repo outside packages/sdk.',
            },
          ],
        },
      ],
    },
  },
  // Below the API layer: services, features' own logic, auth, db, jobs, mail and media
  // never import server/api. They raise AppError from server/errors.ts; the API maps it to HTTP.
  // A feature's API slice is its `*routes.ts` and `*resource*.ts` files, which may.
  // (This block repeats the server/ patterns: a later rule setting replaces an earlier one.)
  {
    files: [
      'server/services/**',
      'server/features/**',
      'server/auth/**',
      'server/db/**',
      'server/jobs/**',
      'server/mail/**',
      'server/media/**',
      'server/errors.ts',
    ],
    ignores: ['server/features/*/*routes.ts', 'server/features/*/*resource*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/components/*', '**/app/*', '**/components/*'],
              message: 'server/ never imports app/ or components/.',
            },
            {
              regex: '^(@/server/api|(\\.\\./)+api)(/|$)',
              message:
                'Services and features sit below the API layer: errors from server/errors.ts, no server/api.',
            },
          ],
        },
      ],
    },
  },
  // A long function is split into named parts that read top-down: no function in app/,
  // components/, lib/ or server/ runs over 120 lines. Tests are left out (a describe block
  // is a list of cases, not a function to read through).
  {
    files: [
      'app/**/*.{ts,tsx,mts,mjs,js}',
      'components/**/*.{ts,tsx,mts,mjs,js}',
      'lib/**/*.{ts,tsx,mts,mjs,js}',
      'server/**/*.{ts,tsx,mts,mjs,js}',
    ],
    ignores: ['tests/**', '**/*.test.*'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  // Text people read comes from messages/ (the rule's file says what it finds and its escape
  // hatch). Seed data is content stored in the database (shop and product names), not text of
  // the code.
  {
    files: ['server/**/*.{ts,tsx,mts,mjs,js}'],
    ignores: ['server/db/seed/**', 'server/**/*.test.*'],
    plugins: { safqa: { rules: { 'no-user-facing-text': noUserFacingText } } },
    rules: { 'safqa/no-user-facing-text': 'error' },
  },
  {
    files: ['tests/e2e/**'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                'Import test and expect from tests/e2e/support/test: its fixture fails a test on page errors.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
