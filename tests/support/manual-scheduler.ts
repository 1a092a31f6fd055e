import type { Scheduler } from '@/server/jobs/queue';

/** A scheduler whose clock only moves when the test says so (time is a dependency: tests never wait on the wall clock). */
export function manualScheduler(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const scheduler: Scheduler & {
    /** Moves the clock, running each timer that falls due in order, at its own time. */
    advance(ms: number): void;
    /** Timers still waiting, soonest first, as milliseconds from now. */
    pending(): number[];
  } = {
    now: () => now,
    setTimeout(run, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), run });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
    pending: () => [...timers.values()].map((timer) => timer.at - now).sort((a, b) => a - b),
  };
  return scheduler;
}
