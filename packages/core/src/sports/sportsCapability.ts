import { games } from '../api/catalogue/games.ts';
import { errorMessage } from '../api/resultCodes.ts';
import { idle, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import { venueErrorNotice } from '../games/venueError.ts';
import type { IntentRunner } from '../money/intent.ts';
import type { ClockPort, TimerHandle } from '../ports/clock.ts';
import type { FramePort } from '../ports/frame.ts';
import type { HttpPort } from '../ports/http.ts';
import type { SocketPort } from '../ports/socket.ts';
import type { StoragePort } from '../ports/storage.ts';
import { createEventBus, type EventBus } from '../session/eventBus.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { type BetSlipActor, createBetSlipSession } from './betSlipSession.ts';
import { type OddsUpdate, touchesSlip } from './betslip/slipState.ts';
import type { StakeLimits } from './betslip/stake.ts';
import { MarketTab, type MatchInfo } from './board.ts';
import { type Edition, parseEdition, SportCode, themeForEdition, toggleEdition } from './catalogues.ts';
import { ALL_LEAGUES_FILTER_ID } from './leagues.ts';
import { createLiveCells, type LiveCell, type PriceCell } from './liveCells.ts';
import { createSportsFeed } from './sportsFeed.ts';
import {
  priceKey,
  SPORTS_VENUE,
  SportsVenueMethod,
  sportsBoardSchema,
  sportsLiveSchema,
  type VenueLeague,
} from './venueData.ts';

export type { LiveCell, PriceCell } from './liveCells.ts';

export interface SportsBoardView {
  leagues: readonly VenueLeague[];
  matches: readonly MatchInfo[];
  /** gameId → the slip keys of its prices, in the venue's order. */
  priceKeys: Readonly<Record<string, readonly string[]>>;
  limits: StakeLimits;
}

export type SportsPanel = 'slip' | 'records' | 'chat';

export interface SportsState {
  board: Loadable<SportsBoardView>;
  tab: MarketTab;
  sport: string;
  leagueFilter: string;
  collapsed: Readonly<Record<string, boolean>>;
  edition: Edition;
  /** CRTY venue balance (stakes come from it, topped up from the center wallet). */
  venueBalance: string | null;
  /** Guard rule 5: on while the member is on the sportsbook. */
  sportsMode: boolean;
  /** 'stream' while the push stream is up; 'poll' while the page falls back to polling. */
  feed: 'stream' | 'poll';
  /** The right column's tab: the bet slip, the member's 注单, or the chat of an in-play match. */
  panel: SportsPanel;
  /** The in-play match whose chat room the 聊天 tab shows; null: none chosen. */
  chatMatch: string | null;
}

export interface SportsEvents {
  /** SPEC §8: ErrUIDVerification → the dialog 数据异常，请重新进入游戏 (its button calls `load`). */
  venueError: { message: string };
  /** The edition's theme (professional is dark). */
  theme: { theme: 'light' | 'dark' };
}

export interface SportsDeps {
  http: HttpPort;
  storage: StoragePort;
  clock: ClockPort;
  socket?: SocketPort;
  /** The push stream URL for a login token (resolveSportsStreamUrl); without it the board polls. */
  streamUrl?: (token: string) => string;
  /** Stream frames are applied once per display frame through it (each on its own without it). */
  frame?: FramePort;
  /** Client ip as preInfo reported it (the venue Request's remoteip). */
  clientIp: () => string;
  newId: () => string;
  /** The engine's one intent runner: a placed bet is one intent (issue #25). */
  runner: IntentRunner;
  /** A placed order moved money: the session refreshes the header balance. */
  onMoneyMoved: () => void;
  /** The CRTY balance was asked again: the engine's balance summary takes it (issue #28). */
  onVenueBalance?: (enName: string, balance: string) => void;
}

export interface Sports extends Readable<SportsState> {
  /** The odds cell of a slip key (created empty and suspended until a price arrives). */
  priceCell(key: string): Readable<PriceCell>;
  liveCell(gameId: string): Readable<LiveCell>;
  /** The member's bet slip (core's bet-slip machine), persisted in storage. */
  readonly slip: BetSlipActor;
  readonly events: Pick<EventBus<SportsEvents>, 'on'>;
  load(): Promise<void>;
  refreshLive(): Promise<void>;
  refreshVenueBalance(): Promise<void>;
  /** Guard rule 5 input: loaded, or loading now (so a second navigation does not load again). */
  isVenueLoaded(): boolean;
  setSportsMode(on: boolean): void;
  /** The sportsbook is shown: venue data, balance, stream and poll. Answers the leave function. */
  enter(): () => void;
  setPanel(panel: SportsPanel): void;
  openMatchChat(gameId: string): void;
  closeMatchChat(): void;
  setTab(tab: MarketTab): void;
  setSport(sport: string): void;
  setLeagueFilter(id: string): void;
  toggleLeague(leagueId: string): void;
  toggleEdition(): void;
}

const DEFAULT_POLL_MS = 2000;

/**
 * The crty sportsbook (SPEC §3, docs/protocol.md "Sports stream"): venue data, one store per price
 * and per live match, the push stream with the poll that stands in while it is down, odds movement,
 * filters, edition, the venue balance and the bet slip (odds changes reach the slip here, in core).
 */
export function createSports(deps: SportsDeps): Sports {
  const store = createStore<SportsState>({
    board: idle(),
    tab: MarketTab.InPlay,
    sport: SportCode.Football,
    leagueFilter: ALL_LEAGUES_FILTER_ID,
    collapsed: {},
    edition: parseEdition(deps.storage.get(StorageKey.edition)),
    venueBalance: null,
    sportsMode: false,
    feed: 'poll',
    panel: 'slip',
    chatMatch: null,
  });
  const patch = (change: Partial<SportsState>) => store.update((state) => ({ ...state, ...change }));
  const events = createEventBus<SportsEvents>();
  const cells = createLiveCells();
  const apply = cells.apply;
  let poll: TimerHandle | undefined;
  let pollMs = DEFAULT_POLL_MS;
  let loadTicket = 0;

  const slip = createBetSlipSession({
    http: deps.http,
    storage: deps.storage,
    newId: deps.newId,
    runner: deps.runner,
    now: () => deps.clock.now(),
    onMoneyMoved: () => {
      deps.onMoneyMoved();
      void refreshVenueBalance();
    },
  });
  // The machine's own guard, asked first: a frame that moves no slip line (most of a flood) costs the
  // slip nothing, no macrostep and no notice to its observers (#27).
  const toSlip = (updates: readonly OddsUpdate[]) => {
    if (updates.length > 0 && touchesSlip(slip.getSnapshot().context, updates))
      slip.send({ type: 'odds.update', updates });
  };

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

  function venueFailure(error: unknown): void {
    // SPEC §8: the dialog says exactly 数据异常，请重新进入游戏 whatever the server's text.
    const notice = venueErrorNotice(error);
    if (notice !== null) events.emit('venueError', { message: notice });
  }

  async function load(): Promise<void> {
    const ticket = ++loadTicket;
    store.update((state) => ({ ...state, board: { ...state.board, status: 'loading', errorMessage: '' } }));
    try {
      const board = sportsBoardSchema.parse(
        await deps.http.call(games.resource, request(SportsVenueMethod.Board)),
      );
      if (ticket !== loadTicket) return;
      pollMs = board.pollMs;
      const priceKeys: Record<string, string[]> = {};
      for (const match of board.matches)
        priceKeys[match.gameId] = match.prices.map((p) => priceKey(match.gameId, p));
      toSlip(apply(board.matches, deps.clock.now()));
      slip.send({ type: 'slip.limits', limits: board.limits });
      const data: SportsBoardView = {
        leagues: board.leagues,
        matches: board.matches.map(({ prices: _p, live: _l, ...info }) => info),
        priceKeys,
        limits: board.limits,
      };
      patch({ board: { status: 'ready', data, errorMessage: '' } });
    } catch (error) {
      if (ticket !== loadTicket) return;
      store.update((state) => ({
        ...state,
        board: { ...state.board, status: 'error', errorMessage: errorMessage(error) },
      }));
      venueFailure(error);
    }
  }

  async function refreshLive(): Promise<void> {
    try {
      const update = sportsLiveSchema.parse(
        await deps.http.call(games.resource, request(SportsVenueMethod.Live)),
      );
      toSlip(apply(update.matches, deps.clock.now()));
    } catch (error) {
      // A missed poll is retried at the next interval; only a verification failure stops the page.
      venueFailure(error);
    }
  }

  const { socket, streamUrl } = deps;
  const feed =
    socket === undefined || streamUrl === undefined
      ? undefined
      : createSportsFeed({
          socket,
          clock: deps.clock,
          url: () => {
            const token = deps.storage.get(StorageKey.token);
            return token === null || token === '' ? null : streamUrl(token);
          },
          // Prices before the board are kept in their cells; the board's own answer adds the rest.
          onFrames: (frames) =>
            toSlip(
              apply(
                frames.flatMap((frame) => frame.matches),
                deps.clock.now(),
              ),
            ),
          ...(deps.frame === undefined ? {} : { frame: deps.frame }),
          onLive: (on) => patch({ feed: on ? 'stream' : 'poll' }),
        });

  async function refreshVenueBalance(): Promise<void> {
    try {
      const answer = await deps.http.call(games.venueBalance, { channelCode: SPORTS_VENUE });
      patch({ venueBalance: answer.balance });
      deps.onVenueBalance?.(SPORTS_VENUE, answer.balance);
    } catch {
      patch({ venueBalance: null });
    }
  }

  const theme = () => events.emit('theme', { theme: themeForEdition(store.getSnapshot().edition) });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    priceCell: cells.priceCell,
    liveCell: cells.liveCell,
    slip,
    events,
    load,
    refreshLive,
    refreshVenueBalance,
    isVenueLoaded() {
      const { status } = store.getSnapshot().board;
      return status === 'ready' || status === 'loading';
    },
    setSportsMode: (on) => patch({ sportsMode: on }),
    enter() {
      const { status } = store.getSnapshot().board;
      if (status === 'idle' || status === 'error') void load();
      void refreshVenueBalance();
      theme();
      feed?.start();
      poll = deps.clock.repeat(() => {
        const state = store.getSnapshot();
        if (state.board.status === 'ready' && state.feed === 'poll') void refreshLive();
      }, pollMs);
      return () => {
        feed?.stop();
        if (poll !== undefined) deps.clock.cancelRepeat(poll);
        poll = undefined;
        // Leaving the page leaves the match's chat room (its panel unmounts with the page).
        const { panel } = store.getSnapshot();
        patch({ chatMatch: null, panel: panel === 'chat' ? 'slip' : panel });
      };
    },
    setPanel: (panel) => patch({ panel }),
    openMatchChat: (gameId) => patch({ chatMatch: gameId, panel: 'chat' }),
    closeMatchChat: () => patch({ chatMatch: null }),
    setTab: (tab) => patch({ tab }),
    setSport: (sport) => patch({ sport, leagueFilter: ALL_LEAGUES_FILTER_ID }),
    setLeagueFilter: (id) => patch({ leagueFilter: id }),
    toggleLeague: (leagueId) =>
      store.update((state) => ({
        ...state,
        collapsed: { ...state.collapsed, [leagueId]: !state.collapsed[leagueId] },
      })),
    toggleEdition() {
      const edition = toggleEdition(store.getSnapshot().edition);
      patch({ edition });
      deps.storage.set(StorageKey.edition, edition);
      theme();
    },
  };
}
