import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';

/**
 * How many requests start per turn of the event loop while requests are waiting. Two keeps a
 * saturated server accepting new connections within a second or two; the pass through the loop
 * that each batch costs is a few microseconds.
 */
const REQUESTS_PER_TURN = 2;

/** What is patched: `http.Server.prototype`, or a stand-in in tests. */
interface Emitter {
  emit: (event: string | symbol, ...args: unknown[]) => boolean;
}

/**
 * Fair turns between the connections a busy server already has and the ones still waiting to
 * be accepted.
 *
 * Node accepts one new connection per pass of its event loop (one `accept` per readiness of the
 * listening socket), and a pass handles every request that arrived on the open connections, each
 * to its end when the page comes from the cache. Under a crawl the open keep-alive connections
 * always have a request ready: with 200 connections a pass took 100–150 ms, the kernel's queue of
 * connections waiting to be accepted drained at 7–10 a second, and a crawler's new connection
 * waited up to 10 s and more before its first request was even read (measured with `ss -ltn`:
 * 120 connections queued; `strace`: one `accept4` per pass).
 *
 * Here a request that arrives while `perTurn` requests have already started in this turn of the
 * loop waits, in arrival order, for the next turn (`setImmediate`): each pass then does a bounded
 * amount of work, and the listening socket gets its turn after every batch. A request's data is
 * not lost while it waits: its body stays buffered in its paused stream until a handler reads
 * it. Returns the function that undoes it (tests).
 */
export function shareTurnsFairly(
  perTurn = REQUESTS_PER_TURN,
  prototype: Emitter = http.Server.prototype as unknown as Emitter,
): () => void {
  const emit = prototype.emit;
  /** Each waiting request with its async context: it starts in its own, not the turn's. */
  const waiting: Array<{
    target: unknown;
    args: unknown[];
    inContext: ReturnType<typeof AsyncLocalStorage.snapshot>;
  }> = [];
  let startedThisTurn = 0;
  let turnScheduled = false;

  const nextTurn = () => {
    turnScheduled = false;
    startedThisTurn = 0;
    while (waiting.length > 0 && startedThisTurn < perTurn) {
      const { target, args, inContext } = waiting.shift()!;
      startedThisTurn += 1;
      inContext(() => emit.apply(target, args as Parameters<typeof emit>));
    }
    if (waiting.length > 0) scheduleTurn();
  };
  const scheduleTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  };

  prototype.emit = function (this: unknown, event: string | symbol, ...rest: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...rest);
    // The turn's count starts again once the loop has gone round (the scheduled turn resets it).
    scheduleTurn();
    if (waiting.length === 0 && startedThisTurn < perTurn) {
      startedThisTurn += 1;
      return emit.call(this, event, ...rest);
    }
    // Started later in the context it arrived in: the turn that starts it runs in the context of
    // whichever request scheduled that turn, whose async-local state it must not share.
    waiting.push({ target: this, args: [event, ...rest], inContext: AsyncLocalStorage.snapshot() });
    return true;
  };
  return () => {
    prototype.emit = emit;
  };
}
