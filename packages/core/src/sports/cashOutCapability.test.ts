import { fc, test } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { games } from '../api/catalogue/games.ts';
import { createTestClock } from '../inbox/testClock.ts';
import { createIntentRunner } from '../money/intent.ts';
import { createFakeWalletHttp, sequentialIds, serverError, settle } from '../wallet/walletFakes.ts';
import type { BetRecord } from './betRecords.ts';
import { createBetRecords } from './betRecordsCapability.ts';
import { CASH_OUT_MESSAGES, createCashOut } from './cashOutCapability.ts';
import { type CashOutQuote, cashOutApi } from './cashOutSchemas.ts';

const quote = (amount: string, id = `q-${amount}`, ticketId = 'T1'): CashOutQuote => ({
  ticketId,
  quoteId: id,
  amount,
  expiresAt: 1,
  reason: '',
});

const record = (status: 'pending' | 'settled', cashOut?: string): BetRecord => ({
  ticketId: 'T1',
  venueCode: 'CRTY',
  venueName: '锦鲤体育',
  mode: 'single',
  lines: [],
  stake: '100.00',
  betAmount: '100.00',
  result: status === 'settled' ? 'CO' : '',
  payout: cashOut ?? '',
  winLoss: '',
  status,
  betTime: '2026-11-26 08:00:00',
  settleTime: '',
  ...(cashOut === undefined ? {} : { cashOut }),
});

function setup() {
  const http = createFakeWalletHttp();
  const clock = createTestClock(0);
  const onCashedOut = vi.fn();
  let amount = '95.00';
  http.on(cashOutApi.quote, (payload) => ({
    at: 0,
    quotes: (payload.ticketIds as string[]).map((id) => quote(amount, `q-${amount}`, id)),
  }));
  const cashOut = createCashOut({
    http,
    clock,
    runner: createIntentRunner(sequentialIds()),
    acceptBetterOdds: () => false,
    onCashedOut,
  });
  return {
    http,
    clock,
    cashOut,
    onCashedOut,
    setAmount: (a: string) => {
      amount = a;
    },
  };
}

describe('cash out capability (issue #30)', () => {
  it('polls the quotes of the watched bets while watched, with the trend of each move', async () => {
    const { http, clock, cashOut, setAmount } = setup();
    const stop = cashOut.watch(['T1']);
    await settle();
    expect(cashOut.getSnapshot().entries.T1).toMatchObject({ offer: { amount: '95.00' }, trend: null });
    setAmount('97.10');
    clock.advance(2000);
    await settle();
    expect(cashOut.getSnapshot().entries.T1).toMatchObject({ offer: { amount: '97.10' }, trend: 'up' });
    setAmount('90.00');
    clock.advance(2000);
    await settle();
    expect(cashOut.getSnapshot().entries.T1?.trend).toBe('down');
    stop();
    const calls = http.callsTo(cashOutApi.quote).length;
    clock.advance(10_000);
    await settle();
    expect(http.callsTo(cashOutApi.quote)).toHaveLength(calls);
  });

  it('confirms the amount shown, sends one request for a double click, and reports the credit', async () => {
    const { http, cashOut, onCashedOut } = setup();
    cashOut.watch(['T1']);
    await settle();
    http.on(cashOutApi.accept, (p) => ({ status: 'done', ticketId: 'T1', amount: p.amount, reason: '' }));
    void cashOut.cashOut('T1');
    expect(http.callsTo(cashOutApi.accept)).toHaveLength(0);
    cashOut.ask('T1');
    expect(cashOut.getSnapshot().entries.T1).toMatchObject({
      step: 'confirm',
      confirmQuote: { amount: '95.00' },
    });
    const first = cashOut.cashOut('T1');
    const second = cashOut.cashOut('T1');
    await Promise.all([first, second]);
    expect(http.callsTo(cashOutApi.accept)).toHaveLength(1);
    expect(http.callsTo(cashOutApi.accept)[0]).toMatchObject({
      payload: { ticketId: 'T1', quoteId: 'q-95.00', amount: '95.00', acceptBetterOdds: false },
      requestId: 'req-1',
    });
    expect(cashOut.getSnapshot().entries.T1).toMatchObject({ step: 'done', paid: '95.00' });
    expect(onCashedOut).toHaveBeenCalledTimes(1);
    await cashOut.cashOut('T1');
    expect(http.callsTo(cashOutApi.accept)).toHaveLength(1);
  });

  it('asks again with the new quote when the value moved', async () => {
    const { http, cashOut } = setup();
    cashOut.watch(['T1']);
    await settle();
    http.on(cashOutApi.accept, () => ({
      status: 'refused',
      ticketId: 'T1',
      amount: '',
      reason: CASH_OUT_MESSAGES.moved,
      quote: quote('93.40'),
    }));
    cashOut.ask('T1');
    await cashOut.cashOut('T1');
    expect(cashOut.getSnapshot().entries.T1).toMatchObject({
      step: 'confirm',
      confirmQuote: { amount: '93.40', quoteId: 'q-93.40' },
      message: CASH_OUT_MESSAGES.moved,
    });
    http.on(cashOutApi.accept, (p) => ({ status: 'done', ticketId: 'T1', amount: p.amount, reason: '' }));
    await cashOut.cashOut('T1');
    const calls = http.callsTo(cashOutApi.accept);
    // A refusal is a known outcome: the new confirm is a new intent with its own id.
    expect(calls.map((c) => c.requestId)).toEqual(['req-1', 'req-2']);
    expect(cashOut.getSnapshot().entries.T1).toMatchObject({ step: 'done', paid: '93.40' });
  });

  it('after a lost answer reads the records: a cash out found there is done, not sent again', async () => {
    const { http, cashOut, onCashedOut } = setup();
    cashOut.watch(['T1']);
    await settle();
    http.on(cashOutApi.accept, () => {
      throw serverError(504);
    });
    http.on(games.betRecordList, () => ({
      list: [record('settled', '95.00')],
      total: 1,
      pageNum: 1,
      pageSize: 50,
    }));
    cashOut.ask('T1');
    await cashOut.cashOut('T1');
    expect(cashOut.getSnapshot().entries.T1).toMatchObject({
      step: 'done',
      paid: '95.00',
      message: CASH_OUT_MESSAGES.applied,
    });
    expect(http.callsTo(cashOutApi.accept)).toHaveLength(1);
    expect(onCashedOut).toHaveBeenCalledTimes(1);
  });

  it('after a lost answer with the bet still open offers a retry under the same request id', async () => {
    const { http, cashOut } = setup();
    cashOut.watch(['T1']);
    await settle();
    http.on(cashOutApi.accept, () => {
      throw serverError(500);
    });
    http.on(games.betRecordList, () => ({ list: [record('pending')], total: 1, pageNum: 1, pageSize: 50 }));
    cashOut.ask('T1');
    await cashOut.cashOut('T1');
    expect(cashOut.getSnapshot().entries.T1).toMatchObject({
      step: 'failed',
      retryable: true,
      message: CASH_OUT_MESSAGES.notApplied,
    });
    http.on(cashOutApi.accept, (p) => ({ status: 'done', ticketId: 'T1', amount: p.amount, reason: '' }));
    await cashOut.cashOut('T1');
    const calls = http.callsTo(cashOutApi.accept);
    expect(calls.map((c) => c.requestId)).toEqual(['req-1', 'req-1']);
    expect(calls[1]?.payload).toEqual(calls[0]?.payload);
  });

  test.prop([
    fc.array(fc.constantFrom('ask', 'cancel', 'click', 'doubleClick', 'tick'), { maxLength: 25 }),
    fc.array(fc.constantFrom('ok', 'lost', 'lostRead', 'refused'), { minLength: 25, maxLength: 25 }),
  ])(
    'model: never two requests for one intent, and at most one credit whatever fails',
    async (commands, faults) => {
      const { http, clock, cashOut, onCashedOut } = setup();
      cashOut.watch(['T1']);
      await settle();
      // A server that applies one request id once and pays a ticket once, sometimes losing its answer.
      const applied = new Map<string, unknown>();
      let paid: string | null = null;
      let inFlight = 0;
      let n = 0;
      http.on(cashOutApi.accept, async (p, options) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await Promise.resolve();
        inFlight -= 1;
        const fault = faults[n++ % faults.length];
        const id = options.requestId!;
        if (!applied.has(id)) {
          const answer =
            fault === 'refused' || paid !== null
              ? {
                  status: 'refused',
                  ticketId: 'T1',
                  amount: '',
                  reason: '已变化',
                  quote: quote('94.00', `n${n}`),
                }
              : { status: 'done', ticketId: 'T1', amount: p.amount, reason: '' };
          if (answer.status === 'done') paid = p.amount as string;
          applied.set(id, answer);
        }
        if (fault === 'lost' || fault === 'lostRead') throw serverError(502);
        return applied.get(id);
      });
      let reads = 0;
      http.on(games.betRecordList, () => {
        reads += 1;
        if (faults[reads % faults.length] === 'lostRead') throw serverError(502);
        return {
          list: [paid === null ? record('pending') : record('settled', paid)],
          total: 1,
          pageNum: 1,
          pageSize: 50,
        };
      });
      let sentWhenDone: number | null = null;
      for (const command of commands) {
        if (command === 'ask') cashOut.ask('T1');
        if (command === 'cancel') cashOut.cancel('T1');
        if (command === 'click') await cashOut.cashOut('T1');
        if (command === 'doubleClick') await Promise.all([cashOut.cashOut('T1'), cashOut.cashOut('T1')]);
        if (command === 'tick') clock.advance(2000);
        await settle();
        if (sentWhenDone === null && cashOut.getSnapshot().entries.T1?.step === 'done')
          sentWhenDone = http.callsTo(cashOutApi.accept).length;
      }
      const calls = http.callsTo(cashOutApi.accept);
      // A request id is sent again only right after a try of it whose outcome stayed unknown.
      const ids = calls.map((c) => c.requestId);
      for (const id of new Set(ids)) {
        const tries = calls.filter((c) => c.requestId === id);
        for (const t of tries) expect(t.payload).toEqual(tries[0]!.payload);
      }
      const entry = cashOut.getSnapshot().entries.T1!;
      if (entry.step === 'done') {
        expect(entry.paid).toBe(paid);
        expect(onCashedOut).toHaveBeenCalledTimes(1);
      } else expect(onCashedOut).not.toHaveBeenCalled();
      // Once done nothing more is sent.
      if (sentWhenDone !== null) expect(calls).toHaveLength(sentWhenDone);
    },
  );
});

describe('a bet that settles the usual way while shown as open (issue #30)', () => {
  const page = (status: 'pending' | 'settled') => ({
    total: 1,
    list: [{ ...record(status), result: status === 'settled' ? 'W' : '' }],
  });

  function watchedRecords(filter: 'pending' | 'all') {
    const http = createFakeWalletHttp();
    const clock = createTestClock(0);
    const onSettled = vi.fn();
    let settledNow = false;
    http.on(cashOutApi.quote, () => ({
      at: 0,
      quotes: [
        settledNow
          ? { ...quote('', '', 'T1'), amount: '', reason: '注单已结算', expiresAt: 0, settled: true }
          : quote('95.00'),
      ],
    }));
    http.on(games.betRecordList, () => page(settledNow ? 'settled' : 'pending'));
    http.on(games.betRecordTotal, () => ({ count: 1, betAmount: '100.00', winLoss: '0.00' }));
    const cashOut = createCashOut({
      http,
      clock,
      runner: createIntentRunner(sequentialIds()),
      acceptBetterOdds: () => false,
      onCashedOut: vi.fn(),
      onSettled,
    });
    const records = createBetRecords(
      { http, clock, settlements: cashOut },
      { pageSize: 10, initial: { status: filter } },
    );
    return { http, clock, cashOut, records, onSettled, settle: () => (settledNow = true) };
  }

  it('reloads the list once, refreshes the balances and stops asking for its quote', async () => {
    const { http, clock, cashOut, records, onSettled, settle: settleBet } = watchedRecords('pending');
    const stopView = records.subscribe(() => undefined);
    await records.load();
    const stopQuotes = cashOut.watch(['T1']);
    await settle();
    expect(http.callsTo(games.betRecordList)).toHaveLength(1);

    settleBet();
    clock.advance(2000);
    await settle();
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(http.callsTo(games.betRecordList)).toHaveLength(2);
    expect(records.getSnapshot().page.data?.list[0]?.status).toBe('settled');
    const quotes = http.callsTo(cashOutApi.quote).length;
    clock.advance(10_000);
    await settle();
    expect(http.callsTo(cashOutApi.quote)).toHaveLength(quotes);
    expect(http.callsTo(games.betRecordList)).toHaveLength(2);
    stopQuotes();
    stopView();
  });

  it('follows nothing while no view watches the records', async () => {
    const { http, clock, cashOut, records, settle: settleBet } = watchedRecords('pending');
    await records.load();
    const stopQuotes = cashOut.watch(['T1']);
    await settle();
    settleBet();
    clock.advance(2000);
    await settle();
    expect(http.callsTo(games.betRecordList)).toHaveLength(1);
    stopQuotes();
  });
});
