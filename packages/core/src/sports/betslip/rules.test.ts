import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { OddsType } from '../catalogues.ts';
import { formatOdds } from '../odds.ts';
import { applySlipCommand, betSlipArb, betSlipItemArb, slipCommandArb } from './arbitraries.ts';
import {
  BET_SLIP_ERRORS,
  BET_SLIP_MAX_ITEMS,
  createBetSlip,
  effectiveOddsType,
  hasPendingOrder,
  isChampionItem,
  pickKey,
  setBetMode,
  setOddsType,
  setPendingOrder,
  slipLines,
  toggleSelection,
} from './rules.ts';
import type { BetSlip, BetSlipItem } from './types.ts';

function pick(match: number, options: { w?: string; gide?: string; r?: string; champion?: boolean } = {}) {
  const item: BetSlipItem = {
    gameInfo: {
      gameId: `g${match}`,
      gide: options.gide ?? `e${match}`,
      hgid: `h${match}`,
      team_h: '曼城',
      team_c: '阿森纳',
    },
    playInfo: { w: options.w ?? 'R' },
    oddInfo: { gameId: `g${match}-m1`, r: options.r ?? '0.95' },
  };
  return options.champion ? { ...item, championRate: { rtype: 'FS1' } } : item;
}

function addAll(slip: BetSlip, items: readonly BetSlipItem[]): BetSlip {
  return items.reduce((current, item) => toggleSelection(current, item).slip, slip);
}

const keys = (slip: BetSlip) => slip.items.map(pickKey);
const multiple = createBetSlip({ mode: 'multiple' });

describe('toggleSelection: examples', () => {
  it('adds a pick, and selecting it again removes it', () => {
    const added = toggleSelection(multiple, pick(1)).slip;
    expect(keys(added)).toEqual([pickKey(pick(1))]);
    expect(toggleSelection(added, pick(1))).toEqual({ slip: multiple });
  });

  it('without multiple mode a new selection clears the others', () => {
    const slip = addAll(createBetSlip(), [pick(1), pick(2)]);
    expect(keys(slip)).toEqual([pickKey(pick(2))]);
  });

  it('replaces the earlier item of the same match, and of the same gide', () => {
    const sameMatch = addAll(multiple, [pick(1), pick(2), pick(1, { w: 'OU' })]);
    expect(keys(sameMatch)).toEqual([pickKey(pick(2)), pickKey(pick(1, { w: 'OU' }))]);
    const sameGide = addAll(multiple, [pick(1), pick(2, { gide: 'e1' })]);
    expect(keys(sameGide)).toEqual([pickKey(pick(2, { gide: 'e1' }))]);
  });

  it('in series mode keeps same-match items and marks them invalid', () => {
    const slip = addAll(createBetSlip({ mode: 'series' }), [pick(1), pick(2), pick(1, { w: 'OU' })]);
    expect(slipLines(slip).map((line) => line.invalid)).toEqual([true, false, true]);
  });

  it('clears the other kind when champion and ordinary picks meet', () => {
    const withChampion = addAll(multiple, [pick(1), pick(2), pick(3, { champion: true })]);
    expect(keys(withChampion)).toEqual([pickKey(pick(3, { champion: true }))]);
    const back = toggleSelection(withChampion, pick(4)).slip;
    expect(keys(back)).toEqual([pickKey(pick(4))]);
  });

  it('refuses an 11th item with 投注项数量已达上限 and leaves the slip as it was', () => {
    const full = addAll(
      multiple,
      Array.from({ length: 10 }, (_, i) => pick(i + 1)),
    );
    expect(full.items).toHaveLength(BET_SLIP_MAX_ITEMS);
    const result = toggleSelection(full, pick(11));
    expect(result.error?.message).toBe('投注项数量已达上限');
    expect(result.slip).toBe(full);
    expect(toggleSelection(full, pick(10, { w: 'OU' })).slip.items).toHaveLength(10);
  });

  it('refuses new selections while an order is confirming (active=delay)', () => {
    const pending = setPendingOrder(toggleSelection(multiple, pick(1)).slip, {
      active: 'delay',
      ticket_id: 'T1',
    });
    const result = toggleSelection(pending, pick(2));
    expect(result.error).toEqual(BET_SLIP_ERRORS.pending);
    expect(result.error?.message).toBe('当前还有订单正在确认中，请稍等');
    expect(result.slip).toBe(pending);
    const confirmed = setPendingOrder(pending, { active: 'accept', ticket_id: 'T1' });
    expect(toggleSelection(confirmed, pick(2)).error).toBeUndefined();
    expect(setPendingOrder(pending, undefined)).toEqual(toggleSelection(multiple, pick(1)).slip);
  });

  it('turning multiple mode off keeps only the last item', () => {
    const slip = setBetMode(addAll(multiple, [pick(1), pick(2), pick(3)]), 'single').slip;
    expect(keys(slip)).toEqual([pickKey(pick(3))]);
  });

  it('series mode prices in Hong Kong odds and refuses another odds type', () => {
    const european = setOddsType(addAll(multiple, [pick(1, { r: '0.85' })]), OddsType.European).slip;
    expect(slipLines(european)[0]?.price).toBe('1.85');
    const series = setBetMode(european, 'series').slip;
    expect(slipLines(series)[0]?.price).toBe('0.85');
    expect(setOddsType(series, OddsType.Malay).error).toEqual(BET_SLIP_ERRORS.seriesOddsType);
    expect(slipLines(setBetMode(series, 'multiple').slip)[0]?.price).toBe('1.85');
  });

  it('shows 1X2 and champion prices as sent, whatever the odds type', () => {
    const slip = setOddsType(addAll(multiple, [pick(1, { w: 'MH', r: '2.10' })]), OddsType.Malay).slip;
    expect(slipLines(slip)[0]?.price).toBe('2.10');
  });
});

const commands = fc.array(slipCommandArb(), { maxLength: 60 });

describe('toggleSelection: invariants', () => {
  test.prop([betSlipArb(), betSlipItemArb()])('never holds more than 10 items', (slip, item) => {
    expect(toggleSelection(slip, item).slip.items.length).toBeLessThanOrEqual(BET_SLIP_MAX_ITEMS);
  });

  test.prop([
    fc.constantFrom<BetSlip['mode']>('multiple', 'series'),
    fc.uniqueArray(betSlipItemArb({ champion: false, matches: 40 }), {
      minLength: 11,
      maxLength: 25,
      selector: (item) => item.gameInfo.gameId,
    }),
  ])(
    'fills up with picks of different matches until 10, then refuses with the limit message',
    (mode, picks) => {
      let slip = createBetSlip({ mode });
      for (const item of picks) {
        const before = slip;
        const result = toggleSelection(slip, item);
        slip = result.slip;
        if (result.error !== undefined) {
          expect(result.error).toEqual(BET_SLIP_ERRORS.limit);
          expect(before.items).toHaveLength(BET_SLIP_MAX_ITEMS);
        }
        expect(slip.items.length).toBeLessThanOrEqual(BET_SLIP_MAX_ITEMS);
      }
      if (mode === 'series') expect(slip.items).toHaveLength(BET_SLIP_MAX_ITEMS);
    },
  );

  test.prop([fc.constantFrom<BetSlip['mode']>('single', 'multiple', 'series'), commands])(
    'never two items of the same match or gide outside series mode, never champion with ordinary',
    (mode, run) => {
      let slip = createBetSlip({ mode });
      for (const command of run) {
        slip = applySlipCommand(slip, command);
        const champions = slip.items.filter(isChampionItem).length;
        expect(champions === 0 || champions === slip.items.length).toBe(true);
        expect(slip.items.length).toBeLessThanOrEqual(BET_SLIP_MAX_ITEMS);
        expect(new Set(keys(slip)).size).toBe(slip.items.length);
        if (slip.mode === 'single') expect(slip.items.length).toBeLessThanOrEqual(1);
        if (slip.mode === 'series') continue;
        expect(new Set(slip.items.map((i) => i.gameInfo.gameId)).size).toBe(slip.items.length);
        expect(new Set(slip.items.map((i) => i.gameInfo.gide)).size).toBe(slip.items.length);
      }
    },
  );

  test.prop([betSlipArb(), betSlipItemArb()])(
    'toggling the same pick twice restores the slip whenever the first toggle only added it',
    (slip, item) => {
      const once = toggleSelection(slip, item);
      fc.pre(once.error === undefined && once.slip.items.length === slip.items.length + 1);
      expect(toggleSelection(once.slip, item).slip).toEqual(slip);
    },
  );

  test.prop([betSlipArb(), fc.nat()])(
    'removing a pick and selecting it again puts it back as the last item',
    (slip, index) => {
      const item = slip.items[index % Math.max(1, slip.items.length)];
      fc.pre(item !== undefined && !hasPendingOrder(slip));
      const removed = toggleSelection(slip, item).slip;
      const others = slip.items.filter((existing) => existing !== item);
      expect(removed.items).toEqual(others);
      expect(toggleSelection(removed, item).slip).toEqual({ ...slip, items: [...others, item] });
    },
  );

  test.prop([betSlipArb(), betSlipItemArb()])(
    'a refused selection leaves the slip untouched',
    (slip, item) => {
      const result = toggleSelection(slip, item);
      if (result.error !== undefined) expect(result.slip).toBe(slip);
      if (result.error === BET_SLIP_ERRORS.pending) expect(hasPendingOrder(slip)).toBe(true);
      if (result.error === BET_SLIP_ERRORS.limit) expect(slip.items).toHaveLength(BET_SLIP_MAX_ITEMS);
    },
  );

  test.prop([betSlipArb(), betSlipItemArb()])(
    'a pending delayed order blocks every new selection',
    (slip, item) => {
      const pending = setPendingOrder(slip, { active: 'delay', ticket_id: 'T000001' });
      fc.pre(!pending.items.some((existing) => pickKey(existing) === pickKey(item)));
      expect(toggleSelection(pending, item)).toEqual({ slip: pending, error: BET_SLIP_ERRORS.pending });
    },
  );

  test.prop([betSlipArb()])('series mode prices every line in Hong Kong odds', (slip) => {
    const series = setBetMode(slip, 'series').slip;
    expect(effectiveOddsType(series)).toBe(OddsType.HongKong);
    for (const line of slipLines(series)) {
      const doubleLine =
        !line.isChampion && ['R', 'OU', 'RE', 'ROU', 'HR', 'HOU'].includes(line.item.playInfo.w);
      if (doubleLine) expect(line.price).toBe(formatOdds(line.item.oddInfo.r, OddsType.HongKong));
    }
  });

  test.prop([betSlipArb()])('series mode marks exactly the items that share a match', (slip) => {
    const series = setBetMode(slip, 'series').slip;
    for (const line of slipLines(series)) {
      const sharing = series.items.filter((i) => i.gameInfo.gameId === line.item.gameInfo.gameId).length;
      expect(line.invalid).toBe(sharing > 1);
    }
  });

  test.prop([betSlipArb()])('turning multiple mode off keeps only the last item', (slip) => {
    const single = setBetMode(slip, 'single').slip;
    expect(single.items).toEqual(slip.items.slice(-1));
  });
});
