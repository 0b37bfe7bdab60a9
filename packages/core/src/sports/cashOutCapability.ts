import { games } from '../api/catalogue/games.ts';
import { createStore, type Readable } from '../engine/store.ts';
import { type IntentCheck, type IntentRunner, SEND_ONCE } from '../money/intent.ts';
import { compareMoney } from '../money/money.ts';
import type { ClockPort, TimerHandle } from '../ports/clock.ts';
import type { HttpPort } from '../ports/http.ts';
import { BetResultCode } from './betResults.ts';
import { type CashOutPayload, type CashOutQuote, type CashOutResult, cashOutApi } from './cashOutSchemas.ts';

/**
 * Issue #30: cash out (提前结算) of the member's open bets. Offers follow the live prices (the quote call
 * is polled while a view watches tickets); `cashOut(ticketId)` is one intent per confirm: one request id,
 * kept while the outcome is unknown, never a second request while one is in flight, and after a lost
 * answer the bet records are read to tell the member what happened before a retry is offered.
 */

/** The member's texts around a cash out (reasons of the server come as the server's text). */
export const CASH_OUT_MESSAGES = {
  done: '提前结算成功',
  checking: '提前结算结果未知，正在核对注单，请勿重复提交',
  applied: '网络异常，经核对提前结算已成功',
  notApplied: '提前结算未完成，余额未变动，可再次提交',
  checkFailed: '暂时无法确认提前结算结果，请稍后在注单中查看；再次提交不会重复结算',
  moved: '提前结算金额已变化，请确认新金额',
  noQuote: '暂停提前结算',
} as const;

/**
 * One bet's cash-out state. `offer`: the latest quote (or the reason there is none); `trend`: how the
 * amount moved at the last refresh (a view flashes it like an odds cell). `step`: `idle` (offer shown),
 * `confirm` (the member sees `confirmQuote`'s amount and confirms or cancels), `sending`, `checking`
 * (the answer was lost: reading the records), `done` (`paid` credited), `failed` (`message` says why;
 * `retryable` when the same intent may be sent again under its kept request id). `settled`: the server
 * says the bet is no longer open (settled the usual way, or cashed out here): a view of open bets reloads.
 */
export interface CashOutEntry {
  readonly offer: CashOutQuote | null;
  readonly trend: 'up' | 'down' | null;
  readonly step: 'idle' | 'confirm' | 'sending' | 'checking' | 'done' | 'failed';
  readonly confirmQuote: CashOutQuote | null;
  readonly paid: string | null;
  readonly message: string | null;
  readonly retryable: boolean;
  readonly settled: boolean;
}

export interface CashOutState {
  readonly entries: Readonly<Record<string, CashOutEntry>>;
}

export interface CashOut extends Readable<CashOutState> {
  /** Polls quotes for these open tickets while watched (the view's life); answers the stop function. */
  watch(ticketIds: readonly string[]): () => void;
  /** One quote call for every watched ticket now. */
  refresh(): Promise<void>;
  /** Opens the confirm step with the offer now (nothing is sent). */
  ask(ticketId: string): void;
  /** Back to the offer (only before sending). */
  cancel(ticketId: string): void;
  /** Sends the confirmed quote: one request per intent; the same id again after an unknown outcome. */
  cashOut(ticketId: string): Promise<void>;
  /** Forgets every entry (logout). */
  reset(): void;
}

export interface CashOutDeps {
  readonly http: HttpPort;
  readonly clock: Pick<ClockPort, 'repeat' | 'cancelRepeat'>;
  /** The engine's one intent runner (one request id per confirm, from the id port). */
  readonly runner: IntentRunner;
  /** The member's 自动接受更好赔率 (the bet slip's setting). */
  readonly acceptBetterOdds: () => boolean;
  /** Money reached the sportsbook balance: the balances refresh. */
  readonly onCashedOut: (ticketId: string) => void;
  /** A watched bet turned out settled the usual way (its payout, if any, reached the venue). */
  readonly onSettled?: (ticketId: string) => void;
  readonly pollMs?: number;
}

const EMPTY: CashOutEntry = {
  offer: null,
  trend: null,
  step: 'idle',
  confirmQuote: null,
  paid: null,
  message: null,
  retryable: false,
  settled: false,
};

const RECORDS_SEARCHED = 50;

/** Never sent: a kept intent repeats its own payload. */
const KEPT: CashOutPayload = { ticketId: '', quoteId: '', amount: '', acceptBetterOdds: false };

/** Did a cash out whose answer was lost go through? Reads the bet records (nothing is sent again). */
export async function checkCashOut(http: HttpPort, ticketId: string): Promise<IntentCheck<CashOutResult>> {
  try {
    const page = await http.call(games.betRecordList, {
      venueCode: 'CRTY',
      status: 'all',
      pageNum: 1,
      pageSize: RECORDS_SEARCHED,
    });
    const record = page.list.find((r) => r.ticketId === ticketId);
    if (record === undefined) return { type: 'unknown' };
    if (record.status === 'pending') return { type: 'notApplied' };
    if (record.result === BetResultCode.CashedOut && record.cashOut !== undefined)
      return { type: 'applied', value: { status: 'done', ticketId, amount: record.cashOut, reason: '' } };
    return { type: 'unknown' };
  } catch {
    return { type: 'unknown' };
  }
}

export function createCashOut(deps: CashOutDeps): CashOut {
  const store = createStore<CashOutState>({ entries: {} });
  const watched = new Map<symbol, readonly string[]>();
  /** The runner keeps a cash out whose outcome is unknown under this key (its id and its payload). */
  const keyOf = (ticketId: string) => `cashOut:${ticketId}`;
  let timer: TimerHandle | null = null;

  const entry = (ticketId: string): CashOutEntry => store.getSnapshot().entries[ticketId] ?? EMPTY;
  const patch = (ticketId: string, change: Partial<CashOutEntry>) =>
    store.update((state) => ({
      entries: { ...state.entries, [ticketId]: { ...(state.entries[ticketId] ?? EMPTY), ...change } },
    }));
  const busy = (e: CashOutEntry) => e.step === 'sending' || e.step === 'checking';

  const takeQuote = (quote: CashOutQuote) => {
    const before = entry(quote.ticketId);
    if (before.step === 'done') return;
    if (quote.settled === true && !before.settled) {
      patch(quote.ticketId, { offer: quote, trend: null, settled: true });
      deps.onSettled?.(quote.ticketId);
      return;
    }
    const old = before.offer?.amount ?? '';
    const trend =
      old === '' || quote.amount === '' || old === quote.amount
        ? old === quote.amount
          ? before.trend
          : null
        : compareMoney(quote.amount, old) > 0
          ? 'up'
          : 'down';
    patch(quote.ticketId, { offer: quote, trend });
  };

  const tickets = () => [...new Set([...watched.values()].flat())];

  const refresh = async () => {
    const ids = tickets()
      .filter((id) => entry(id).step !== 'done' && !entry(id).settled)
      .slice(0, 50);
    if (ids.length === 0) return;
    try {
      const answer = await deps.http.call(cashOutApi.quote, { ticketIds: ids });
      for (const quote of answer.quotes) takeQuote(quote);
    } catch {
      // The next poll tries again; the offers shown stay until then.
    }
  };

  const restartTimer = () => {
    if (timer !== null) deps.clock.cancelRepeat(timer);
    timer = null;
    if (tickets().length > 0) timer = deps.clock.repeat(() => void refresh(), deps.pollMs ?? 2000);
  };

  const finish = (ticketId: string, result: CashOutResult, message: string) => {
    if (result.status === 'done') {
      patch(ticketId, {
        step: 'done',
        paid: result.amount,
        message,
        confirmQuote: null,
        retryable: false,
        settled: true,
      });
      deps.onCashedOut(ticketId);
      return;
    }
    // Refused: nothing moved; a new quote asks the member again, no quote shows the reason.
    const quote = result.quote;
    if (quote !== undefined) takeQuote(quote);
    const again = quote !== undefined && quote.quoteId !== '';
    patch(ticketId, {
      step: again ? 'confirm' : 'failed',
      confirmQuote: again ? quote : null,
      message: result.reason || CASH_OUT_MESSAGES.noQuote,
      retryable: false,
    });
  };

  /** Runs the ticket's intent (a new one for `payload`, or the kept one after an unknown outcome). */
  const send = async (ticketId: string, payload: CashOutPayload) => {
    patch(ticketId, { step: 'sending', message: null, retryable: false });
    const outcome = await deps.runner
      .resume(keyOf(ticketId), {
        retry: SEND_ONCE,
        send: (requestId) => deps.http.call(cashOutApi.accept, payload, { requestId }),
        // The outcome is unknown: find out from the records before anything is offered again.
        check: () => checkCashOut(deps.http, ticketId),
        onStatus: (status) => {
          if (status === 'checking')
            patch(ticketId, { step: 'checking', message: CASH_OUT_MESSAGES.checking });
        },
      })
      .run();
    if (outcome.type === 'ok')
      return finish(
        ticketId,
        outcome.value,
        outcome.checked ? CASH_OUT_MESSAGES.applied : CASH_OUT_MESSAGES.done,
      );
    if (outcome.type === 'refused') {
      patch(ticketId, { step: 'failed', message: outcome.message, retryable: false, confirmQuote: null });
      return;
    }
    patch(ticketId, {
      step: 'failed',
      message: outcome.check === 'notApplied' ? CASH_OUT_MESSAGES.notApplied : CASH_OUT_MESSAGES.checkFailed,
      retryable: true,
    });
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    watch(ticketIds) {
      const key = Symbol('watch');
      watched.set(key, [...ticketIds]);
      restartTimer();
      void refresh();
      return () => {
        watched.delete(key);
        restartTimer();
      };
    },
    refresh,
    ask(ticketId) {
      const e = entry(ticketId);
      if (busy(e) || e.step === 'done') return;
      if (e.retryable) return;
      const offer = e.offer;
      if (offer === null || offer.quoteId === '') return;
      patch(ticketId, { step: 'confirm', confirmQuote: offer, message: null });
    },
    cancel(ticketId) {
      const e = entry(ticketId);
      if (busy(e) || e.step === 'done' || e.retryable) return;
      patch(ticketId, { step: 'idle', confirmQuote: null, message: null });
    },
    async cashOut(ticketId) {
      const e = entry(ticketId);
      if (busy(e) || e.step === 'done') return;
      // After an unknown outcome the same intent runs again (its id and its payload).
      if (deps.runner.kept(keyOf(ticketId)) !== undefined) return send(ticketId, KEPT);
      const quote = e.confirmQuote;
      if (e.step !== 'confirm' || quote === null || quote.quoteId === '' || quote.amount === '') return;
      return send(ticketId, {
        ticketId,
        quoteId: quote.quoteId,
        amount: quote.amount,
        acceptBetterOdds: deps.acceptBetterOdds(),
      });
    },
    reset() {
      store.set({ entries: {} });
    },
  };
}
