import { centerWallet } from '../api/catalogue/centerWallet.ts';
import { venues } from '../api/catalogue/venues.ts';
import { ALL_VENUES_CATEGORY } from '../api/schemas/wallet.ts';
import { createLoader, idle, keySlot, type Loadable, type Slot } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';
import { type BalanceSummary, summarizeBalance, type VenueRow } from './balanceTotal.ts';

/** The center wallet and lock money (transfer/getBalance with lock money). */
export interface CenterBalance {
  center: string;
  lock: string;
}

export interface BalanceSummaryState {
  center: Loadable<CenterBalance>;
  venues: Loadable<readonly VenueRow[]>;
  /**
   * Total and parts, once both calls have answered; the last known summary stays while a refresh runs
   * or after one failed (each slice says so).
   */
  summary: BalanceSummary | null;
}

/**
 * THE place that holds a member's balances (issue #28): the header, /mine, the wallet pages and the
 * sportsbook read this one summary, and everything that moves money or learns a venue's balance
 * refreshes it here. (A future `funds` capability adopts this store.)
 */
export interface BalanceSummaryStore extends Readable<BalanceSummaryState> {
  /**
   * Asks for the center wallet (with lock money) and every venue together; answers the new summary,
   * or rejects with the first call's failure (the last known summary stays).
   */
  refresh(): Promise<BalanceSummary>;
  /** Only the center wallet and lock money again. */
  loadCenter(): Promise<void>;
  /** Only the venue list again. */
  loadVenues(): Promise<void>;
  /** One venue's balance learnt on its own (venue/balance): the total follows. */
  setVenue(enName: string, balance: string): void;
  /** Logout: the next member starts from nothing. */
  reset(): void;
}

const INITIAL: BalanceSummaryState = { center: idle(), venues: idle(), summary: null };

function withSummary(state: BalanceSummaryState): BalanceSummaryState {
  const center = state.center.data;
  const venues = state.venues.data;
  if (center === null || venues === null) return state;
  const summary = summarizeBalance({ center: center.center, lock: center.lock, venues });
  const same =
    state.summary !== null &&
    state.summary.total === summary.total &&
    state.summary.center === summary.center &&
    state.summary.lock === summary.lock &&
    state.summary.venues === summary.venues;
  return same ? state : { ...state, summary };
}

export function createBalanceSummary(deps: { http: HttpPort }): BalanceSummaryStore {
  const { http } = deps;
  const store = createStore<BalanceSummaryState>(INITIAL);
  const load = createLoader(store);
  // Every write recomputes the total from the slices, so the summary never disagrees with its parts.
  const recompute = () => store.update(withSummary);

  async function fetchCenter(): Promise<CenterBalance> {
    const answer = await http.call(centerWallet.getBalance, { withLockMoney: 1 });
    const lock = (answer as { lockMoney?: unknown }).lockMoney;
    return { center: answer.centerWalletBalance, lock: typeof lock === 'string' ? lock : '0.00' };
  }

  async function fetchVenues(): Promise<readonly VenueRow[]> {
    const all = await http.call(venues.allBalance, { category: ALL_VENUES_CATEGORY });
    return all.list.map((row) => ({ enName: row.enName, name: row.name, balance: row.balance }));
  }

  /** Loads one slice and hands its failure back (the loader keeps it in the slice as text). */
  async function loadSlice<T>(
    id: string,
    slot: Slot<BalanceSummaryState, T>,
    fetcher: () => Promise<T>,
  ): Promise<unknown> {
    let failure: unknown = null;
    await load(id, slot, async () => {
      try {
        return await fetcher();
      } catch (error) {
        failure = error;
        throw error;
      }
    });
    recompute();
    return failure;
  }

  const loadCenter = () => loadSlice('center', keySlot<BalanceSummaryState, 'center'>('center'), fetchCenter);
  const loadVenues = () => loadSlice('venues', keySlot<BalanceSummaryState, 'venues'>('venues'), fetchVenues);

  const summary: BalanceSummaryStore = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async refresh() {
      const [centerFailure, venuesFailure] = await Promise.all([loadCenter(), loadVenues()]);
      const failure = centerFailure ?? venuesFailure;
      if (failure !== null) throw failure;
      const known = store.getSnapshot().summary;
      if (known === null) throw new Error('balance summary missing after a successful refresh');
      return known;
    },
    loadCenter: async () => {
      await loadCenter();
    },
    loadVenues: async () => {
      await loadVenues();
    },
    setVenue(enName, balance) {
      store.update((state) => {
        const rows = state.venues.data;
        const row = rows?.find((r) => r.enName === enName);
        // A venue the list does not hold yet arrives with the next list.
        if (rows == null || row === undefined || row.balance === balance) return state;
        const data = rows.map((r) => (r === row ? { ...r, balance } : r));
        return { ...state, venues: { ...state.venues, data } };
      });
      recompute();
    },
    reset: () => store.set(INITIAL),
  };
  return summary;
}
