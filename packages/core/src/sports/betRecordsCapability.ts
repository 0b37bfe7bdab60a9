import { games } from '../api/catalogue/games.ts';
import { createLoader, idle, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { ClockPort } from '../ports/clock.ts';
import type { HttpPort } from '../ports/http.ts';
import { formatBeijingDate } from '../time/beijingTime.ts';
import type { BetRecordPage, BetRecordQuery, BetRecordTotal } from './betRecords.ts';
import type { CashOutState } from './cashOutCapability.ts';

export type BetRecordRange = 'today' | 'week' | 'month';
export type BetRecordStatusFilter = BetRecordQuery['status'];

export interface BetRecordFilter {
  status: BetRecordStatusFilter;
  range: BetRecordRange;
  pageNum: number;
}

export interface BetRecordsState {
  filter: BetRecordFilter;
  page: Loadable<BetRecordPage>;
  total: Loadable<BetRecordTotal>;
}

export interface BetRecordsOptions {
  pageSize: number;
  /** Venue code to ask for; undefined for every venue. */
  venueCode?: string;
  initial?: Partial<BetRecordFilter>;
}

export interface BetRecords extends Readable<BetRecordsState> {
  /** Pages of the current answer (at least 1). */
  pages(): number;
  load(): Promise<void>;
  /** Changes the filter (back to page 1 unless the change names a page) and loads it. */
  setFilter(change: Partial<BetRecordFilter>): Promise<void>;
}

const DAY = 86_400_000;
const RANGE_DAYS: Record<BetRecordRange, number> = { today: 1, week: 7, month: 30 };

/** The query for a filter at `now`: the range counts back whole Beijing days, today included. */
export function betRecordQuery(
  filter: BetRecordFilter,
  now: number,
  pageSize: number,
  venueCode?: string,
): BetRecordQuery {
  const query: BetRecordQuery = {
    status: filter.status,
    startDate: formatBeijingDate(now - (RANGE_DAYS[filter.range] - 1) * DAY),
    endDate: formatBeijingDate(now),
    pageNum: filter.pageNum,
    pageSize,
  };
  return venueCode === undefined ? query : { ...query, venueCode };
}

/** Bet records (record/betRecordList and betRecordTotal) with status and range filters and paging. */
export function createBetRecords(
  deps: {
    http: HttpPort;
    clock: Pick<ClockPort, 'now'>;
    /** A page showed a settled ticket this view had not seen settled: its payout reached the venue. */
    onNewlySettled?: () => void;
    /**
     * The cash-out offers (issue #30), read while the records are watched: a bet shown as open that the
     * server reports settled (and the member is not in the middle of cashing it out) reloads the page,
     * and so does a cash out while the filter lists settled bets (it shows as 已提前结算). An open-bets
     * list keeps a row just cashed out, with its result, until the member changes the filter.
     */
    settlements?: Readable<CashOutState>;
  },
  options: BetRecordsOptions,
): BetRecords {
  const seenSettled = new Set<string>();
  const noteSettled = (page: BetRecordPage): BetRecordPage => {
    let fresh = false;
    for (const record of page.list) {
      if (record.status !== 'settled' || seenSettled.has(record.ticketId)) continue;
      seenSettled.add(record.ticketId);
      fresh = true;
    }
    if (fresh) deps.onNewlySettled?.();
    return page;
  };
  const store = createStore<BetRecordsState>({
    filter: { status: 'all', range: 'week', pageNum: 1, ...options.initial },
    page: idle(),
    total: idle(),
  });
  const load = createLoader(store);

  const reloaded = new Set<string>();
  const followSettlements = () => {
    const { page, filter } = store.getSnapshot();
    // A page on its way is read again when it lands (load below).
    if (page.status === 'loading') return;
    const entries = deps.settlements?.getSnapshot().entries ?? {};
    let reload = false;
    for (const record of page.data?.list ?? []) {
      const entry = entries[record.ticketId];
      if (entry === undefined || record.status !== 'pending' || reloaded.has(record.ticketId)) continue;
      const settledHere = entry.settled && entry.step === 'idle';
      const cashedOut = entry.step === 'done' && filter.status !== 'pending';
      if (!settledHere && !cashedOut) continue;
      reloaded.add(record.ticketId);
      reload = true;
    }
    if (reload) void records.load();
  };
  let watchers = 0;
  let unfollow: (() => void) | null = null;

  const records: BetRecords = {
    subscribe(listener) {
      const off = store.subscribe(listener);
      watchers += 1;
      if (watchers === 1 && deps.settlements !== undefined)
        unfollow = deps.settlements.subscribe(followSettlements);
      let on = true;
      return () => {
        if (!on) return;
        on = false;
        off();
        watchers -= 1;
        if (watchers === 0) {
          unfollow?.();
          unfollow = null;
        }
      };
    },
    getSnapshot: store.getSnapshot,
    pages: () => Math.max(1, Math.ceil((store.getSnapshot().page.data?.total ?? 0) / options.pageSize)),
    load() {
      const q = betRecordQuery(
        store.getSnapshot().filter,
        deps.clock.now(),
        options.pageSize,
        options.venueCode,
      );
      void load('total', keySlot<BetRecordsState, 'total'>('total'), () =>
        deps.http.call(games.betRecordTotal, { ...q, pageNum: 1 }),
      );
      return load('page', keySlot<BetRecordsState, 'page'>('page'), async () =>
        noteSettled(await deps.http.call(games.betRecordList, q)),
      ).then(() => {
        if (watchers > 0) followSettlements();
      });
    },
    setFilter(change) {
      store.update((state) => ({ ...state, filter: { ...state.filter, pageNum: 1, ...change } }));
      return records.load();
    },
  };
  return records;
}
