import { venues } from '../api/catalogue/venues.ts';
import { errorMessage } from '../api/resultCodes.ts';
import { changeQuery, createLoader, idle, keySlot, type Loadable, type Slot } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { Funds } from '../funds/funds.ts';
import type { HttpPort } from '../ports/http.ts';
import { createGameActors, type GameLaunchRequest } from './gameActors.ts';
import type { BonusPools, Game, GamePage, Venue, VenueCategory } from './gameSchemas.ts';
import { createPlayJourney, type PlayJourney, type PlayOptions } from './playJourney.ts';

export const GAME_PAGE_SIZE = 24;

export interface GameListQuery {
  enName: string;
  keyword: string;
  pageNum: number;
  /** Only the member's favourites. */
  collect: boolean;
}

export interface GamesState {
  venues: Readonly<Partial<Record<VenueCategory, Loadable<Venue[]>>>>;
  pools: Loadable<BonusPools>;
  query: GameListQuery;
  list: Loadable<GamePage>;
  /** Favourite toggles in flight, by `${enName}:${gameCode}`. */
  toggling: Readonly<Record<string, boolean>>;
}

export const favouriteKey = (game: Pick<Game, 'enName' | 'gameCode'>) => `${game.enName}:${game.gameCode}`;

export interface Games extends Readable<GamesState> {
  loadVenues(category: VenueCategory): Promise<void>;
  /** Loads the category's venues unless they loaded (or are loading) already. */
  ensureVenues(category: VenueCategory): void;
  loadPools(category: VenueCategory): Promise<void>;
  /** Changes the query (a new venue, keyword or filter goes back to page 1) and loads it. */
  setQuery(change: Partial<GameListQuery>): Promise<void>;
  loadGames(): Promise<void>;
  /** Adds or removes a favourite; answers the error text when the call failed, else null. */
  toggleFavourite(game: Game): Promise<string | null>;
  /**
   * SPEC §4/§8 "play this game": the login gate, the launch, on 6413 the venue transfer form, the
   * relaunch, then a `play.open` effect (playJourney.machine.ts). Ignored while a launch is in flight.
   */
  play(request: GameLaunchRequest, options?: PlayOptions): void;
  /** The play journey: its view (phase, the launching game, the transfer form), events and effects. */
  readonly journey: PlayJourney;
}

export interface GamesDeps {
  http: HttpPort;
  /** The engine's funds: venue balances and the transfer a 6413 asks for (issue #25). */
  funds: Funds;
  isLoggedIn: () => boolean;
  /** SPEC §4: a visitor who asks to play gets the login-required prompt. */
  askLogin: () => void;
  /** Money moved into a venue: the session fetches the balance again. */
  refreshBalance: () => void;
}

const venuesSlot = (category: VenueCategory): Slot<GamesState, Venue[]> => ({
  read: (state) => state.venues[category] ?? idle(),
  write: (state, slice) => ({ ...state, venues: { ...state.venues, [category]: slice } }),
});

/** Lobbies: venues per category (their balances are the engine's `funds`), bonus pools, the searched and paged game list, favourites and play. */
export function createGames(deps: GamesDeps): Games {
  const { http } = deps;
  const store = createStore<GamesState>({
    venues: {},
    pools: idle(),
    query: { enName: '', keyword: '', pageNum: 1, collect: false },
    list: idle(),
    toggling: {},
  });
  const load = createLoader(store);
  const journey = createPlayJourney({
    actors: createGameActors({ http }),
    funds: deps.funds,
    isLoggedIn: deps.isLoggedIn,
    askLogin: deps.askLogin,
    refreshBalance: deps.refreshBalance,
  });

  const setToggling = (key: string, on: boolean) =>
    store.update((state) => {
      const { [key]: _was, ...rest } = state.toggling;
      return { ...state, toggling: on ? { ...rest, [key]: true } : rest };
    });

  const capability: Games = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    journey,
    play(request, options = {}) {
      journey.send({
        type: 'play.start',
        request,
        ...(options.relaunch === undefined ? {} : { relaunch: options.relaunch }),
        ...(options.reserveWindow === undefined ? {} : { reserveWindow: options.reserveWindow }),
      });
    },
    loadVenues: (category) =>
      load(`venues:${category}`, venuesSlot(category), () =>
        http.call(venues.getVenueInfoByCategory, { category }),
      ),
    ensureVenues(category) {
      if ((store.getSnapshot().venues[category]?.status ?? 'idle') === 'idle')
        void capability.loadVenues(category);
    },
    loadPools: (category) =>
      load('pools', keySlot<GamesState, 'pools'>('pools'), () =>
        http.call(venues.getBonusPools, { category }),
      ),
    setQuery(change) {
      store.update((state) => ({ ...state, query: changeQuery(state.query, change) }));
      return capability.loadGames();
    },
    loadGames() {
      const { enName, keyword, pageNum, collect } = store.getSnapshot().query;
      if (enName === '') return Promise.resolve();
      const trimmed = keyword.trim();
      return load('list', keySlot<GamesState, 'list'>('list'), () =>
        http.call(venues.gameList, {
          enName,
          pageNum,
          pageSize: GAME_PAGE_SIZE,
          ...(trimmed === '' ? {} : { keyword: trimmed }),
          ...(collect ? { collect: 1 as const } : {}),
        }),
      );
    },
    async toggleFavourite(game) {
      const key = favouriteKey(game);
      if (store.getSnapshot().toggling[key]) return null;
      setToggling(key, true);
      try {
        const endpoint = game.isCollect ? venues.removeCollection : venues.addCollection;
        await http.call(endpoint, { enName: game.enName, gameCode: game.gameCode });
        store.update((state) => {
          const page = state.list.data;
          if (page === null) return state;
          const list = page.list.map((g) =>
            favouriteKey(g) === key ? { ...g, isCollect: !game.isCollect } : g,
          );
          return { ...state, list: { ...state.list, data: { ...page, list } } };
        });
        if (store.getSnapshot().query.collect) void capability.loadGames();
        return null;
      } catch (error) {
        return errorMessage(error);
      } finally {
        setToggling(key, false);
      }
    },
  };
  return capability;
}
