import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSystemClock } from './systemClock.ts';

describe('createSystemClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the real time and runs real timers', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const clock = createSystemClock();
    const fired: string[] = [];
    clock.after(() => fired.push('timeout'), 100);
    const cancelled = clock.after(() => fired.push('cancelled'), 100);
    clock.cancelAfter(cancelled);
    const interval = clock.repeat(() => fired.push('tick'), 40);
    vi.advanceTimersByTime(100);
    clock.cancelRepeat(interval);
    vi.advanceTimersByTime(100);
    expect(clock.now()).toBe(1_700_000_000_200);
    expect(fired).toEqual(['tick', 'tick', 'timeout']);
  });
});
