import type {
  ClockPort,
  Edition,
  HttpPort,
  MatchLiveData,
  OddsUpdate,
  SportsLive,
  StakeLimits,
  StoragePort,
  VenueLeague,
  VenuePrice,
} from '@jinli/core';
import {
  ALL_LEAGUES_FILTER_ID,
  errorMessage,
  games,
  parseEdition,
  priceKey,
  SPORTS_VENUE,
  SportsVenueMethod,
  StorageKey,
  slipPriceOf,
  sportsBoardSchema,
  sportsLiveSchema,
  toggleEdition,
  venueErrorNotice,
} from '@jinli/core';
import { proxy, ref } from 'valtio';
import type { MarketTab, MatchInfo } from '../screens/sports/board.ts';
import { idle, type Loadable } from './loadable.ts';
import { createSportsFeed, type SportsFeedDeps } from './sportsFeed.ts';

/** One odds cell's state: its own proxy, so a price change re-renders that cell only. */
export interface PriceCell {
  price: VenuePrice;
  move: 'up' | 'down' | null;
  /** Bumped on every move, so the flash animation restarts. */
  seq: number;
}

export interface LiveCell {
  data: MatchLiveData;
  /** When the data arrived (client clock): the live clock counts from here. */
  syncedAt: number;
}

export interface SportsBoardView {
  leagues: VenueLeague[];
  matches: MatchInfo[];
  /** gameId → the slip keys of its prices, in the venue's order. */
  priceKeys: Record<string, string[]>;
  limits: StakeLimits;
}

export interface SportsViewState {
  board: Loadable<SportsBoardView>;
  tab: MarketTab;
  sport: string;
  leagueFilter: string;
  collapsed: Record<string, boolean>;
  edition: Edition;
  /** CRTY venue balance (stakes come from it, topped up from the center wallet). */
  venueBalance: string | null;
  /** Guard rule 5: on while the member is on /game/sport/crty. */
  sportsMode: boolean;
  /** 'stream' while the push stream is up; 'poll' while the page falls back to polling. */
  feed: 'stream' | 'poll';
  /** The right column's tab: the bet slip, the member's 注单, or the chat of an in-play match. */
  panel: SportsPanel;
  /** The in-play match whose chat room the 聊天 tab shows (issue #7); null: none chosen. */
  chatMatch: string | null;
}

export type SportsPanel = 'slip' | 'records' | 'chat';

/** The bench's naive baseline (`?bench=naive`): every price in one object, the whole list re-renders. */
export interface NaiveBoardState {
  prices: Record<string, VenuePrice>;
}

export interface SportsStoreDeps {
  http: HttpPort;
  storage: StoragePort;
  clock: ClockPort;
  /** Client ip as preInfo reported it (the venue Request's remoteip). */
  clientIp: () => string;
  /** SPEC §8: ErrUIDVerification → dialog 数据异常，请重新进入游戏. */
  onVenueError: (message: string) => void;
  /** Prices of slip lines moved: forwarded to the bet-slip machine (`odds.update`). */
  onOdds: (updates: readonly OddsUpdate[]) => void;
  onLimits: (limits: StakeLimits) => void;
  applyTheme: (theme: 'light' | 'dark') => void;
  /** The push stream (sportsFeed.ts); without it the page polls. */
  feed?: Omit<SportsFeedDeps, 'onFrame' | 'onLive' | 'setTimeout' | 'clearTimeout'>;
  timers?: {
    setInterval: (run: () => void, ms: number) => ReturnType<typeof setInterval>;
    clearInterval: (id: ReturnType<typeof setInterval>) => void;
  };
}

export type SportsStore = ReturnType<typeof createSportsStore>;

/** The crty sportsbook's view state: the board, per-price cells, live data, filters and edition. */
export function createSportsStore(deps: SportsStoreDeps) {
  // Called unbound: window's timers throw "Illegal invocation" when called as another object's method.
  const every = deps.timers?.setInterval ?? ((run: () => void, ms: number) => setInterval(run, ms));
  const stop = deps.timers?.clearInterval ?? ((id: ReturnType<typeof setInterval>) => clearInterval(id));
  const state = proxy<SportsViewState>({
    board: idle(),
    tab: 'RB',
    sport: 'FT',
    leagueFilter: ALL_LEAGUES_FILTER_ID,
    collapsed: {},
    edition: parseEdition(deps.storage.get(StorageKey.edition)),
    venueBalance: null,
    sportsMode: false,
    feed: 'poll',
    panel: 'slip',
    chatMatch: null,
  });
  const naive = proxy<NaiveBoardState>({ prices: {} });
  let naiveOn = false;
  /** Kept outside `state` so a cell's snapshot is the only subscriber to its price. */
  const prices: Record<string, PriceCell> = {};
  const live: Record<string, LiveCell> = {};
  let poll: ReturnType<typeof setInterval> | undefined;
  let pollMs = 2000;
  let loadTicket = 0;

  const request = (method: string) => ({
    method,
    enName: SPORTS_VENUE,
    Request: {
      timestamp: deps.clock.now(),
      token: deps.storage.get(StorageKey.token) ?? '',
      langx: 'zh-cn',
      remoteip: deps.clientIp(),
    },
  });

  function cellOf(key: string): PriceCell {
    let cell = prices[key];
    if (cell === undefined) {
      cell = proxy<PriceCell>({
        price: { oddGameId: '', w: '', side: '', r: '0', suspended: true },
        move: null,
        seq: 0,
      });
      prices[key] = cell;
    }
    return cell;
  }

  function liveOf(gameId: string): LiveCell {
    let cell = live[gameId];
    if (cell === undefined) {
      cell = proxy<LiveCell>({ data: {}, syncedAt: 0 });
      live[gameId] = cell;
    }
    return cell;
  }

  /** Applies prices and live data; answers the slip updates for prices that changed. */
  function apply(matches: SportsLive['matches'], at: number): OddsUpdate[] {
    const updates: OddsUpdate[] = [];
    for (const match of matches) {
      if (match.live !== undefined) Object.assign(liveOf(match.gameId), { data: match.live, syncedAt: at });
      for (const price of match.prices) {
        const key = priceKey(match.gameId, price);
        const cell = cellOf(key);
        const before = cell.price;
        if (before.r === price.r && before.suspended === price.suspended && before.oddGameId !== '') continue;
        if (before.oddGameId !== '' && before.r !== price.r) {
          cell.move = Number(price.r) > Number(before.r) ? 'up' : 'down';
          cell.seq += 1;
        }
        cell.price = price;
        if (naiveOn) naive.prices[key] = price;
        updates.push({ key, r: slipPriceOf(price) });
      }
    }
    return updates;
  }

  function venueFailure(error: unknown): void {
    const notice = venueErrorNotice(error);
    if (notice !== null) deps.onVenueError(notice);
  }

  async function load(): Promise<void> {
    const ticket = ++loadTicket;
    state.board.status = 'loading';
    state.board.errorMessage = '';
    try {
      const board = sportsBoardSchema.parse(
        await deps.http.call(games.resource, request(SportsVenueMethod.Board)),
      );
      if (ticket !== loadTicket) return;
      pollMs = board.pollMs;
      const priceKeys: Record<string, string[]> = {};
      for (const match of board.matches)
        priceKeys[match.gameId] = match.prices.map((p) => priceKey(match.gameId, p));
      deps.onOdds(apply(board.matches, deps.clock.now()));
      deps.onLimits(board.limits);
      state.board.data = ref({
        leagues: board.leagues,
        matches: board.matches.map(({ prices: _p, live: _l, ...info }) => info),
        priceKeys,
        limits: board.limits,
      });
      state.board.status = 'ready';
    } catch (error) {
      if (ticket !== loadTicket) return;
      state.board.status = 'error';
      state.board.errorMessage = errorMessage(error);
      venueFailure(error);
    }
  }

  async function refreshLive(): Promise<void> {
    try {
      const update = sportsLiveSchema.parse(
        await deps.http.call(games.resource, request(SportsVenueMethod.Live)),
      );
      deps.onOdds(apply(update.matches, deps.clock.now()));
    } catch (error) {
      // A missed poll is retried at the next interval; only a verification failure stops the page.
      venueFailure(error);
    }
  }

  const feed =
    deps.feed === undefined
      ? undefined
      : createSportsFeed({
          ...deps.feed,
          onFrame: (frame) => {
            // Prices before the board are kept in their cells; the board's own answer adds the rest.
            deps.onOdds(apply(frame.matches, deps.clock.now()));
          },
          onLive: (on) => {
            state.feed = on ? 'stream' : 'poll';
          },
          setTimeout: (run, ms) => setTimeout(run, ms),
          clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
        });

  async function refreshVenueBalance(): Promise<void> {
    try {
      state.venueBalance = (await deps.http.call(games.venueBalance, { channelCode: SPORTS_VENUE })).balance;
    } catch {
      state.venueBalance = null;
    }
  }

  return {
    state,
    priceCell: cellOf,
    liveCell: liveOf,
    load,
    refreshVenueBalance,
    naive,
    /** The bench's naive baseline: from now on every price is also copied into `naive`. */
    enableNaiveBoard() {
      naiveOn = true;
      for (const [key, cell] of Object.entries(prices)) naive.prices[key] = cell.price;
    },
    /** Guard rule 5 input: loaded, or loading now (so a second navigation does not load again). */
    isVenueLoaded(): boolean {
      return state.board.status === 'ready' || state.board.status === 'loading';
    },
    setSportsMode(on: boolean) {
      state.sportsMode = on;
    },
    /**
     * The page is shown: venue data if the guard has not loaded it (or it failed), the venue balance,
     * the push stream, and the poll that stands in whenever the stream is down.
     */
    enter(): () => void {
      if (state.board.status === 'idle' || state.board.status === 'error') void load();
      void refreshVenueBalance();
      deps.applyTheme(state.edition === 'professional' ? 'dark' : 'light');
      feed?.start();
      poll = every(() => {
        if (state.board.status === 'ready' && state.feed === 'poll') void refreshLive();
      }, pollMs);
      return () => {
        feed?.stop();
        if (poll !== undefined) stop(poll);
        poll = undefined;
        // Leaving the page leaves the match's chat room (its panel unmounts with the page).
        state.chatMatch = null;
        if (state.panel === 'chat') state.panel = 'slip';
      };
    },
    setPanel(panel: SportsPanel) {
      state.panel = panel;
    },
    /** The 聊天 button of an in-play match: its room in the right column (another match's is left). */
    openMatchChat(gameId: string) {
      state.chatMatch = gameId;
      state.panel = 'chat';
    },
    /** Leaves the match's room; the 聊天 tab then offers the in-play matches. */
    closeMatchChat() {
      state.chatMatch = null;
    },
    setTab(tab: MarketTab) {
      state.tab = tab;
    },
    setSport(sport: string) {
      state.sport = sport;
      state.leagueFilter = ALL_LEAGUES_FILTER_ID;
    },
    setLeagueFilter(id: string) {
      state.leagueFilter = id;
    },
    toggleLeague(leagueId: string) {
      state.collapsed[leagueId] = !state.collapsed[leagueId];
    },
    toggleEdition() {
      state.edition = toggleEdition(state.edition);
      deps.storage.set(StorageKey.edition, state.edition);
      deps.applyTheme(state.edition === 'professional' ? 'dark' : 'light');
    },
  };
}
