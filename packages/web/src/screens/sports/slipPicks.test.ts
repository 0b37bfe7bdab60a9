import { fc, test } from '@fast-check/vitest';
import type { BetSlipActor } from '@jinli/core';
import { type BetSlip, createBetSlip, effectiveOddsType, pickKey } from '@jinli/core/rules';
import { applySlipCommand, betModeArb, slipCommandArb } from '@jinli/core/testing';
import { describe, expect } from 'vitest';
import { createSlipPicks } from './slipPicks.ts';

/** The slip actor as the board sees it: a snapshot whose context holds the slip, and its subscribers. */
function slipFeed(first: BetSlip) {
  let slip = first;
  const observers = new Set<(snapshot: { context: { slip: BetSlip } }) => void>();
  const actor = {
    getSnapshot: () => ({ context: { slip } }),
    subscribe: (observer: (snapshot: { context: { slip: BetSlip } }) => void) => {
      observers.add(observer);
      return { unsubscribe: () => observers.delete(observer) };
    },
  };
  return {
    actor: actor as unknown as BetSlipActor,
    observers,
    emit(next: BetSlip) {
      slip = next;
      for (const observer of [...observers]) observer({ context: { slip } });
    },
  };
}

const keysOf = (slip: BetSlip) => new Set(slip.items.map(pickKey));

describe('slipPicks (the board reads the slip per price)', () => {
  test.prop([betModeArb, fc.array(slipCommandArb(), { minLength: 1, maxLength: 30 })])(
    'a slip change wakes exactly the prices picked or unpicked, and format listeners only when the format changes',
    (mode, commands) => {
      const feed = slipFeed(createBetSlip({ mode }));
      const picks = createSlipPicks(feed.actor);
      const keys = new Set(commands.flatMap((c) => ('item' in c ? [pickKey(c.item)] : [])));
      const woken: string[] = [];
      let formatWakes = 0;
      const stops = [...keys].map((key) => picks.subscribePick(key, () => woken.push(key)));
      stops.push(picks.subscribeOddsType(() => (formatWakes += 1)));
      let slip = feed.actor.getSnapshot().context.slip;
      for (const command of commands) {
        const next = applySlipCommand(slip, command);
        woken.length = 0;
        formatWakes = 0;
        feed.emit(next);
        const before = keysOf(slip);
        const after = keysOf(next);
        const flipped = [...keys].filter((key) => before.has(key) !== after.has(key));
        expect(woken.sort()).toEqual(flipped.sort());
        expect(formatWakes).toBe(effectiveOddsType(slip) === effectiveOddsType(next) ? 0 : 1);
        for (const key of keys) expect(picks.isPicked(key)).toBe(after.has(key));
        expect(picks.oddsType()).toBe(effectiveOddsType(next));
        slip = next;
      }
      for (const stop of stops) stop();
      expect(feed.observers.size).toBe(0);
    },
  );

  test('the same slip again (a live odds frame that touched no line) wakes nobody', () => {
    const feed = slipFeed(createBetSlip({ mode: 'single' }));
    const picks = createSlipPicks(feed.actor);
    let wakes = 0;
    picks.subscribeOddsType(() => (wakes += 1));
    feed.emit(feed.actor.getSnapshot().context.slip);
    expect(wakes).toBe(0);
    expect(feed.observers.size).toBe(1);
  });

  test('with a scheduler, the cells keep the old format until it runs, then wake once for the latest', () => {
    const feed = slipFeed(createBetSlip({ mode: 'single' }));
    const pending: (() => void)[] = [];
    const picks = createSlipPicks(feed.actor, {
      scheduleFormat: (apply) => {
        pending.push(apply);
        return () => pending.splice(pending.indexOf(apply), 1);
      },
    });
    let wakes = 0;
    picks.subscribeOddsType(() => (wakes += 1));
    const before = picks.oddsType();
    const start = feed.actor.getSnapshot().context.slip;
    const other = before === 'H' ? 'E' : 'H';
    feed.emit({ ...start, oddsType: other });
    expect(picks.oddsType()).toBe(before);
    expect(wakes).toBe(0);
    expect(pending).toHaveLength(1);
    pending[0]?.();
    expect(picks.oddsType()).toBe(other);
    expect(wakes).toBe(1);
    // Back and forth before the paint: nothing to redraw.
    feed.emit({ ...start, oddsType: before });
    feed.emit({ ...start, oddsType: other });
    expect(pending).toHaveLength(1);
    pending[0]?.();
    expect(wakes).toBe(1);
  });
});
