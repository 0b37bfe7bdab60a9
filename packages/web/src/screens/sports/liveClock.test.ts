import type { Readable } from '@jinli/core';
import type { MatchLiveData } from '@jinli/core/rules';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../testing/manualClock.ts';
import { liveTimingOf, secondTicker } from './liveClock.ts';

type Live = { data: MatchLiveData; syncedAt: number };

/** A match's live cell as core's sports capability holds it. */
function liveCell(first: Live) {
  let state = first;
  const listeners = new Set<() => void>();
  const cell: Readable<Live> = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
  return {
    cell,
    set(next: Live) {
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

const football = (minute: number, home = 0): MatchLiveData => ({
  isLive: 'Y',
  gameType: 'FT',
  re_time: `2H^${minute}'`,
  sc_FT_H: home,
  sc_FT_A: 0,
});

describe('live clocks of the board', () => {
  it('every row shares one timer, which stops when the last row leaves', () => {
    const clock = createManualClock(0);
    let timers = 0;
    const counted = {
      ...clock,
      repeat(run: () => void, ms: number) {
        timers += 1;
        return clock.repeat(run, ms);
      },
    };
    const ticker = secondTicker(counted);
    expect(secondTicker(counted)).toBe(ticker);
    const offs = [1, 2, 3].map(() => ticker.subscribe(() => {}));
    expect(timers).toBe(1);
    for (const off of offs) off();
    ticker.subscribe(() => {})();
    expect(timers).toBe(2);
  });

  it('a football clock moves on the minute, and a tick within the minute changes nothing', () => {
    const clock = createManualClock(0);
    const { cell } = liveCell({ data: football(67), syncedAt: 0 });
    const timing = liveTimingOf(cell, secondTicker(clock));
    const seen: string[] = [];
    let first = timing.getSnapshot();
    timing.subscribe(() => {
      const now = timing.getSnapshot();
      if (now !== first) seen.push(now.clock);
      first = now;
    });
    clock.advance(59_000);
    expect(seen).toEqual([]);
    clock.advance(1_000);
    expect(seen).toEqual(["68'"]);
    expect(timing.getSnapshot()).toBe(timing.getSnapshot());
  });

  it('a goal shows at once, and the clock counts from the data that carried it', () => {
    const clock = createManualClock(0);
    const live = liveCell({ data: football(67), syncedAt: 0 });
    const timing = liveTimingOf(live.cell, secondTicker(clock));
    timing.subscribe(() => {});
    clock.advance(90_000);
    expect(timing.getSnapshot()).toMatchObject({ clock: "68'", score: { home: '0', away: '0' } });
    live.set({ data: football(70, 1), syncedAt: clock.now() });
    expect(timing.getSnapshot()).toMatchObject({ clock: "70'", score: { home: '1', away: '0' } });
  });
});
