import type { Actor } from 'xstate';
import { errorMessage } from '../api/resultCodes.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { Funds } from '../funds/funds.ts';
import type { ReservedWindow } from '../ports/navigator.ts';
import type { GameActors, GameLaunchRequest } from './gameActors.ts';
import { opensNewWindow } from './launchVenues.ts';
import { launchFailureEffect, type PlayEffect, type PlayJourneyEvent } from './playEffects.ts';
import type { playJourneyMachine } from './playJourney.machine.ts';
import type { BoundPlayJourney } from './playJourneyActor.ts';
import type { TransferVariant } from './venueTransfer.machine.ts';

export type PlayPhase = 'idle' | 'launching' | 'transfer' | 'opened' | 'failed';

/** The venue transfer form a 6413 opened (SPEC §2 venue transfer dialog), as a host renders it. */
export interface PlayTransferView {
  venue: string;
  gameCode: string;
  /** The server text that opened it, or the activity text of a refused transfer. */
  message: string;
  variant: TransferVariant;
  amount: string;
  /** The center wallet balance; null until loaded (or when loading failed: offer a reload). */
  center: string | null;
  /** The amount's problem or the transfer's failure; '' when none. */
  error: string;
  /** A transfer in flight or being checked: the form and its close are disabled. */
  busy: boolean;
  loadingBalance: boolean;
}

/** The journey as a host renders it. */
export interface PlayView {
  phase: PlayPhase;
  /** The game of the current (or last) journey. */
  request: GameLaunchRequest | null;
  /** `${enName}:${gameCode}` while its launch is in flight (that button shows 启动中...), else null. */
  launching: string | null;
  /** The journey is a relaunch of a reloaded /game/{info}. */
  relaunch: boolean;
  /** The last failure's text ('' otherwise). */
  message: string;
  /** The venue transfer form while phase is `transfer`, else null. */
  transfer: PlayTransferView | null;
}

export interface PlayOptions {
  /** A reload (or new tab) of an embedded game this member launched: its answer replaces that entry. */
  relaunch?: boolean;
  /** NavigatorPort.reserveWindow: called during the click, only for a venue that opens in a new tab. */
  reserveWindow?: () => ReservedWindow | null;
}

export type PlayJourneyActor = Actor<ReturnType<typeof playJourneyMachine>>;

/** The play journey (`engine.games.journey`): its view, its events, its effects. */
export interface PlayJourney extends Readable<PlayView> {
  /** Transfer form events (`transfer.amount`, `transfer.all`, `transfer.submit`, `transfer.reloadBalance`), `play.dismiss`. */
  send(event: PlayJourneyEvent): void;
  /** What the host must carry out: `play.open`, `play.toast`, `play.dialog`. */
  on<T extends PlayEffect['type']>(
    type: T,
    handler: (effect: Extract<PlayEffect, { type: T }>) => void,
  ): () => void;
  /**
   * The machine itself (model tests, or a host that prefers xstate's own API); null until a member's
   * first launch loaded it (issue #27).
   */
  readonly actor: PlayJourneyActor | null;
}

export interface PlayJourneyDeps {
  actors: GameActors;
  /** The engine's funds: the transfer form's balance and its transfer (one intent, issue #25). */
  funds: Pick<Funds, 'getSnapshot' | 'loadCenter' | 'transfer'>;
  isLoggedIn: () => boolean;
  /** SPEC §4 login gate: the login-required prompt. */
  askLogin: () => void;
  /** Money moved: the session fetches the balance again. */
  refreshBalance: () => void;
}

const IDLE: PlayView = {
  phase: 'idle',
  request: null,
  launching: null,
  relaunch: false,
  message: '',
  transfer: null,
};

type PlayStart = Extract<PlayJourneyEvent, { type: 'play.start' }>;

/**
 * The play journey (`engine.games.journey`). Its machine (playJourney.machine.ts with the venue
 * transfer form's, xstate) loads with a member's first launch (issue #27): before that the journey is
 * idle, and does what the machine's idle state does without it. A visitor's start asks for the login
 * (the machine's guard) and loads nothing; a member's start shows the launch at once (启动中...),
 * reserves the window during the click as the machine would, and goes to the machine once its code is
 * in; a reset meanwhile drops it (and closes the window). If the code does not arrive, the journey
 * fails as a launch does (a `play.dialog`, or the sports venue's toast) and the next start tries again.
 */
export function createPlayJourney(deps: PlayJourneyDeps): PlayJourney {
  const view = createStore<PlayView>(IDLE);
  const handlers = new Set<{ type: PlayEffect['type']; handler: (effect: PlayEffect) => void }>();
  const emit = (effect: PlayEffect) => {
    for (const entry of [...handlers]) if (entry.type === effect.type) entry.handler(effect);
  };
  let bound: BoundPlayJourney | null = null;
  let waiting: { start: PlayStart; reserved: ReservedWindow | null } | null = null;

  const load = () => {
    import('./playJourneyActor.ts').then(
      ({ bindPlayJourney }) => {
        const next = waiting;
        waiting = null;
        if (next !== null) bound = bindPlayJourney(deps, view, emit, next.start);
      },
      (error: unknown) => {
        const failed = waiting;
        waiting = null;
        if (failed === null) return;
        failed.reserved?.close();
        const message = errorMessage(error);
        view.set({ ...view.getSnapshot(), phase: 'failed', launching: null, message });
        emit(launchFailureEffect(failed.start.request.enName, message));
      },
    );
  };

  const start = (event: PlayStart) => {
    if (!deps.isLoggedIn()) {
      deps.askLogin();
      return;
    }
    // A second start while one launches is ignored.
    if (waiting !== null) return;
    // Reserved now, still inside the member's click; only a venue that opens a window needs one.
    const reserved =
      event.reserveWindow !== undefined && opensNewWindow(event.request.enName)
        ? event.reserveWindow()
        : null;
    const { reserveWindow, ...rest } = event;
    waiting = {
      start: reserveWindow === undefined ? rest : { ...rest, reserveWindow: () => reserved },
      reserved,
    };
    const { request } = event;
    view.set({
      ...IDLE,
      phase: 'launching',
      request,
      launching: `${request.enName}:${request.gameCode}`,
      relaunch: event.relaunch === true,
    });
    load();
  };

  return {
    subscribe: view.subscribe,
    getSnapshot: view.getSnapshot,
    send(event) {
      if (bound !== null) bound.send(event);
      else if (event.type === 'play.start') start(event);
      else if (event.type === 'play.reset' || (event.type === 'play.dismiss' && waiting === null)) {
        waiting?.reserved?.close();
        waiting = null;
        view.set(IDLE);
      }
    },
    on(type, handler) {
      const entry = { type, handler: handler as (effect: PlayEffect) => void };
      handlers.add(entry);
      return () => {
        handlers.delete(entry);
      };
    },
    get actor() {
      return bound?.actor ?? null;
    },
  };
}
