// Test support: a ClockPort that moves only when the test says so.
import type { ClockPort, TimerHandle } from '../ports/clock.ts';

export interface TestClock extends ClockPort {
  advance(ms: number): void;
}

export function createTestClock(start = 0): TestClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { due: number; every: number; run: () => void }>();
  const add = (run: () => void, ms: number, every: number) => {
    const id = nextId++;
    timers.set(id, { due: now + ms, every, run });
    return id as unknown as TimerHandle;
  };
  const cancel = (handle: TimerHandle) => void timers.delete(handle as unknown as number);
  return {
    now: () => now,
    after: (run, ms) => add(run, ms, 0),
    repeat: (run, ms) => add(run, ms, ms),
    cancelAfter: cancel,
    cancelRepeat: cancel,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let nextKey: number | undefined;
        for (const [id, t] of timers) {
          if (t.due <= end && (nextKey === undefined || t.due < timers.get(nextKey)!.due)) nextKey = id;
        }
        if (nextKey === undefined) break;
        const timer = timers.get(nextKey)!;
        now = timer.due;
        if (timer.every > 0) timer.due += timer.every;
        else timers.delete(nextKey);
        timer.run();
      }
      now = end;
    },
  };
}
