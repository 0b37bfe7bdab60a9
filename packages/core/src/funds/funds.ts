import { centerWallet } from '../api/catalogue/centerWallet.ts';
import { venues } from '../api/catalogue/venues.ts';
import { errorMessage } from '../api/resultCodes.ts';
import { exchangeResultSchema } from '../api/schemas/wallet.ts';
import { createStore, type Readable } from '../engine/store.ts';
import {
  type IntentCheck,
  type IntentResult,
  type IntentRunner,
  intentResult,
  RESEND_UNKNOWN,
  type RetryPolicy,
} from '../money/intent.ts';
import { centerMovedBy } from '../money/transferCheck.ts';
import type { HttpPort } from '../ports/http.ts';
import { type BalanceSummaryState, createBalanceSummary } from './balanceSummary.ts';
import type { BalanceSummary } from './balanceTotal.ts';
import { TransferDirection, toWireAmount, validateTransferAmount } from './transferAmount.ts';

/** SPEC §4: the toast after a transfer into a venue. */
export const TRANSFER_SUCCESS_TEXT = '转账成功';

/** Issue #15: a transfer whose answer never came (timeout, dropped, 5xx, unreadable) is checked. */
export const TRANSFER_UNKNOWN_MESSAGES = {
  checking: '转账结果未知，正在核对余额，请勿重复提交',
  notMoved: '转账未完成，余额未变动，可再次提交',
  checkFailed: '暂时无法确认转账结果，请稍后刷新余额再试',
} as const;

/** One move between the center wallet and a venue. */
export interface TransferIntent {
  venue: string;
  direction: (typeof TransferDirection)[keyof typeof TransferDirection];
  amount: string;
  /** 1 when the launch answered 6413 (the venue runs an activity); 0 by default. */
  isActivity?: 0 | 1;
}

/** What moved: the center wallet after the move (from the answer, or from the check's balance). */
export interface TransferDone {
  centerWalletBalance: string;
}

export interface TransferOptions {
  /** RESEND_UNKNOWN by default (the wallet page); the play journey's dialog sends once and checks. */
  retry?: RetryPolicy;
  /** Told when the answer was lost and the balance is being checked (a form says so). */
  onChecking?: () => void;
}

/** The exchange wallet after a CNY ↔ USDT exchange (transfer/utcTransfer). */
export interface ExchangeDone {
  centerWalletBalance: string;
  exchangeBalance: string;
}

/**
 * The funds' state: the balance summary (center, lock money, every venue and their total: the header,
 * /mine, the wallet pages, the sportsbook and the transfer dialog read it) and the money-moving state.
 */
export interface FundsState extends BalanceSummaryState {
  /** A money-moving intent in flight (transfer, recycle, exchange): every money button is disabled. */
  moving: boolean;
  /** Issue #15: a transfer's answer was lost and the balance is being checked (say so; no retry yet). */
  checking: boolean;
  /** Venue rows being refreshed one by one, by enName. */
  refreshing: Readonly<Record<string, boolean>>;
}

/**
 * THE owner of a member's money (issue #25): the center wallet, lock money and venue balances, and every
 * money-moving intent (transfer in and out, recycle, exchange) through the engine's one intent runner
 * (money/intent.ts): one request id per intent from the id port, kept while the outcome is unknown, the
 * balance checked after a lost answer before a retry is offered.
 */
export interface Funds extends Readable<FundsState> {
  /**
   * Asks for the center wallet (with lock money) and every venue together; answers the new summary, or
   * rejects with the first call's failure (the last known summary stays).
   */
  refresh(): Promise<BalanceSummary>;
  /** Only the center wallet and lock money again (each slice shows its own failure). */
  loadCenter(): Promise<void>;
  /** Only the venue list again. */
  loadVenues(): Promise<void>;
  /** One venue's balance learnt elsewhere (the sportsbook's own venue/balance): the total follows. */
  setVenue(enName: string, balance: string): void;
  /** One venue's balance again (venue/balance); answers the error text when it failed, else null. */
  refreshVenue(enName: string): Promise<string | null>;
  /** The SPEC §5 problem with a transfer's amount against the balance it leaves, or undefined. */
  transferProblem(intent: TransferIntent): string | undefined;
  /**
   * Moves money between the center wallet and a venue. A refused amount sends nothing and answers the
   * message; the same transfer submitted again after an unknown outcome carries the same request id.
   */
  transfer(intent: TransferIntent, options?: TransferOptions): Promise<IntentResult<TransferDone>>;
  /** 一键回收: every venue balance back to the center wallet. */
  recycle(): Promise<IntentResult<unknown>>;
  /** CNY ↔ USDT (transfer/utcTransfer): 1 center wallet → exchange wallet, 2 back. */
  exchange(amount: string, direction: 1 | 2): Promise<IntentResult<ExchangeDone>>;
  /** Logout: the next member starts from nothing (and no kept intent). */
  reset(): void;
}

export interface FundsDeps {
  http: HttpPort;
  /** The engine's one intent runner (over the id port). */
  runner: IntentRunner;
  /** Money moved: the session refreshes the header balance. */
  onMoneyMoved?: () => void;
}

export function createFunds(deps: FundsDeps): Funds {
  const { http, runner } = deps;
  const summary = createBalanceSummary({ http });
  const extra = { moving: false, checking: false, refreshing: {} as FundsState['refreshing'] };
  const store = createStore<FundsState>({ ...summary.getSnapshot(), ...extra });
  const patch = (change: Partial<FundsState>) => store.update((state) => ({ ...state, ...change }));
  summary.subscribe(() => patch(summary.getSnapshot()));
  const center = () => store.getSnapshot().center.data?.center;

  async function moving<R>(run: () => Promise<IntentResult<R>>): Promise<IntentResult<R>> {
    patch({ moving: true });
    try {
      const result = await run();
      if (result.type === 'ok') {
        deps.onMoneyMoved?.();
        await summary.refresh().catch(() => undefined);
      }
      return result;
    } finally {
      patch({ moving: false, checking: false });
    }
  }

  const funds: Funds = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    refresh: () => summary.refresh(),
    loadCenter: () => summary.loadCenter(),
    loadVenues: () => summary.loadVenues(),
    setVenue: (enName, balance) => summary.setVenue(enName, balance),
    async refreshVenue(enName) {
      store.update((state) => ({ ...state, refreshing: { ...state.refreshing, [enName]: true } }));
      try {
        const answer = await http.call(venues.venueBalance, { channelCode: enName });
        summary.setVenue(enName, answer.balance);
        return null;
      } catch (error) {
        return errorMessage(error);
      } finally {
        store.update((state) => {
          const { [enName]: _done, ...refreshing } = state.refreshing;
          return { ...state, refreshing };
        });
      }
    },
    transferProblem({ venue, direction, amount }) {
      const state = store.getSnapshot();
      const available =
        direction === TransferDirection.IntoVenue
          ? state.center.data?.center
          : state.venues.data?.find((row) => row.enName === venue)?.balance;
      return validateTransferAmount(amount, available);
    },
    async transfer(intent, options = {}) {
      const problem = funds.transferProblem(intent);
      if (problem !== undefined)
        return { type: 'failed', message: problem, code: null, requestId: '', outcomeKnown: true };
      const { venue, direction } = intent;
      const isActivity = intent.isActivity ?? 0;
      const amount = toWireAmount(intent.amount);
      return moving(async () => {
        // The check compares the center wallet with the one before the first send.
        if (center() === undefined) await summary.loadCenter();
        const before = center();
        const into = direction === TransferDirection.IntoVenue;
        const run = runner.resume<TransferDone>(`transfer:${venue}:${direction}:${amount}:${isActivity}`, {
          retry: options.retry ?? RESEND_UNKNOWN,
          send: (requestId) =>
            http.call(
              venues.transfer,
              { channelCode: venue, amount, ty: direction, isActivity },
              { requestId },
            ),
          async check(): Promise<IntentCheck<TransferDone>> {
            await summary.loadCenter();
            const after = store.getSnapshot().center;
            if (after.status === 'error' || after.data === null) return { type: 'unknown' };
            return centerMovedBy(before, after.data.center, amount, into)
              ? { type: 'applied', value: { centerWalletBalance: after.data.center } }
              : { type: 'notApplied' };
          },
          onStatus(status) {
            if (status !== 'checking') return;
            patch({ checking: true });
            options.onChecking?.();
          },
        });
        const outcome = await run.run();
        const unknownMessage =
          outcome.type === 'unknown' && outcome.check === 'notApplied'
            ? TRANSFER_UNKNOWN_MESSAGES.notMoved
            : TRANSFER_UNKNOWN_MESSAGES.checkFailed;
        return intentResult(outcome, unknownMessage);
      });
    },
    recycle: () =>
      moving(async () =>
        intentResult(
          await runner
            .resume('recycle', {
              retry: RESEND_UNKNOWN,
              send: (requestId) => http.call(venues.recycle, {}, { requestId }),
            })
            .run(),
        ),
      ),
    exchange: (amount, direction) =>
      moving(async () =>
        intentResult(
          await runner
            .resume(`exchange:${direction}:${amount}`, {
              retry: RESEND_UNKNOWN,
              send: async (requestId) =>
                exchangeResultSchema.parse(
                  await http.call(centerWallet.utcTransfer, { amount, direction }, { requestId }),
                ),
            })
            .run(),
        ),
      ),
    reset() {
      summary.reset();
      store.set({ ...summary.getSnapshot(), ...extra });
    },
  };
  return funds;
}
