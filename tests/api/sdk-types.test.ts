import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sdkFiles } from '../../scripts/sdk-files';

// packages/sdk's generated files are committed, so the extension and the app build without
// running the API. They must be what the API's documents make now: a route, schema or catalogue
// change without `npm run sdk:generate` fails here.
it('the committed SDK types are what `npm run sdk:generate` makes of the current API', async () => {
  const files = await sdkFiles();
  expect(files.map((file) => path.basename(file.path)).sort()).toEqual([
    'contract.ts',
    'main-v1.ts',
    'worker-v1.ts',
  ]);
  const stale = files
    .filter((file) => {
      const committed = path.resolve(__dirname, '../..', file.path);
      return !existsSync(committed) || readFileSync(committed, 'utf8') !== file.text;
    })
    .map((file) => `${file.path} differs: run npm run sdk:generate`);
  expect(stale).toEqual([]);
});
