import type {
  DealRecordPage,
  ExchangeDirectionValue,
  HttpPort,
  IntentResult,
  NewRequestId,
  StoragePort,
  TransferRate,
} from '@jinli/core';
import {
  ALL_VENUES_CATEGORY,
  autoTransferSchema,
  dealRecordPageSchema,
  errorMessage,
  exchangeResultSchema,
  games,
  money,
  requestIdAfter,
  StorageKey,
  sendIntent,
  type TransferDirection,
  transferRateSchema,
} from '@jinli/core';
import { proxy } from 'valtio';
import { idle, type Loadable, loadInto } from './loadable.ts';

export const RECORD_PAGE_SIZE = 10;
/** Tries of one intent whose outcome stayed unknown (dropped answer): the same request id each time. */
const INTENT_TRIES = 3;

export interface WalletBalances {
  total: string;
  center: string;
  lock: string;
}

export interface VenueRow {
  enName: string;
  name: string;
  balance: string;
}

export interface RecordFilter {
  type: number;
  startDate: string;
  endDate: string;
  pageNum: number;
}

export interface WalletState {
  balances: Loadable<WalletBalances>;
  venues: Loadable<VenueRow[]>;
  /** Venue rows being refreshed one by one, by enName. */
  refreshing: Record<string, boolean>;
  hideZero: boolean;
  autoTransfer: boolean | null;
  /** A money-moving call in flight (transfer, recycle): every money button is disabled. */
  moving: boolean;
  records: Loadable<DealRecordPage>;
  filter: RecordFilter;
  /** The USDT rate and the exchange wallet's CNY value (/mine/exchange). */
  rate: Loadable<TransferRate>;
}

export interface TransferIntent {
  /** Issue #15: the id of an earlier try whose outcome stayed unknown (same venue, direction, amount). */
  requestId?: string;
  venue: string;
  direction: (typeof TransferDirection)[keyof typeof TransferDirection];
  amount: string;
}

export type WalletStore = ReturnType<typeof createWalletStore>;

/**
 * The member's money as the wallet screens show it (SPEC §3, §5): balances with lock money, venue
 * balances, the stored hide-zero flag, one-click recycle, the auto-transfer switch, transfers and
 * the deal records. Money-moving calls carry one request id per intent, kept while the outcome is
 * unknown and retried with it, so a dropped answer never moves money twice.
 */
export function createWalletStore(deps: {
  http: HttpPort;
  storage: StoragePort;
  newRequestId: NewRequestId;
  /** Tells the session (header balance) to refresh. */
  onMoneyMoved: () => void;
}) {
  const { http, storage, newRequestId } = deps;
  const state = proxy<WalletState>({
    balances: idle(),
    venues: idle(),
    refreshing: {},
    hideZero: storage.get(StorageKey.hideZeroBalance) === '1',
    autoTransfer: null,
    moving: false,
    records: idle(),
    filter: { type: 0, startDate: '', endDate: '', pageNum: 1 },
    rate: idle(),
  });

  /** Sends one intent, retrying with the same id while no envelope came back. */
  async function intent<P, R>(
    endpoint: Parameters<typeof sendIntent<P, R>>[1],
    payload: P,
    // Issue #15: a member's retry of an intent whose outcome stayed unknown carries its id.
    firstRequestId: string | null = null,
  ) {
    let requestId: string | null = firstRequestId;
    let result: IntentResult<R> | undefined;
    for (let attempt = 0; attempt < INTENT_TRIES; attempt += 1) {
      result = await sendIntent(http, endpoint, payload, requestId, newRequestId);
      requestId = requestIdAfter(result);
      if (requestId === null) break;
    }
    return result as IntentResult<R>;
  }

  const store = {
    state,
    /** Id maker for the money machines the screens run (deposit, withdrawal). */
    newRequestId,
    loadBalances: () =>
      loadInto(state.balances, async () => {
        const balance = await http.call(money.getBalance, { withLockMoney: 1 });
        const lock = (balance as { lockMoney?: unknown }).lockMoney;
        return {
          total: balance.totalMoney,
          center: balance.centerWalletBalance,
          lock: typeof lock === 'string' ? lock : '0.00',
        };
      }),
    loadVenues: () =>
      loadInto(state.venues, async () => {
        const all = await http.call(games.allBalance, { category: ALL_VENUES_CATEGORY });
        return all.list.map((row) => ({ enName: row.enName, name: row.name, balance: row.balance }));
      }),
    loadAll() {
      void store.loadBalances();
      void store.loadVenues();
      void store.loadAutoTransfer();
    },
    /** One venue's balance again; returns the error text when it failed. */
    async refreshVenue(enName: string): Promise<string | null> {
      state.refreshing[enName] = true;
      try {
        const answer = await http.call(games.venueBalance, { channelCode: enName });
        const row = state.venues.data?.find((venue) => venue.enName === enName);
        if (row) row.balance = answer.balance;
        return null;
      } catch (error) {
        return errorMessage(error);
      } finally {
        delete state.refreshing[enName];
      }
    },
    setHideZero(on: boolean) {
      state.hideZero = on;
      storage.set(StorageKey.hideZeroBalance, on ? '1' : '0');
    },
    async loadAutoTransfer() {
      try {
        state.autoTransfer =
          autoTransferSchema.parse(await http.call(games.setAutoTransferStatus, {})).status === 1;
      } catch {
        state.autoTransfer = null;
      }
    },
    async setAutoTransfer(on: boolean): Promise<string | null> {
      try {
        const answer = await http.call(games.setAutoTransferStatus, { status: on ? 1 : 0 });
        state.autoTransfer = autoTransferSchema.parse(answer).status === 1;
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    /** Moves money between the center wallet and a venue; answers the server message on failure. */
    async transfer({ venue, direction, amount, requestId }: TransferIntent): Promise<IntentResult<unknown>> {
      state.moving = true;
      try {
        const result = await intent(
          games.transfer,
          { channelCode: venue, amount, ty: direction, isActivity: 0 },
          requestId ?? null,
        );
        if (result.type === 'ok') await store.afterMove();
        return result;
      } finally {
        state.moving = false;
      }
    },
    /** 一键回收: every venue balance back to the center wallet. */
    async recycle(): Promise<IntentResult<unknown>> {
      state.moving = true;
      try {
        const result = await intent(games.recycle, {});
        if (result.type === 'ok') await store.afterMove();
        return result;
      } finally {
        state.moving = false;
      }
    },
    loadRate: () =>
      loadInto(state.rate, async () => transferRateSchema.parse(await http.call(money.getTransferRate, {}))),
    /** CNY ↔ USDT (transfer/utcTransfer): one intent, retried with its id while the outcome is unknown. */
    async exchange(amount: string, direction: ExchangeDirectionValue): Promise<IntentResult<unknown>> {
      state.moving = true;
      try {
        const result = await intent(money.utcTransfer, { amount, direction });
        if (result.type === 'ok') {
          const after = exchangeResultSchema.parse(result.value);
          if (state.rate.data) state.rate.data.exchangeBalance = after.exchangeBalance;
          await Promise.all([store.afterMove(), store.loadRate()]);
        }
        return result;
      } finally {
        state.moving = false;
      }
    },
    async afterMove() {
      deps.onMoneyMoved();
      await Promise.all([store.loadBalances(), store.loadVenues()]);
    },
    /** Changes the record filter (anything but the page goes back to page 1) and loads it. */
    setFilter(change: Partial<RecordFilter>) {
      const pageOnly = Object.keys(change).every((key) => key === 'pageNum');
      Object.assign(state.filter, change, pageOnly ? {} : { pageNum: change.pageNum ?? 1 });
      return store.loadRecords();
    },
    loadRecords() {
      const { type, startDate, endDate, pageNum } = state.filter;
      return loadInto(state.records, async () =>
        dealRecordPageSchema.parse(
          await http.call(money.queryDealRecord, {
            type,
            pageNum,
            pageSize: RECORD_PAGE_SIZE,
            ...(startDate ? { startDate } : {}),
            ...(endDate ? { endDate } : {}),
          }),
        ),
      );
    },
  };
  return store;
}
