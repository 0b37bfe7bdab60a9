import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../storage/storageKeys.ts';
import { BET_UNKNOWN_MESSAGES } from './betCheck.ts';
import {
  createFakeVenue,
  idsWithPrefix,
  LIMITS,
  memoryStorage,
  pick,
  settle,
  startSlip,
} from './betSlipFakes.ts';
import { ORDER_POLL_MS } from './betslip.machine.ts';
import {
  selectBetSlipLines,
  selectCanPlace,
  selectComboView,
  selectHasMovedOdds,
  selectIsConfirming,
  selectIsPlacing,
} from './betslip.selectors.ts';
import { pickKey } from './rules.ts';
import { persistBetSlip, restoreBetSlip } from './storedSlip.ts';

const key1 = pickKey(pick(1));

function singleWithStake(stake = '100') {
  const venue = createFakeVenue();
  const started = startSlip(venue);
  started.actor.send({ type: 'slip.toggle', item: pick(1) });
  started.actor.send({ type: 'stake.change', key: key1, value: stake });
  started.actor.send({ type: 'stake.commit', key: key1 });
  return { venue, ...started };
}

describe('bet-slip machine: selections and stakes', () => {
  it('shows the win amount of a single bet and places it with one request id', async () => {
    const { actor, venue, emitted } = singleWithStake();
    expect(selectBetSlipLines(actor.getSnapshot())[0]).toMatchObject({
      price: '0.95',
      stake: '100',
      win: '95.00',
    });
    expect(selectCanPlace(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'slip.place' });
    expect(selectIsPlacing(actor.getSnapshot())).toBe(true);
    await settle();
    expect(venue.placeCalls).toEqual([
      {
        requestId: 'req-1',
        payload: {
          mode: 'single',
          oddsType: 'H',
          acceptBetterOdds: false,
          stake: '100',
          lines: [{ gameId: 'g1', gide: 'e1', oddGameId: 'g1-m1', w: 'R', odds: '0.95' }],
        },
      },
    ]);
    expect(actor.getSnapshot().context.slip.items).toEqual([]);
    expect(actor.getSnapshot().context.notice?.message).toBe('投注成功');
    expect(emitted).toEqual([{ type: 'betslip.accepted', ticketId: 'T000001' }]);
  });

  it('caps a committed stake between the limits and says so', () => {
    const { actor } = singleWithStake('99999');
    expect(actor.getSnapshot().context.stakes[key1]).toBe('5000');
    expect(actor.getSnapshot().context.notice?.message).toBe('单注最高投注额为5000，已为您调整');
    actor.send({ type: 'stake.change', key: key1, value: '3' });
    actor.send({ type: 'stake.commit', key: key1 });
    expect(actor.getSnapshot().context.stakes[key1]).toBe(LIMITS.min);
  });

  it('caps an uncommitted stake on 投注 instead of betting it', async () => {
    const { actor, venue } = singleWithStake();
    actor.send({ type: 'stake.change', key: key1, value: '8000' });
    actor.send({ type: 'slip.place' });
    await settle();
    expect(venue.placeCalls).toEqual([]);
    expect(actor.getSnapshot().context.stakes[key1]).toBe('5000');
  });

  it('refuses an 11th item with 投注项数量已达上限', () => {
    const { actor } = startSlip(createFakeVenue());
    actor.send({ type: 'slip.mode', mode: 'multiple' });
    for (let match = 1; match <= 11; match += 1) actor.send({ type: 'slip.toggle', item: pick(match) });
    expect(actor.getSnapshot().context.slip.items).toHaveLength(10);
    expect(actor.getSnapshot().context.error?.message).toBe('投注项数量已达上限');
  });

  it('prices a multiple as the product of European prices and a series as every parlay', () => {
    const { actor } = startSlip(createFakeVenue());
    actor.send({ type: 'slip.mode', mode: 'multiple' });
    actor.send({ type: 'slip.toggle', item: pick(1, { r: '0.90' }) });
    actor.send({ type: 'slip.toggle', item: pick(2, { r: '1.00' }) });
    actor.send({ type: 'stake.change', value: '100' });
    // 1.90 × 2.00 = 3.80 European, 2.80 Hong Kong.
    expect(selectComboView(actor.getSnapshot())).toMatchObject({ odds: '2.80', count: 1, win: '280.00' });
    actor.send({ type: 'slip.oddsType', oddsType: 'E' });
    expect(selectComboView(actor.getSnapshot())).toMatchObject({ odds: '3.80', win: '380.00' });

    actor.send({ type: 'slip.mode', mode: 'series' });
    actor.send({ type: 'slip.toggle', item: pick(3, { r: '0.50' }) });
    expect(selectBetSlipLines(actor.getSnapshot()).map((line) => line.price)).toEqual([
      '0.90',
      '1.00',
      '0.50',
    ]);
    // Four parlays: 1.9×2 − 1, 1.9×1.5 − 1, 2×1.5 − 1, 1.9×2×1.5 − 1 = 2.8 + 1.85 + 2 + 4.7 = 11.35.
    expect(selectComboView(actor.getSnapshot())).toMatchObject({
      count: 4,
      totalStake: '400.00',
      win: '1135.00',
    });
    actor.send({ type: 'slip.oddsType', oddsType: 'E' });
    expect(actor.getSnapshot().context.error?.message).toBe('复式串关仅支持香港盘');
  });
});

describe('bet-slip machine: delayed confirmation', () => {
  it('polls the order every 2 s until it is accepted, refusing new selections meanwhile', async () => {
    const { actor, venue, clock, emitted } = singleWithStake();
    venue.placeAnswers.push({ ticket_id: '', active: 'delay' });
    venue.statusAnswers.push({ ticket_id: '', active: 'delay' }, { ticket_id: '', active: 'accept' });
    actor.send({ type: 'slip.place' });
    await settle();
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.slip.pendingOrder).toEqual({ active: 'delay', ticket_id: 'T000001' });

    actor.send({ type: 'slip.toggle', item: pick(2) });
    expect(actor.getSnapshot().context.error?.message).toBe('当前还有订单正在确认中，请稍等');
    expect(actor.getSnapshot().context.slip.items).toHaveLength(1);

    clock.increment(ORDER_POLL_MS - 1);
    await settle();
    expect(venue.statusCalls).toHaveLength(0);
    clock.increment(1);
    await settle();
    expect(venue.statusCalls).toEqual([{ ticket_id: 'T000001' }]);
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true);

    clock.increment(ORDER_POLL_MS);
    await settle();
    expect(venue.statusCalls).toHaveLength(2);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.slip.items).toEqual([]);
    expect(actor.getSnapshot().context.slip.pendingOrder).toBeUndefined();
    expect(emitted).toEqual([{ type: 'betslip.accepted', ticketId: 'T000001' }]);
  });

  it('keeps the lines when the order is rejected and shows the venue reason', async () => {
    const { actor, venue, clock } = singleWithStake();
    venue.placeAnswers.push({ ticket_id: '', active: 'delay' });
    venue.statusAnswers.push('fail', { ticket_id: '', active: 'reject', reason: '赔率已关闭' });
    actor.send({ type: 'slip.place' });
    await settle();
    clock.increment(ORDER_POLL_MS);
    await settle();
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true);
    clock.increment(ORDER_POLL_MS);
    await settle();
    expect(actor.getSnapshot().context.notice?.message).toBe('赔率已关闭');
    expect(actor.getSnapshot().context.slip.items).toHaveLength(1);
    expect(actor.getSnapshot().context.slip.pendingOrder).toBeUndefined();
  });
});

describe('bet-slip machine: retries and moved odds', () => {
  it('retries a failed order with the same request id, and a changed order with a new one', async () => {
    const { actor, venue } = singleWithStake();
    venue.placeAnswers.push('fail', 'fail');
    actor.send({ type: 'slip.place' });
    await settle();
    // Issue #29: the records were read first; the bet is not there, so the slip says it may be placed again.
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'betslip.notPlaced',
      message: BET_UNKNOWN_MESSAGES.notApplied,
    });
    actor.send({ type: 'slip.place' });
    await settle();
    actor.send({ type: 'stake.change', key: key1, value: '200' });
    actor.send({ type: 'slip.place' });
    await settle();
    expect(venue.placeCalls.map((call) => call.requestId)).toEqual(['req-1', 'req-1', 'req-2']);
    expect(venue.checkCalls.map((call) => call.requestId)).toEqual(['req-1', 'req-1']);
    expect(venue.taken.size).toBe(1);
  });

  it('after a lost answer (issue #29) finds the bet in the records: accepted once, never sent again', async () => {
    const { actor, venue, emitted } = singleWithStake();
    venue.placeAnswers.push('lost');
    actor.send({ type: 'slip.place' });
    await settle();
    expect(actor.getSnapshot().context.notice).toEqual({
      code: 'betslip.accepted',
      message: BET_UNKNOWN_MESSAGES.applied,
    });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.slip.items).toHaveLength(0);
    expect(emitted).toEqual([{ type: 'betslip.accepted', ticketId: 'T000001' }]);
    expect(venue.placeCalls).toHaveLength(1);
    expect(venue.taken.size).toBe(1);
  });

  it('a check that cannot read says so and keeps the intent: the retry gets the first answer', async () => {
    const { actor, venue, emitted } = singleWithStake();
    venue.placeAnswers.push('lost');
    venue.checkAnswers.push('fail');
    actor.send({ type: 'slip.place' });
    await Promise.resolve();
    expect(selectIsPlacing(actor.getSnapshot())).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'betslip.placeUnknown',
      message: BET_UNKNOWN_MESSAGES.checkFailed,
    });
    expect(actor.getSnapshot().context.slip.items).toHaveLength(1);
    actor.send({ type: 'slip.place' });
    await settle();
    expect(venue.placeCalls.map((call) => call.requestId)).toEqual(['req-1', 'req-1']);
    expect(venue.taken.size).toBe(1);
    expect(emitted).toEqual([{ type: 'betslip.accepted', ticketId: 'T000001' }]);
  });

  it('a second press while the order is in flight sends nothing; the lost answer is checked first', async () => {
    const { actor, venue } = singleWithStake();
    venue.placeAnswers.push('fail');
    actor.send({ type: 'slip.place' });
    actor.send({ type: 'slip.place' });
    await Promise.resolve();
    await Promise.resolve();
    // The answer was lost: the slip says it is looking in the records, and still takes no press.
    expect(actor.getSnapshot().matches({ placing: 'checking' })).toBe(true);
    expect(actor.getSnapshot().context.notice?.message).toBe(BET_UNKNOWN_MESSAGES.checking);
    actor.send({ type: 'slip.place' });
    await settle();
    expect(venue.placeCalls).toHaveLength(1);
    expect(venue.checkCalls).toHaveLength(1);
    expect(actor.getSnapshot().context.notice).toBeUndefined();
    expect(actor.getSnapshot().context.error?.code).toBe('betslip.notPlaced');
  });

  it('a refusal (a result code) is a known outcome: it is shown and the next press is a new intent', async () => {
    const { actor, venue } = singleWithStake();
    venue.placeAnswers.push('refused');
    actor.send({ type: 'slip.place' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'betslip.placeFailed',
      message: '余额不足，请先充值',
    });
    expect(actor.getSnapshot().context.intent).toBeUndefined();
    expect(venue.checkCalls).toHaveLength(0);
    actor.send({ type: 'slip.place' });
    await settle();
    expect(venue.placeCalls.map((call) => call.requestId)).toEqual(['req-1', 'req-2']);
    expect(actor.getSnapshot().context.notice?.message).toBe('投注成功');
  });

  it('blocks placing on moved odds until the member accepts them', async () => {
    const { actor, venue } = singleWithStake();
    actor.send({ type: 'odds.update', updates: [{ key: key1, r: '0.90' }] });
    expect(selectBetSlipLines(actor.getSnapshot())[0]).toMatchObject({
      price: '0.90',
      selectedPrice: '0.95',
      oddsMove: 'down',
      win: '90.00',
    });
    expect(selectHasMovedOdds(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'slip.place' });
    expect(actor.getSnapshot().context.error?.message).toBe('赔率已变化，请确认新赔率');
    actor.send({ type: 'slip.acceptOdds' });
    actor.send({ type: 'slip.place' });
    await settle();
    expect(venue.placeCalls[0]?.payload.lines[0]?.odds).toBe('0.90');
  });

  it('with accept-better-odds on, takes better prices at once and still stops at worse ones', () => {
    const { actor } = singleWithStake();
    actor.send({ type: 'slip.acceptBetterOdds', on: true });
    actor.send({ type: 'odds.update', updates: [{ key: key1, r: '1.02' }] });
    expect(selectHasMovedOdds(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.odds[key1]).toEqual({ selectedOdds: '1.02', currentOdds: '1.02' });
    actor.send({ type: 'odds.update', updates: [{ key: key1, r: '0.99' }] });
    expect(selectCanPlace(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'odds.update', updates: [{ key: key1, r: '' }] });
    expect(selectBetSlipLines(actor.getSnapshot())[0]?.oddsMove).toBe('suspended');
  });
});

describe('bet-slip machine: reload', () => {
  it('restores the slip and resumes polling an order still confirming', async () => {
    const storage = memoryStorage();
    const first = singleWithStake();
    first.venue.placeAnswers.push({ ticket_id: '', active: 'delay' });
    first.actor.send({ type: 'slip.place' });
    await settle();
    persistBetSlip(storage, first.actor.getSnapshot().context);
    first.actor.stop();

    const venue = createFakeVenue();
    venue.statusAnswers.push({ ticket_id: '', active: 'accept' });
    const { actor, clock } = startSlip(venue, {
      restored: restoreBetSlip(storage),
      newRequestId: idsWithPrefix('again'),
    });
    expect(selectIsConfirming(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.stakes[key1]).toBe('100');
    clock.increment(ORDER_POLL_MS);
    await settle();
    expect(venue.statusCalls).toEqual([{ ticket_id: 'T000001' }]);
    expect(actor.getSnapshot().context.slip.items).toEqual([]);
  });

  it('keeps an order whose outcome is unknown across a reload: the new page sends it under the stored id', async () => {
    const storage = memoryStorage();
    const first = singleWithStake();
    first.venue.placeAnswers.push('lost');
    first.venue.checkAnswers.push('fail');
    first.actor.send({ type: 'slip.place' });
    await settle();
    expect(first.actor.getSnapshot().context.error?.code).toBe('betslip.placeUnknown');
    persistBetSlip(storage, first.actor.getSnapshot().context);
    first.actor.stop();

    // A new page: a new id port and a new intent runner that never saw req-1; the same venue.
    const { actor, emitted } = startSlip(first.venue, {
      restored: restoreBetSlip(storage),
      newRequestId: idsWithPrefix('again'),
    });
    expect(actor.getSnapshot().context.intent?.requestId).toBe('req-1');
    actor.send({ type: 'slip.place' });
    await settle();
    // The venue answers the id it already took with its first answer: one bet, one debit.
    expect(first.venue.placeCalls.map((call) => call.requestId)).toEqual(['req-1', 'req-1']);
    expect(first.venue.taken.size).toBe(1);
    expect(emitted).toEqual([{ type: 'betslip.accepted', ticketId: 'T000001' }]);
    expect(actor.getSnapshot().context.intent).toBeUndefined();
  });

  it('drops corrupt or foreign data and removes the key', () => {
    const storage = memoryStorage();
    for (const text of ['{', '{"v":2}', JSON.stringify({ v: 1, mode: 'parlay' })]) {
      storage.set(StorageKey.betSlip, text);
      expect(restoreBetSlip(storage)).toBeUndefined();
      expect(storage.get(StorageKey.betSlip)).toBeNull();
    }
  });
});
