import { spawn } from 'node:child_process';

// packages/sdk's generated files are committed, so the extension and the app build without
// running the API. They must be what the API's documents make now: a route, schema, product
// version or catalogue change without `npm run sdk:generate` fails here. The check runs as its own
// process, as `npm run sdk:generate -- --check` (openapi-typescript and Prettier stay out of the
// test worker, and the command is the one a developer runs).
function checkProcess(): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/sdk-generate.ts', '--check'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

it('the committed SDK files are what `npm run sdk:generate` makes of the current API', async () => {
  const { code, output } = await checkProcess();
  expect(output).not.toMatch(/stale: /);
  expect(output).toMatch(/The SDK files are up to date\./);
  expect(code).toBe(0);
}, 60_000);
