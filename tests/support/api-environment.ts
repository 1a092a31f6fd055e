import { createHook } from 'node:async_hooks';
import { relative } from 'node:path';
import { TestEnvironment } from 'jest-environment-node';

/**
 * The API project's test environment: Node's, plus a check that a test file leaves nothing
 * running once its last hook has finished. A timer, socket or server it started and never
 * stopped keeps Jest's worker process alive after its last file, and Jest then kills it with
 * "A worker process has failed to exit gracefully" — which names no file. Here the file that
 * left it fails, with where each leftover was created. Should Jest still have to kill a worker
 * (something of another kind kept it alive), the worker prints what was running, the file that
 * started it and where, before it goes.
 */

/** What a test file must have stopped by the end: each keeps a process alive while referenced. */
const CHECKED = new Set(['Timeout', 'TCPSERVERWRAP', 'TCPWRAP', 'PIPEWRAP', 'PIPESERVERWRAP']);
/** Watched too, and reported if a worker has to be killed: rarer kinds that keep a process alive. */
const REPORTED = new Set([
  ...CHECKED,
  'PROCESSWRAP',
  'WORKER',
  'UDPWRAP',
  'FSEVENTWRAP',
  'STATWATCHER',
  'SIGNALWRAP',
  'TTYWRAP',
  'HTTP2SESSION',
  'ZLIB',
]);
/** What a closing socket or a finishing task may take after the last hook; more is a leak. */
const GRACE_MS = 1000;
const POLL_MS = 25;

interface Started {
  type: string;
  resource: { hasRef?: () => boolean };
  file: string;
  /**
   * Where it was created: the Error is made at creation (V8 records the frames then, cheaply),
   * its text only when a leftover is reported. Formatting every timer's and socket's stack at
   * creation (through Jest's source maps) was a few percent of the API suite's CPU.
   */
  origin: Error;
}

/** The frames of our code or a library's, without Node's and Jest's own. */
function creationStack(origin: Error): string {
  const frames = (origin.stack ?? '').split('\n').slice(2);
  return frames
    .filter((line) => !line.includes('node:internal') && !line.includes('node_modules/jest'))
    .slice(0, 6)
    .map((line) => `      ${line.trim()}`)
    .join('\n');
}

const referenced = (s: Started) => s.resource.hasRef?.() ?? true;
const describe = (s: Started) =>
  `  ${s.type} from ${s.file}, created at\n${creationStack(s.origin)}`;

/** One registry per worker process: what is running, by async id, and the file that started it. */
interface Registry {
  running: Map<number, Started>;
  file: string;
}
const REGISTRY = Symbol.for('safqa.api-environment.registry');

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  if (holder[REGISTRY]) return holder[REGISTRY];
  const created: Registry = { running: new Map(), file: '(before the first test file)' };
  holder[REGISTRY] = created;
  createHook({
    init(id, type, _trigger, resource) {
      if (!REPORTED.has(type)) return;
      created.running.set(id, {
        type,
        resource: resource as Started['resource'],
        file: created.file,
        origin: new Error(),
      });
    },
    destroy(id) {
      created.running.delete(id);
    },
  }).enable();
  // Jest ends a worker that does not exit by itself with SIGTERM: say what kept it alive.
  process.once('SIGTERM', () => {
    const alive = [...created.running.values()].filter(referenced);
    process.stderr.write(
      `\nJest is killing API test worker ${process.pid}; still running:\n` +
        (alive.map(describe).join('\n') || '  (nothing watched)') +
        `\n  all: ${process.getActiveResourcesInfo().join(', ')}\n`,
    );
    process.exit(1);
  });
  return created;
}

export default class ApiTestEnvironment extends TestEnvironment {
  private readonly file: string;

  constructor(...[config, context]: ConstructorParameters<typeof TestEnvironment>) {
    super(config, context);
    this.file = relative(config.globalConfig.rootDir, context.testPath);
  }

  override async setup() {
    await super.setup();
    registry().file = this.file;
  }

  override async teardown() {
    const leftovers = await this.leftovers();
    registry().file = `(between test files, after ${this.file})`;
    await super.teardown();
    if (leftovers.length) {
      throw new Error(
        `The test file left ${leftovers.length} timer(s), socket(s) or server(s) running ` +
          `${GRACE_MS} ms after its last hook (close them in afterAll):\n` +
          leftovers.map(describe).join('\n'),
      );
    }
  }

  /** What this file started and is still running, once closing things have had time to close. */
  private async leftovers(): Promise<Started[]> {
    const running = () =>
      [...registry().running.values()].filter(
        (s) => s.file === this.file && CHECKED.has(s.type) && referenced(s),
      );
    for (let waited = 0; waited < GRACE_MS && running().length; waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS).unref());
    }
    return running();
  }
}
