import type { BetRecordPage, BetRecordQuery, BetRecordTotal, ClockPort, HttpPort } from '@jinli/core';
import { games, SPORTS_VENUE } from '@jinli/core';
import { proxy } from 'valtio';
import { idle, type Loadable, loadInto } from './loadable.ts';

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

export interface BetRecordsDeps {
  http: HttpPort;
  clock: ClockPort;
  pageSize: number;
  /** Venue code to ask for; undefined for every venue. */
  venueCode?: string;
  initial?: Partial<BetRecordFilter>;
}

const DAY = 86_400_000;
const RANGE_DAYS: Record<BetRecordRange, number> = { today: 1, week: 7, month: 30 };

/** A Beijing calendar day `YYYY-MM-DD` (the site's time zone, whatever the browser's). */
export function beijingDay(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The query for a filter at `now`: the range counts back whole Beijing days, today included. */
export function betRecordQuery(filter: BetRecordFilter, now: number, pageSize: number, venueCode?: string) {
  const query: BetRecordQuery = {
    status: filter.status,
    startDate: beijingDay(now - (RANGE_DAYS[filter.range] - 1) * DAY),
    endDate: beijingDay(now),
    pageNum: filter.pageNum,
    pageSize,
  };
  return venueCode === undefined ? query : { ...query, venueCode };
}

/** Bet records (SPEC §7 record/betRecordList and betRecordTotal) with status and range filters and paging. */
export function createBetRecordsStore(deps: BetRecordsDeps) {
  const state = proxy<BetRecordsState>({
    filter: { status: 'all', range: 'week', pageNum: 1, ...deps.initial },
    page: idle(),
    total: idle(),
  });
  const query = () => betRecordQuery(state.filter, deps.clock.now(), deps.pageSize, deps.venueCode);
  const store = {
    state,
    pages(): number {
      return Math.max(1, Math.ceil((state.page.data?.total ?? 0) / deps.pageSize));
    },
    load(): Promise<void> {
      const q = query();
      void loadInto(state.total, () => deps.http.call(games.betRecordTotal, { ...q, pageNum: 1 }));
      return loadInto(state.page, () => deps.http.call(games.betRecordList, q));
    },
    setFilter(change: Partial<BetRecordFilter>): Promise<void> {
      Object.assign(state.filter, { pageNum: 1, ...change });
      return store.load();
    },
  };
  return store;
}

export type BetRecordsStore = ReturnType<typeof createBetRecordsStore>;
export const SPORTS_RECORDS_VENUE = SPORTS_VENUE;
