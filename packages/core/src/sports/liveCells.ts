import { createStore, type Store } from '../engine/store.ts';
import type { OddsUpdate } from './betslip/slipState.ts';
import type { MatchLiveData } from './liveTiming.ts';
import { oddsMovement } from './odds.ts';
import { priceKey, type SportsLive, slipPriceOf, type VenuePrice } from './venueData.ts';

/** One odds cell: its own store, so a price change re-renders that cell only. */
export interface PriceCell {
  readonly price: VenuePrice;
  readonly move: 'up' | 'down' | null;
  /** Bumped on every move, so a flash animation restarts. */
  readonly seq: number;
}

export interface LiveCell {
  readonly data: MatchLiveData;
  /** When the data arrived (ClockPort time): the live clock counts from here. */
  readonly syncedAt: number;
}

const EMPTY_PRICE: VenuePrice = { oddGameId: '', w: '', side: '', r: '0', suspended: true };

/**
 * The sportsbook's live cells: one store per price (by slip key) and per live match. `apply` takes
 * any number of match updates (a board, a poll answer, or every stream frame of one display frame) and
 * sets each cell at most once: the latest price of a cell wins, and its movement arrow compares that
 * price with the one the cell showed before (a price that went up and back within one frame never
 * showed a move, so it shows none).
 */
export function createLiveCells() {
  const prices = new Map<string, Store<PriceCell>>();
  const live = new Map<string, Store<LiveCell>>();

  function priceCell(key: string): Store<PriceCell> {
    let cell = prices.get(key);
    if (cell === undefined) {
      cell = createStore<PriceCell>({ price: EMPTY_PRICE, move: null, seq: 0 });
      prices.set(key, cell);
    }
    return cell;
  }

  function liveCell(gameId: string): Store<LiveCell> {
    let cell = live.get(gameId);
    if (cell === undefined) {
      cell = createStore<LiveCell>({ data: {}, syncedAt: 0 });
      live.set(gameId, cell);
    }
    return cell;
  }

  /** Applies prices and live data; answers the slip updates for prices that changed. */
  function apply(matches: SportsLive['matches'], at: number): OddsUpdate[] {
    const latestPrice = new Map<string, VenuePrice>();
    const latestLive = new Map<string, MatchLiveData>();
    for (const match of matches) {
      if (match.live !== undefined) latestLive.set(match.gameId, match.live);
      for (const price of match.prices) {
        const key = priceKey(match.gameId, price);
        // Delete first, so the map's order is the order of each cell's last change.
        latestPrice.delete(key);
        latestPrice.set(key, price);
      }
    }
    for (const [gameId, data] of latestLive) liveCell(gameId).set({ data, syncedAt: at });
    const updates: OddsUpdate[] = [];
    for (const [key, price] of latestPrice) {
      const cell = priceCell(key);
      const before = cell.getSnapshot();
      const known = before.price.oddGameId !== '';
      if (known && before.price.r === price.r && before.price.suspended === price.suspended) continue;
      const move = known ? oddsMovement(before.price.r, price.r) : null;
      cell.set(move === null ? { ...before, price } : { price, move, seq: before.seq + 1 });
      updates.push({ key, r: slipPriceOf(price) });
    }
    return updates;
  }

  return { priceCell, liveCell, apply };
}
