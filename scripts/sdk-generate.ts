// npm run sdk:generate — packages/sdk's types, from the OpenAPI documents the API serves (read
// in process, no server or database), and the client contract (product version, error catalogue).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sdkFiles } from './sdk-files';

async function main() {
  for (const file of await sdkFiles()) {
    const target = path.resolve(__dirname, '..', file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
    console.log(`wrote ${file.path}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
