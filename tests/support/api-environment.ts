import { createHook, type AsyncHook } from 'node:async_hooks';
import { TestEnvironment } from 'jest-environment-node';

/**
 * The API project's test environment: Node's, plus a check that a test file leaves nothing
 * running once its last hook has finished. A timer, socket or server it started and never
 * stopped keeps Jest's worker process alive after its last file, and Jest then kills it with
 * "A worker process has failed to exit gracefully" — which names no file. Here the file that
 * left it fails, with where each leftover was created.
 */

/** The kinds of resource that keep a process alive while referenced. */
const WATCHED = new Set(['Timeout', 'TCPSERVERWRAP', 'TCPWRAP', 'PIPEWRAP', 'PIPESERVERWRAP']);
/** What a closing socket or a finishing task may take after the last hook; more is a leak. */
const GRACE_MS = 1000;
const POLL_MS = 25;

interface Started {
  type: string;
  resource: { hasRef?: () => boolean };
  stack: string;
}

/** The frames of our code or a library's, without Node's and Jest's own. */
function creationStack(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(3);
  return frames
    .filter((line) => !line.includes('node:internal') && !line.includes('node_modules/jest'))
    .slice(0, 6)
    .map((line) => `      ${line.trim()}`)
    .join('\n');
}

export default class ApiTestEnvironment extends TestEnvironment {
  private readonly started = new Map<number, Started>();
  private hook: AsyncHook | undefined;

  override async setup() {
    await super.setup();
    this.hook = createHook({
      init: (id, type, _trigger, resource) => {
        if (!WATCHED.has(type)) return;
        this.started.set(id, {
          type,
          resource: resource as Started['resource'],
          stack: creationStack(),
        });
      },
      destroy: (id) => {
        this.started.delete(id);
      },
    }).enable();
  }

  override async teardown() {
    const leftovers = await this.leftovers();
    this.hook?.disable();
    this.started.clear();
    await super.teardown();
    if (leftovers.length) {
      throw new Error(
        `The test file left ${leftovers.length} timer(s), socket(s) or server(s) running ` +
          `${GRACE_MS} ms after its last hook (close them in afterAll):\n` +
          leftovers.map((s) => `  ${s.type} created at\n${s.stack}`).join('\n'),
      );
    }
  }

  /** What is still running and referenced, once the grace period has let closing things close. */
  private async leftovers(): Promise<Started[]> {
    const running = () => [...this.started.values()].filter((s) => s.resource.hasRef?.() ?? true);
    for (let waited = 0; waited < GRACE_MS && running().length; waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS).unref());
    }
    return running();
  }
}
