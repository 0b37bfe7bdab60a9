import { type Actor, createActor, fromCallback, fromPromise, type Subscription } from 'xstate';
import { createStore, type Readable } from '../engine/store.ts';
import type { Funds } from '../funds/funds.ts';
import { SEND_ONCE } from '../money/intent.ts';
import type { ReservedWindow } from '../ports/navigator.ts';
import type { GameActors, GameLaunchRequest } from './gameActors.ts';
import {
  type PlayEffect,
  type PlayJourneyEvent,
  type PlayJourneySnapshot,
  playJourneyMachine,
  type VenueTransferActor,
} from './playJourney.machine.ts';
import {
  type TransferVariant,
  type VenueTransferEvent,
  venueTransferMachine,
} from './venueTransfer.machine.ts';

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
  /** The machine itself (model tests, or a host that prefers xstate's own API). */
  readonly actor: PlayJourneyActor;
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

type TransferToVenueInput = { channelCode: string; amount: string; isActivity: 0 | 1 };

const PHASES: readonly PlayPhase[] = ['launching', 'transfer', 'opened', 'failed'];

function transferView(ref: VenueTransferActor | null): PlayTransferView | null {
  if (ref === null) return null;
  const snapshot = ref.getSnapshot();
  const { context } = snapshot;
  return {
    venue: context.enName,
    gameCode: context.gameCode,
    message: context.message,
    variant: context.variant,
    amount: context.amount,
    center: context.center,
    error: context.error,
    busy: snapshot.hasTag('busy') || snapshot.status === 'done',
    loadingBalance: snapshot.matches('loadingBalance'),
  };
}

export function playViewOf(snapshot: PlayJourneySnapshot): PlayView {
  const phase = PHASES.find((p) => snapshot.matches(p)) ?? 'idle';
  const { request, relaunch, message, transferRef } = snapshot.context;
  return {
    phase,
    request,
    launching: phase === 'launching' && request !== null ? `${request.enName}:${request.gameCode}` : null,
    relaunch,
    message,
    transfer: phase === 'transfer' ? transferView(transferRef) : null,
  };
}

/**
 * The venue transfer form over the engine's funds (issue #25): its balance is the funds' center wallet,
 * its transfer `funds.transfer` sent once (SEND_ONCE) with the balance checked after a lost answer; the
 * member's retry of the same amount is the same intent (the same request id).
 */
export function venueTransferOverFunds(funds: PlayJourneyDeps['funds']) {
  return venueTransferMachine().provide({
    actors: {
      fetchCenterBalance: fromPromise<string>(async () => {
        await funds.loadCenter();
        const center = funds.getSnapshot().center;
        if (center.data === null) throw new Error(center.errorMessage);
        return center.data.center;
      }),
      // The dialog sends once and checks the balance after a lost answer; the member retries.
      transferToVenue: fromCallback<VenueTransferEvent, TransferToVenueInput>(({ input, sendBack }) => {
        void funds
          .transfer(
            { venue: input.channelCode, direction: 1, amount: input.amount, isActivity: input.isActivity },
            { retry: SEND_ONCE, onChecking: () => sendBack({ type: 'transfer.checking' }) },
          )
          .then((result) =>
            sendBack({
              type: 'transfer.result',
              result,
              center: funds.getSnapshot().center.data?.center ?? null,
            }),
          );
      }),
    },
  });
}

/** Starts the play journey machine with the engine's actors and rules, and binds its view. */
export function createPlayJourney(deps: PlayJourneyDeps): PlayJourney {
  const actor = createActor(
    playJourneyMachine().provide({
      actors: {
        launchGame: deps.actors.launchGame,
        venueTransfer: venueTransferOverFunds(deps.funds),
      },
      guards: { isLoggedIn: () => deps.isLoggedIn() },
      actions: { askLogin: () => deps.askLogin(), refreshBalance: () => deps.refreshBalance() },
    }),
  );
  const store = createStore<PlayView>(playViewOf(actor.getSnapshot()));
  let watched: VenueTransferActor | null = null;
  let childSubscription: Subscription | null = null;
  const refresh = () => {
    const snapshot = actor.getSnapshot();
    const ref = snapshot.context.transferRef;
    if (ref !== watched) {
      childSubscription?.unsubscribe();
      watched = ref;
      childSubscription = ref === null ? null : ref.subscribe(refresh);
    }
    store.set(playViewOf(snapshot));
  };
  actor.subscribe(refresh);
  actor.start();
  refresh();

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    send: (event) => actor.send(event),
    on(type, handler) {
      const subscription = actor.on(type, handler as (effect: PlayEffect) => void);
      return () => subscription.unsubscribe();
    },
    actor,
  };
}
