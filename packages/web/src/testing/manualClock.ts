import type { ClockPort, TimerHandle } from '@jinli/core';

/** A ClockPort for unit tests: time moves only when the test calls advance(ms). */
export function createManualClock(start = 0): ClockPort & { advance(ms: number): void } {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; every: number | null; run: () => void }>();
  const handle = (id: number) => id as unknown as TimerHandle;
  const idOf = (h: TimerHandle) => h as unknown as number;
  return {
    now: () => now,
    after(run, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, every: null, run });
      return handle(id);
    },
    repeat(run, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, every: ms, run });
      return handle(id);
    },
    cancelAfter: (h) => void timers.delete(idOf(h)),
    cancelRepeat: (h) => void timers.delete(idOf(h)),
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === null) timers.delete(id);
        else timer.at += timer.every;
        timer.run();
      }
      now = end;
    },
  };
}
