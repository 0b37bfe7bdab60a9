import { games } from '../api/catalogue/games.ts';
import { createLoader, idle, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import { type BonusPool, type Game, type Venue, VenueCategory } from '../games/gameSchemas.ts';
import type { HttpPort } from '../ports/http.ts';
import type { VenueLeague, VenueMatch } from '../sports/venueData.ts';
import { jackpotTotal, pickFeaturedMatches, pickHotGames } from './showcaseRules.ts';
import { showcaseApi } from './showcaseSchemas.ts';

export const SHOWCASE_HOT_GAMES = 10;
export const SHOWCASE_MATCHES = 4;
/** Venues whose games fill the hot row (slots, then fishing). */
const HOT_GAME_CATEGORIES = [VenueCategory.Electronic, VenueCategory.Fishing] as const;
/** Categories whose venues make the provider strip (two of them shared with the hot row's calls). */
const PROVIDER_CATEGORIES = [
  VenueCategory.Sport,
  VenueCategory.Live,
  VenueCategory.Electronic,
  VenueCategory.Fishing,
] as const;

export interface Jackpot {
  total: string;
  pools: BonusPool[];
  /** Server time of the amounts (epoch ms). */
  at: number;
}

export interface FeaturedRow {
  match: VenueMatch;
  league: string;
}

export interface ShowcaseState {
  jackpot: Loadable<Jackpot>;
  hotGames: Loadable<Game[]>;
  matches: Loadable<FeaturedRow[]>;
  providers: Loadable<Venue[]>;
}

export interface Showcase extends Readable<ShowcaseState> {
  loadJackpot(): Promise<void>;
  loadHotGames(): Promise<void>;
  loadMatches(): Promise<void>;
  loadProviders(): Promise<void>;
  /** Loads every section that has not loaded yet. */
  ensureLoaded(): void;
}

/**
 * The home page's selling sections (issue #28): jackpot pools, hot games, featured matches with their
 * prices and the provider strip, all readable by visitors. Built on first use (not part of `/`'s first
 * paint); the home screen asks for it once the page has painted.
 */
export function createShowcase(deps: { http: HttpPort }): Showcase {
  const { http } = deps;
  const store = createStore<ShowcaseState>({
    jackpot: idle(),
    hotGames: idle(),
    matches: idle(),
    providers: idle(),
  });
  const load = createLoader(store);
  // One venue-list call per category, shared by the hot row and the provider strip.
  const venueLists = new Map<string, Promise<Venue[]>>();
  const venuesOf = (category: VenueCategory) => {
    let list = venueLists.get(category);
    if (list === undefined) {
      list = http.call(games.getVenueInfoByCategory, { category });
      list.catch(() => venueLists.delete(category));
      venueLists.set(category, list);
    }
    return list;
  };

  const showcase: Showcase = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    loadJackpot: () =>
      load('jackpot', keySlot<ShowcaseState, 'jackpot'>('jackpot'), async () => {
        const answer = await http.call(games.getBonusPools, {});
        return { total: jackpotTotal(answer.pools), pools: answer.pools, at: answer.at };
      }),
    loadHotGames: () =>
      load('hotGames', keySlot<ShowcaseState, 'hotGames'>('hotGames'), async () => {
        const venues = (await Promise.all(HOT_GAME_CATEGORIES.map(venuesOf))).map(
          (list) => list.find((venue) => venue.hasGameList && !venue.maintain) ?? null,
        );
        const pages = await Promise.all(
          venues
            .filter((venue): venue is Venue => venue !== null)
            .map((venue) =>
              http.call(games.gameList, { enName: venue.enName, pageNum: 1, pageSize: SHOWCASE_HOT_GAMES }),
            ),
        );
        return pickHotGames(
          pages.map((page) => page.list),
          SHOWCASE_HOT_GAMES,
        );
      }),
    loadMatches: () =>
      load('matches', keySlot<ShowcaseState, 'matches'>('matches'), async () => {
        const answer = await http.call(showcaseApi.featuredMatches, { limit: SHOWCASE_MATCHES * 2 });
        const leagues = new Map(answer.leagues.map((league: VenueLeague) => [league.league_id, league.name]));
        return pickFeaturedMatches(answer.matches, SHOWCASE_MATCHES).map((match) => ({
          match,
          league: leagues.get(match.league_id) ?? '',
        }));
      }),
    loadProviders: () =>
      load('providers', keySlot<ShowcaseState, 'providers'>('providers'), async () =>
        (await Promise.all(PROVIDER_CATEGORIES.map(venuesOf))).flat(),
      ),
    ensureLoaded() {
      const state = store.getSnapshot();
      if (state.jackpot.status === 'idle') void showcase.loadJackpot();
      if (state.hotGames.status === 'idle') void showcase.loadHotGames();
      if (state.matches.status === 'idle') void showcase.loadMatches();
      if (state.providers.status === 'idle') void showcase.loadProviders();
    },
  };
  return showcase;
}
