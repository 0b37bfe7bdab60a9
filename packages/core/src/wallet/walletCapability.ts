import { games } from '../api/catalogue/games.ts';
import { money } from '../api/catalogue/money.ts';
import { errorMessage } from '../api/resultCodes.ts';
import type { DealRecordPage, TransferRate } from '../api/schemas/walletRecords.ts';
import {
  autoTransferSchema,
  dealRecordPageSchema,
  exchangeResultSchema,
  transferRateSchema,
} from '../api/schemas/walletRecords.ts';
import { changeQuery, createLoader, idle, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import { TransferDirection } from '../games/gameSchemas.ts';
import { toWireAmount, validateTransferAmount } from '../games/transferAmount.ts';
import { TRANSFER_UNKNOWN_MESSAGES } from '../games/venueTransfer.machine.ts';
import { type IntentResult, type NewRequestId, sendIntentRetrying } from '../money/intent.ts';
import { centerMovedBy } from '../money/transferCheck.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import {
  type BalanceSummaryState,
  type BalanceSummaryStore,
  createBalanceSummary,
} from './balanceSummary.ts';
import type { VenueRow } from './balanceTotal.ts';
import type { ExchangeDirectionValue } from './exchangeRules.ts';
import { recordDateQuery, recordDateRangeError } from './recordDates.ts';

export const RECORD_PAGE_SIZE = 10;

/** The wallet's view of the balance summary (balanceSummary.ts): total and its parts. */
export interface WalletBalances {
  total: string;
  center: string;
  lock: string;
  /** The venues' share of the total. */
  inVenues: string;
}

export type { VenueRow };

export interface RecordFilter {
  type: number;
  startDate: string;
  endDate: string;
  pageNum: number;
}

export interface WalletState {
  /** Mirrors the engine's balance summary (the one holder of balances); never fetched here. */
  balances: Loadable<WalletBalances>;
  venues: Loadable<readonly VenueRow[]>;
  /** Venue rows being refreshed one by one, by enName. */
  refreshing: Readonly<Record<string, boolean>>;
  hideZero: boolean;
  autoTransfer: boolean | null;
  /** A money-moving call in flight (transfer, recycle, exchange): every money button is disabled. */
  moving: boolean;
  records: Loadable<DealRecordPage>;
  filter: RecordFilter;
  /** The USDT rate and the exchange wallet's CNY value (/mine/exchange). */
  rate: Loadable<TransferRate>;
  /** Issue #15: a transfer's answer was lost and the balance is being checked (say so; no retry yet). */
  checkingTransfer: boolean;
}

export interface TransferIntent {
  venue: string;
  direction: (typeof TransferDirection)[keyof typeof TransferDirection];
  amount: string;
}

export interface WalletDeps {
  http: HttpPort;
  storage: StoragePort;
  newRequestId: NewRequestId;
  /** Money moved: the session refreshes the header balance. */
  onMoneyMoved: () => void;
  /** The engine's balance summary; without it the wallet keeps one of its own over `http`. */
  summary?: BalanceSummaryStore;
}

export interface Wallet extends Readable<WalletState> {
  loadBalances(): Promise<void>;
  loadVenues(): Promise<void>;
  loadAll(): void;
  /** One venue's balance again; answers the error text when it failed, else null. */
  refreshVenue(enName: string): Promise<string | null>;
  setHideZero(on: boolean): void;
  loadAutoTransfer(): Promise<void>;
  setAutoTransfer(on: boolean): Promise<string | null>;
  /**
   * Moves money between the center wallet and a venue (one intent, retried under its id). The amount
   * is checked first (SPEC §5 transfer rules, against the balance it leaves): a refused amount sends
   * nothing and answers the message.
   */
  transfer(intent: TransferIntent): Promise<IntentResult<unknown>>;
  /** The SPEC §5 problem with a transfer's amount in the current state, or undefined. */
  transferProblem(intent: TransferIntent): string | undefined;
  /** 一键回收: every venue balance back to the center wallet. */
  recycle(): Promise<IntentResult<unknown>>;
  loadRate(): Promise<void>;
  /** CNY ↔ USDT (transfer/utcTransfer). */
  exchange(amount: string, direction: ExchangeDirectionValue): Promise<IntentResult<unknown>>;
  /** Changes the record filter (anything but the page goes back to page 1) and loads it. */
  setFilter(change: Partial<RecordFilter>): Promise<void>;
  loadRecords(): Promise<void>;
  /** Forgets the member's figures (logout): the next member starts from idle. */
  reset(): void;
}

const initialState = (storage: StoragePort): WalletState => ({
  balances: idle(),
  venues: idle(),
  refreshing: {},
  hideZero: storage.get(StorageKey.hideZeroBalance) === '1',
  autoTransfer: null,
  moving: false,
  records: idle(),
  filter: { type: 0, startDate: '', endDate: '', pageNum: 1 },
  rate: idle(),
  checkingTransfer: false,
});

const noop = () => undefined;

/** The summary's two calls as one slice: loading while either runs, the first failure's text. */
function combinedStatus(state: BalanceSummaryState): Pick<Loadable<unknown>, 'status' | 'errorMessage'> {
  const { center, venues } = state;
  const failed = [center, venues].find((slice) => slice.status === 'error');
  if (failed !== undefined) return { status: 'error', errorMessage: failed.errorMessage };
  if (center.status === 'ready' && venues.status === 'ready') return { status: 'ready', errorMessage: '' };
  const neverAsked = center.status === 'idle' && venues.status === 'idle';
  return { status: neverAsked ? 'idle' : 'loading', errorMessage: '' };
}

function fromSummary(state: BalanceSummaryState): Pick<WalletState, 'balances' | 'venues'> {
  const known = state.summary;
  return {
    balances: {
      ...combinedStatus(state),
      data:
        known === null
          ? null
          : { total: known.total, center: known.center, lock: known.lock, inVenues: known.inVenues },
    },
    venues: state.venues,
  };
}

/**
 * The member's money (SPEC §3, §5): balances with lock money, venue balances, the stored hide-zero
 * flag, one-click recycle, the auto-transfer switch, transfers, the USDT exchange and the deal
 * records. Money-moving calls carry one request id per intent (intent.ts), so a dropped answer never
 * moves money twice.
 */
export function createWallet(deps: WalletDeps): Wallet {
  const { http, storage, newRequestId } = deps;
  const summary = deps.summary ?? createBalanceSummary({ http });
  const store = createStore<WalletState>({ ...initialState(storage), ...fromSummary(summary.getSnapshot()) });
  const load = createLoader(store);
  const patch = (change: Partial<WalletState>) => store.update((state) => ({ ...state, ...change }));
  summary.subscribe(() => patch(fromSummary(summary.getSnapshot())));

  /** A transfer whose answer never came back and whose money did not move (yet): its retry keeps the id. */
  let unknownTransfer: { key: string; requestId: string } | null = null;

  async function moving<R>(run: () => Promise<IntentResult<R>>, after: (value: R) => Promise<unknown>) {
    patch({ moving: true });
    try {
      const result = await run();
      if (result.type === 'ok') await after(result.value);
      return result;
    } finally {
      patch({ moving: false });
    }
  }

  const wallet: Wallet = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    // Each slice shows its own failure; the promise never rejects.
    loadBalances: () => summary.refresh().then(noop, noop),
    loadVenues: () => summary.loadVenues(),
    loadAll() {
      void wallet.loadBalances();
      void wallet.loadVenues();
      void wallet.loadAutoTransfer();
    },
    async refreshVenue(enName) {
      store.update((state) => ({ ...state, refreshing: { ...state.refreshing, [enName]: true } }));
      try {
        const answer = await http.call(games.venueBalance, { channelCode: enName });
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
    setHideZero(on) {
      patch({ hideZero: on });
      storage.set(StorageKey.hideZeroBalance, on ? '1' : '0');
    },
    async loadAutoTransfer() {
      try {
        const answer = autoTransferSchema.parse(await http.call(games.setAutoTransferStatus, {}));
        patch({ autoTransfer: answer.status === 1 });
      } catch {
        patch({ autoTransfer: null });
      }
    },
    async setAutoTransfer(on) {
      try {
        const answer = await http.call(games.setAutoTransferStatus, { status: on ? 1 : 0 });
        patch({ autoTransfer: autoTransferSchema.parse(answer).status === 1 });
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    transferProblem({ venue, direction, amount }) {
      const state = store.getSnapshot();
      const available =
        direction === TransferDirection.IntoVenue
          ? state.balances.data?.center
          : state.venues.data?.find((row) => row.enName === venue)?.balance;
      return validateTransferAmount(amount, available);
    },
    async transfer(intent) {
      const problem = wallet.transferProblem(intent);
      if (problem !== undefined)
        return { type: 'failed', message: problem, code: null, requestId: '', outcomeKnown: true };
      const { venue, direction } = intent;
      const amount = toWireAmount(intent.amount);
      const key = `${venue}:${direction}:${amount}`;
      const retryOf = unknownTransfer?.key === key ? unknownTransfer.requestId : null;
      const centerBefore = store.getSnapshot().balances.data?.center;
      return moving<unknown>(async () => {
        const result = await sendIntentRetrying(
          http,
          games.transfer,
          { channelCode: venue, amount, ty: direction, isActivity: 0 },
          newRequestId,
          undefined,
          retryOf,
        );
        if (result.type === 'ok' || result.outcomeKnown) {
          unknownTransfer = null;
          return result;
        }
        // Issue #15: no answer came back. Find out from the balance before offering a retry; the
        // retry of the same transfer carries the same request id, so the server applies it once.
        patch({ checkingTransfer: true });
        await wallet.loadBalances();
        patch({ checkingTransfer: false });
        const centerAfter = store.getSnapshot().balances.data?.center;
        if (centerMovedBy(centerBefore, centerAfter, amount, direction === TransferDirection.IntoVenue)) {
          unknownTransfer = null;
          return { type: 'ok', value: null, requestId: result.requestId };
        }
        unknownTransfer = { key, requestId: result.requestId };
        const message =
          centerAfter === undefined
            ? TRANSFER_UNKNOWN_MESSAGES.checkFailed
            : TRANSFER_UNKNOWN_MESSAGES.notMoved;
        return { ...result, message };
      }, afterMove);
    },
    recycle: () => moving(() => sendIntentRetrying(http, games.recycle, {}, newRequestId), afterMove),
    loadRate: () =>
      load('rate', keySlot<WalletState, 'rate'>('rate'), async () =>
        transferRateSchema.parse(await http.call(money.getTransferRate, {})),
      ),
    exchange: (amount, direction) =>
      moving(
        () => sendIntentRetrying(http, money.utcTransfer, { amount, direction }, newRequestId),
        async (value) => {
          const after = exchangeResultSchema.parse(value);
          store.update((state) =>
            state.rate.data === null
              ? state
              : {
                  ...state,
                  rate: {
                    ...state.rate,
                    data: { ...state.rate.data, exchangeBalance: after.exchangeBalance },
                  },
                },
          );
          await Promise.all([afterMove(), wallet.loadRate()]);
        },
      ),
    setFilter(change) {
      store.update((state) => ({ ...state, filter: changeQuery(state.filter, change) }));
      return wallet.loadRecords();
    },
    loadRecords() {
      const { type, startDate, endDate, pageNum } = store.getSnapshot().filter;
      // A start after the end asks nothing: the screen shows recordDateRangeError beside the dates.
      if (recordDateRangeError(startDate, endDate) !== undefined) return Promise.resolve();
      return load('records', keySlot<WalletState, 'records'>('records'), async () =>
        dealRecordPageSchema.parse(
          await http.call(money.queryDealRecord, {
            type,
            pageNum,
            pageSize: RECORD_PAGE_SIZE,
            ...recordDateQuery(startDate, endDate),
          }),
        ),
      );
    },
    reset() {
      unknownTransfer = null;
      if (deps.summary === undefined) summary.reset();
      store.set({ ...initialState(storage), ...fromSummary(summary.getSnapshot()) });
    },
  };

  async function afterMove(): Promise<void> {
    deps.onMoneyMoved();
    await wallet.loadBalances();
  }

  return wallet;
}
