import type { ClockPort, Readable } from '@jinli/core';
import { type LiveTiming, liveTiming, type MatchLiveData } from '@jinli/core/rules';

/**
 * One tick a second for every live clock of the board: a timer per row woke React once per row, each
 * its own render pass (#27); with one tick the rows update together. The time is the last tick's (read
 * fresh while nothing listens), so a snapshot taken from it stays the same until the next tick.
 */
export function secondTicker(clock: ClockPort): Readable<number> {
  let ticker = tickers.get(clock);
  if (ticker === undefined) {
    ticker = createTicker(clock, 1000);
    tickers.set(clock, ticker);
  }
  return ticker;
}

const tickers = new WeakMap<ClockPort, Readable<number>>();

function createTicker(clock: ClockPort, ms: number): Readable<number> {
  const listeners = new Set<() => void>();
  let now = clock.now();
  let timer: ReturnType<ClockPort['repeat']> | undefined;
  const tick = () => {
    now = clock.now();
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        now = clock.now();
        timer = clock.repeat(tick, ms);
      }
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0 || timer === undefined) return;
        clock.cancelRepeat(timer);
        timer = undefined;
      };
    },
    getSnapshot() {
      if (listeners.size === 0) now = clock.now();
      return now;
    },
  };
}

/**
 * A match's live timing as a Readable over its live cell and the ticker: the same object until what a
 * row shows (period, clock, score, extra time) changes, so a tick that moves no figure renders nothing.
 */
export function liveTimingOf(
  cell: Readable<{ readonly data: MatchLiveData; readonly syncedAt: number }>,
  ticker: Readable<number>,
): Readable<LiveTiming> {
  let shown: { key: string; timing: LiveTiming } | undefined;
  return {
    subscribe(listener) {
      const offCell = cell.subscribe(listener);
      const offTick = ticker.subscribe(listener);
      return () => {
        offCell();
        offTick();
      };
    },
    getSnapshot() {
      const { data, syncedAt } = cell.getSnapshot();
      const timing = liveTiming(data, ticker.getSnapshot(), syncedAt);
      const { score } = timing;
      const key = `${timing.period}|${timing.clock}|${timing.isExtraTime}|${score === undefined ? '' : `${score.home}|${score.away}`}`;
      if (shown?.key !== key) shown = { key, timing };
      return shown.timing;
    },
  };
}
