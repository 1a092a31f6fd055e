/**
 * @jest-environment node
 */
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';

// The import rules of eslint.config.mjs that keep server/ layered (docs/architecture.md, "Layers
// inside server/"): below the API nothing imports server/api — a feature's *routes.ts and
// *resource*.ts are its API slice and may — and nothing in server/ imports app/ or components/.
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages `no-restricted-imports`, as configured for `file`, gives `source`. */
async function restrictions(file: string, source: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as Linter.Config;
  const setting = config.rules?.['no-restricted-imports'];
  if (!setting) return [];
  const messages = new Linter({ configType: 'flat' }).verify(
    source,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-imports': setting },
      },
    ],
    file,
  );
  return messages.map((m) => m.message);
}

const below = /Services and features sit below the API layer/;
const upward = /server\/ never imports app\/ or components\//;

describe('server/ layers', () => {
  it.each([
    ['server/services/products/merge.ts', "import { AppError } from '../../api/errors';"],
    ['server/services/media.ts', "import type { ApiDeps } from '../api/context';"],
    ['server/features/price-tracking/alerts.ts', "import { ok } from '../../api/envelope';"],
    ['server/features/coupons/results.ts', "import { x } from '@/server/api/in-process';"],
    ['server/auth/tokens.ts', "import { AppError } from '../api/errors';"],
    ['server/jobs/runtime.ts', "import type { ApiDeps } from '../api/context';"],
  ])('%s may not import server/api', async (file, source) => {
    expect(await restrictions(file, source)).toEqual([expect.stringMatching(below)]);
  });

  it.each([
    [
      'server/features/price-tracking/routes.ts',
      "import type { ApiEnv } from '../../api/context';",
    ],
    ['server/features/short-links/stats-routes.ts', "import { ok } from '../../api/envelope';"],
    [
      'server/features/coupons/resource-csv.ts',
      "import type { CsvImport } from '../../api/resource-factory/types';",
    ],
    ['server/api/app.ts', "import { AppError } from '../errors';"],
  ])('%s, part of the API layer, may', async (file, source) => {
    expect(await restrictions(file, source)).toEqual([]);
  });

  it('services keep lib/api and server/errors', async () => {
    const source = [
      "import { MAIN_API_BASE } from '@/lib/api/constants';",
      "import { AppError } from '../../errors';",
    ].join('\n');
    expect(await restrictions('server/features/price-tracking/unsubscribe.ts', source)).toEqual([]);
  });

  it.each([
    'server/services/shops.ts',
    'server/features/short-links/redirect.ts',
    'server/features/short-links/resource.ts',
    'server/api/routes/products.ts',
  ])('%s still may not import app/ or components/', async (file) => {
    const source = "import { Button } from '@/components/ui/button';";
    expect(await restrictions(file, source)).toEqual([expect.stringMatching(upward)]);
  });
});
