import type { ClockPort, TimerHandle } from '@jinli/core';

export interface ManualClock extends ClockPort {
  /** Moves time forward, firing due timers in time order (intervals may fire several times). */
  advance(ms: number): void;
  /** Jumps to an absolute time; never goes backwards, so a past time fires nothing and keeps now. */
  set(ms: number): void;
}

interface Timer {
  id: number;
  due: number;
  /** 0 for a one-shot timer. */
  every: number;
  callback: () => void;
}

/** Deterministic time for tests and simulations: nothing happens until the test moves the clock. */
export function createManualClock(start = 0): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  const schedule = (callback: () => void, ms: number, every: number): TimerHandle => {
    const id = nextId++;
    timers.set(id, { id, due: now + Math.max(0, ms), every, callback });
    return id as unknown as TimerHandle;
  };
  const cancel = (handle: TimerHandle) => {
    timers.delete(handle as unknown as number);
  };

  const nextDue = (limit: number): Timer | undefined => {
    let next: Timer | undefined;
    for (const timer of timers.values()) {
      if (
        timer.due <= limit &&
        (!next || timer.due < next.due || (timer.due === next.due && timer.id < next.id))
      ) {
        next = timer;
      }
    }
    return next;
  };

  const runUntil = (target: number) => {
    for (let timer = nextDue(target); timer; timer = nextDue(target)) {
      now = Math.max(now, timer.due);
      if (timer.every > 0) timer.due += timer.every;
      else timers.delete(timer.id);
      timer.callback();
    }
    now = Math.max(now, target);
  };

  return {
    now: () => now,
    after: (callback, ms) => schedule(callback, ms, 0),
    cancelAfter: cancel,
    // A zero interval would never let time advance; treat it as 1 ms like browsers clamp it.
    repeat: (callback, ms) => schedule(callback, ms, Math.max(1, ms)),
    cancelRepeat: cancel,
    advance: (ms) => runUntil(now + Math.max(0, ms)),
    set: (ms) => runUntil(ms),
  };
}
