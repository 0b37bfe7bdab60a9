import { games } from '../api/catalogue/games.ts';
import { createLoader, idle, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { ClockPort } from '../ports/clock.ts';
import type { HttpPort } from '../ports/http.ts';
import { formatBeijingDate } from '../time/beijingTime.ts';
import type { BetRecordPage, BetRecordQuery, BetRecordTotal } from './betRecords.ts';

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
  const records: BetRecords = {
    subscribe: store.subscribe,
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
      );
    },
    setFilter(change) {
      store.update((state) => ({ ...state, filter: { ...state.filter, pageNum: 1, ...change } }));
      return records.load();
    },
  };
  return records;
}
