/**
 * @jest-environment node
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { shareTurnsFairly } from '@/server/fair-requests';

function fakeServer() {
  const seen: string[] = [];
  const prototype = {
    emit(this: { name: string }, event: string | symbol, ...args: unknown[]) {
      seen.push(`${this.name}:${String(event)}:${String(args[0])}`);
      return true;
    },
  };
  const server = Object.create(prototype) as typeof prototype & { name: string };
  server.name = 's';
  return { prototype, server, seen };
}

describe('fair turns between open and waiting connections', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts at most `perTurn` requests per turn of the loop, the rest in arrival order after', () => {
    const { prototype, server, seen } = fakeServer();
    const undo = shareTurnsFairly(2, prototype);
    for (const n of [1, 2, 3, 4, 5]) expect(server.emit('request', n)).toBe(true);
    expect(seen).toEqual(['s:request:1', 's:request:2']);
    jest.advanceTimersToNextTimer();
    expect(seen).toEqual(['s:request:1', 's:request:2', 's:request:3', 's:request:4']);
    // A request arriving while others wait queues behind them, even in a fresh turn.
    server.emit('request', 6);
    expect(seen).toHaveLength(4);
    jest.runAllTimers();
    expect(seen.slice(4)).toEqual(['s:request:5', 's:request:6']);
    undo();
  });

  it('gives every turn its own count once the queue is empty', () => {
    const { prototype, server, seen } = fakeServer();
    const undo = shareTurnsFairly(1, prototype);
    server.emit('request', 1);
    jest.runAllTimers();
    server.emit('request', 2);
    expect(seen).toEqual(['s:request:1', 's:request:2']);
    undo();
  });

  it("starts each waiting request in the async context it arrived in, not the turn's", () => {
    const context = new AsyncLocalStorage<string>();
    const started: Array<[unknown, string | undefined]> = [];
    const prototype = {
      emit(event: string | symbol, ...args: unknown[]) {
        started.push([args[0], context.getStore()]);
        return true;
      },
    };
    const server = Object.create(prototype) as typeof prototype;
    const undo = shareTurnsFairly(1, prototype);
    for (const n of [1, 2, 3]) context.run(`request ${n}`, () => server.emit('request', n));
    jest.runAllTimers();
    expect(started).toEqual([
      [1, 'request 1'],
      [2, 'request 2'],
      [3, 'request 3'],
    ]);
    undo();
  });

  it('lets every other event through at once, and undoes itself', () => {
    const { prototype, server, seen } = fakeServer();
    const original = prototype.emit;
    const undo = shareTurnsFairly(1, prototype);
    server.emit('request', 1);
    server.emit('request', 2);
    server.emit('connection', 'socket');
    expect(seen).toEqual(['s:request:1', 's:connection:socket']);
    undo();
    expect(prototype.emit).toBe(original);
  });
});
