import { games } from '../api/catalogue/games.ts';
import { money } from '../api/catalogue/money.ts';
import { errorMessage } from '../api/resultCodes.ts';
import type { DealRecordPage, TransferRate } from '../api/schemas/walletRecords.ts';
import {
  autoTransferSchema,
  dealRecordPageSchema,
  transferRateSchema,
} from '../api/schemas/walletRecords.ts';
import { changeQuery, createLoader, idle, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { BalanceSummaryState } from '../funds/balanceSummary.ts';
import type { VenueRow } from '../funds/balanceTotal.ts';
import type { Funds, FundsState, TransferDone, TransferIntent } from '../funds/funds.ts';
import type { IntentResult } from '../money/intent.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
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
  /** A view of the engine's `funds` (the one owner of balances, issue #25); never fetched here. */
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

export type { TransferIntent };

export interface WalletDeps {
  http: HttpPort;
  storage: StoragePort;
  /** The engine's funds: balances and every money-moving intent (the wallet's buttons ask it). */
  funds: Funds;
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
  transfer(intent: TransferIntent): Promise<IntentResult<TransferDone>>;
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

/** The funds' two balance calls as one slice: loading while either runs, the first failure's text. */
function combinedStatus(state: BalanceSummaryState): Pick<Loadable<unknown>, 'status' | 'errorMessage'> {
  const { center, venues } = state;
  const failed = [center, venues].find((slice) => slice.status === 'error');
  if (failed !== undefined) return { status: 'error', errorMessage: failed.errorMessage };
  if (center.status === 'ready' && venues.status === 'ready') return { status: 'ready', errorMessage: '' };
  const neverAsked = center.status === 'idle' && venues.status === 'idle';
  return { status: neverAsked ? 'idle' : 'loading', errorMessage: '' };
}

function fromFunds(
  state: FundsState,
): Pick<WalletState, 'balances' | 'venues' | 'refreshing' | 'moving' | 'checkingTransfer'> {
  const known = state.summary;
  return {
    refreshing: state.refreshing,
    moving: state.moving,
    checkingTransfer: state.checking,
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
 * The member's wallet pages (SPEC §3, §5): the stored hide-zero flag, the auto-transfer switch, the USDT
 * rate and the deal records. Balances, transfers, recycle and the exchange belong to the engine's
 * `funds` (issue #25): the wallet shows its state and its buttons ask it.
 */
export function createWallet(deps: WalletDeps): Wallet {
  const { http, storage, funds } = deps;
  const store = createStore<WalletState>({ ...initialState(storage), ...fromFunds(funds.getSnapshot()) });
  const load = createLoader(store);
  const patch = (change: Partial<WalletState>) => store.update((state) => ({ ...state, ...change }));
  funds.subscribe(() => patch(fromFunds(funds.getSnapshot())));

  const wallet: Wallet = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    // Each slice shows its own failure; the promise never rejects.
    loadBalances: () => funds.refresh().then(noop, noop),
    loadVenues: () => funds.loadVenues(),
    loadAll() {
      void wallet.loadBalances();
      void wallet.loadVenues();
      void wallet.loadAutoTransfer();
    },
    refreshVenue: (enName) => funds.refreshVenue(enName),
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
    transferProblem: (intent) => funds.transferProblem(intent),
    transfer: (intent) => funds.transfer(intent),
    recycle: () => funds.recycle(),
    loadRate: () =>
      load('rate', keySlot<WalletState, 'rate'>('rate'), async () =>
        transferRateSchema.parse(await http.call(money.getTransferRate, {})),
      ),
    async exchange(amount, direction) {
      const result = await funds.exchange(amount, direction);
      if (result.type === 'ok') {
        const after = result.value;
        store.update((state) =>
          state.rate.data === null
            ? state
            : {
                ...state,
                rate: { ...state.rate, data: { ...state.rate.data, exchangeBalance: after.exchangeBalance } },
              },
        );
        await wallet.loadRate();
      }
      return result;
    },
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
      store.set({ ...initialState(storage), ...fromFunds(funds.getSnapshot()) });
    },
  };

  return wallet;
}
