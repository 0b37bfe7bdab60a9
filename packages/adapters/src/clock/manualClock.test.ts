import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createManualClock } from './manualClock.ts';

describe('createManualClock', () => {
  it('starts at the given time and only moves when told', () => {
    const clock = createManualClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
    clock.set(5_000);
    expect(clock.now()).toBe(5_000);
  });

  it('fires a timeout once, when it is due, with now at its due time', () => {
    const clock = createManualClock();
    const seen: number[] = [];
    clock.after(() => seen.push(clock.now()), 500);
    clock.advance(499);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual([500]);
    clock.advance(10_000);
    expect(seen).toEqual([500]);
  });

  it('fires an interval every period and stops when cleared', () => {
    const clock = createManualClock();
    const seen: number[] = [];
    const handle = clock.repeat(() => seen.push(clock.now()), 10_000);
    clock.advance(35_000);
    expect(seen).toEqual([10_000, 20_000, 30_000]);
    clock.cancelRepeat(handle);
    clock.advance(100_000);
    expect(seen).toHaveLength(3);
  });

  it('does not fire a cleared timeout', () => {
    const clock = createManualClock();
    let fired = false;
    const handle = clock.after(() => {
      fired = true;
    }, 5);
    clock.cancelAfter(handle);
    clock.advance(10);
    expect(fired).toBe(false);
  });

  it('fires timers scheduled by a callback within the same advance', () => {
    const clock = createManualClock();
    const seen: string[] = [];
    clock.after(() => {
      seen.push(`a@${clock.now()}`);
      clock.after(() => seen.push(`b@${clock.now()}`), 300);
    }, 100);
    clock.advance(1_000);
    expect(seen).toEqual(['a@100', 'b@400']);
    expect(clock.now()).toBe(1_000);
  });

  it('set never moves time backwards', () => {
    const clock = createManualClock(100);
    clock.set(50);
    expect(clock.now()).toBe(100);
  });

  test.prop([fc.array(fc.tuple(fc.nat(1_000), fc.nat(50)), { maxLength: 20 }), fc.nat(2_000)])(
    'fires timeouts in due order (ties in scheduling order), exactly the due ones',
    (timers, step) => {
      const clock = createManualClock();
      const fired: number[] = [];
      for (const [index, [delay]] of timers.entries()) clock.after(() => fired.push(index), delay);
      clock.advance(step);
      const expected = timers
        .map(([delay], index) => ({ delay, index }))
        .filter((t) => t.delay <= step)
        .sort((a, b) => a.delay - b.delay || a.index - b.index)
        .map((t) => t.index);
      expect(fired).toEqual(expected);
    },
  );
});
