import type { BetSlipActor } from '@jinli/core';
import { type BetSlip, effectiveOddsType, type OddsType, pickKey } from '@jinli/core/rules';

/**
 * The slip as the board's cells read it: whether a price is picked, and the odds format prices show in.
 * One subscription to the slip for the whole board, and per-price listeners: a slip change wakes only the
 * cells whose picked state changed, and all of them only when the format changes (#27). With a
 * `useSelector` per cell, every slip snapshot (a click, a live odds frame) ran two selectors in each of
 * the board's few hundred cells.
 */
export interface SlipPicks {
  isPicked(priceKey: string): boolean;
  /** Called when that price is picked or unpicked. */
  subscribePick(priceKey: string, listener: () => void): () => void;
  oddsType(): OddsType;
  /** Called when the format prices show in changes (the member's choice, or series mode's Hong Kong odds). */
  subscribeOddsType(listener: () => void): () => void;
}

export interface SlipPicksOptions {
  /**
   * When a format change reaches the cells: `schedule(apply)` runs `apply` later and returns a cancel.
   * The board passes `afterPaint`, so the 盘口 select's new value paints before a few hundred cells
   * re-render (#27). Default: at once.
   */
  scheduleFormat?: (apply: () => void) => () => void;
}

export function createSlipPicks(slip: BetSlipActor, options: SlipPicksOptions = {}): SlipPicks {
  const pickListeners = new Map<string, Set<() => void>>();
  const oddsTypeListeners = new Set<() => void>();
  let current: BetSlip = slip.getSnapshot().context.slip;
  let picked: ReadonlySet<string> = new Set(current.items.map(pickKey));
  /** The format the cells show; a change waits for `scheduleFormat` while the board listens. */
  let oddsType: OddsType = effectiveOddsType(current);
  let cancelFormat: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;

  const showFormat = (next: OddsType) => {
    cancelFormat?.();
    cancelFormat = null;
    if (next === oddsType) return;
    oddsType = next;
    for (const listener of [...oddsTypeListeners]) listener();
  };

  const update = (next: BetSlip) => {
    if (next === current) return;
    const nextPicked = next.items === current.items ? picked : new Set(next.items.map(pickKey));
    const nextOddsType = effectiveOddsType(next);
    const formatChanged = nextOddsType !== effectiveOddsType(current);
    current = next;
    const changed: string[] = [];
    if (nextPicked !== picked) {
      for (const key of nextPicked) if (!picked.has(key)) changed.push(key);
      for (const key of picked) if (!nextPicked.has(key)) changed.push(key);
      picked = nextPicked;
    }
    for (const key of changed) for (const listener of pickListeners.get(key) ?? []) listener();
    if (!formatChanged) return;
    if (options.scheduleFormat === undefined || unsubscribe === null) showFormat(nextOddsType);
    else {
      cancelFormat?.();
      cancelFormat = options.scheduleFormat(() => showFormat(effectiveOddsType(current)));
    }
  };

  // The slip is followed while a cell listens (the board is on screen); a first listener catches up first.
  const listening = () => {
    if (unsubscribe !== null) return;
    update(slip.getSnapshot().context.slip);
    const subscription = slip.subscribe((snapshot) => update(snapshot.context.slip));
    unsubscribe = () => subscription.unsubscribe();
  };
  const maybeStop = () => {
    if (pickListeners.size > 0 || oddsTypeListeners.size > 0 || unsubscribe === null) return;
    unsubscribe();
    unsubscribe = null;
    showFormat(effectiveOddsType(current));
  };
  const read = () => {
    if (unsubscribe === null) update(slip.getSnapshot().context.slip);
  };

  return {
    isPicked: (priceKey) => {
      read();
      return picked.has(priceKey);
    },
    subscribePick: (priceKey, listener) => {
      listening();
      let listeners = pickListeners.get(priceKey);
      if (listeners === undefined) {
        listeners = new Set();
        pickListeners.set(priceKey, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) pickListeners.delete(priceKey);
        maybeStop();
      };
    },
    oddsType: () => {
      read();
      return oddsType;
    },
    subscribeOddsType: (listener) => {
      listening();
      oddsTypeListeners.add(listener);
      return () => {
        oddsTypeListeners.delete(listener);
        maybeStop();
      };
    },
  };
}
