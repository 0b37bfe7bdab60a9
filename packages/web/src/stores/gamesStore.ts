import type { BonusPools, Game, GamePage, HttpPort, Venue, VenueCategory } from '@jinli/core';
import { ALL_VENUES_CATEGORY, errorMessage, games } from '@jinli/core';
import { proxy } from 'valtio';
import { idle, type Loadable, loadInto } from './loadable.ts';

export const GAME_PAGE_SIZE = 24;

export interface GameListQuery {
  enName: string;
  keyword: string;
  pageNum: number;
  /** Only the member's favourites. */
  collect: boolean;
}

export interface GamesState {
  venues: Partial<Record<VenueCategory, Loadable<Venue[]>>>;
  /** Venue balances of the member by enName (venue/allBalance, category 8). */
  balances: Loadable<Record<string, string>>;
  pools: Loadable<BonusPools>;
  query: GameListQuery;
  list: Loadable<GamePage>;
  /** Favourite toggles in flight, by `${enName}:${gameCode}`. */
  toggling: Record<string, boolean>;
}

export type GamesStore = ReturnType<typeof createGamesStore>;

export const favouriteKey = (game: Pick<Game, 'enName' | 'gameCode'>) => `${game.enName}:${game.gameCode}`;

/** Lobbies' view state: venues per category, balances, pools and the searched, paged game list. */
export function createGamesStore(http: HttpPort) {
  const state = proxy<GamesState>({
    venues: {},
    balances: idle(),
    pools: idle(),
    query: { enName: '', keyword: '', pageNum: 1, collect: false },
    list: idle(),
    toggling: {},
  });

  const store = {
    state,
    loadVenues(category: VenueCategory) {
      if (state.venues[category] === undefined) state.venues[category] = idle();
      const slot = state.venues[category] ?? idle<Venue[]>();
      return loadInto(slot, () => http.call(games.getVenueInfoByCategory, { category }));
    },
    ensureVenues(category: VenueCategory) {
      if ((state.venues[category]?.status ?? 'idle') === 'idle') void store.loadVenues(category);
    },
    loadBalances: () =>
      loadInto(state.balances, async () => {
        const all = await http.call(games.allBalance, { category: ALL_VENUES_CATEGORY });
        return Object.fromEntries(all.list.map((row) => [row.enName, row.balance]));
      }),
    loadPools: (category: VenueCategory) =>
      loadInto(state.pools, () => http.call(games.getBonusPools, { category })),
    /** Changes the query (a new venue, keyword or filter goes back to page 1) and loads it. */
    setQuery(change: Partial<GameListQuery>) {
      const pageOnly = Object.keys(change).every((key) => key === 'pageNum');
      Object.assign(state.query, change, pageOnly ? {} : { pageNum: change.pageNum ?? 1 });
      return store.loadGames();
    },
    loadGames() {
      const { enName, keyword, pageNum, collect } = state.query;
      if (enName === '') return Promise.resolve();
      const trimmed = keyword.trim();
      return loadInto(state.list, () =>
        http.call(games.gameList, {
          enName,
          pageNum,
          pageSize: GAME_PAGE_SIZE,
          ...(trimmed === '' ? {} : { keyword: trimmed }),
          ...(collect ? { collect: 1 as const } : {}),
        }),
      );
    },
    /** Adds or removes a favourite; returns the error text when the call failed. */
    async toggleFavourite(game: Game): Promise<string | null> {
      const key = favouriteKey(game);
      if (state.toggling[key]) return null;
      state.toggling[key] = true;
      try {
        const endpoint = game.isCollect ? games.removeCollection : games.addCollection;
        await http.call(endpoint, { enName: game.enName, gameCode: game.gameCode });
        const shown = state.list.data?.list.find((g) => favouriteKey(g) === key);
        if (shown) shown.isCollect = !game.isCollect;
        if (state.query.collect) void store.loadGames();
        return null;
      } catch (error) {
        return errorMessage(error);
      } finally {
        delete state.toggling[key];
      }
    },
  };
  return store;
}
