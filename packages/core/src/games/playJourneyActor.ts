import { createActor, fromCallback, fromPromise, type Subscription } from 'xstate';
import type { Store } from '../engine/store.ts';
import { SEND_ONCE } from '../money/intent.ts';
import type { GameLaunchRequest } from './gameActors.ts';
import type { PlayEffect, PlayJourneyEvent } from './playEffects.ts';
import {
  type PlayJourneySnapshot,
  playJourneyMachine,
  type VenueTransferActor,
} from './playJourney.machine.ts';
import type {
  PlayJourneyActor,
  PlayJourneyDeps,
  PlayPhase,
  PlayTransferView,
  PlayView,
} from './playJourney.ts';
import { type VenueTransferEvent, venueTransferMachine } from './venueTransfer.machine.ts';

// The play journey's machine bound to the engine (issue #27: loaded with a member's first launch;
// playJourney.ts is the journey before it).

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

/** The machine's side of the journey: its actor, started with its first event. */
export interface BoundPlayJourney {
  readonly actor: PlayJourneyActor;
  send(event: PlayJourneyEvent): void;
}

/**
 * Starts the play journey machine with the engine's actors and rules, sends it its first event (the
 * launch that loaded it) and from then on writes its view into `view` and passes its effects to `emit`.
 */
export function bindPlayJourney(
  deps: PlayJourneyDeps,
  view: Store<PlayView>,
  emit: (effect: PlayEffect) => void,
  first: PlayJourneyEvent,
): BoundPlayJourney {
  const actor = createActor(
    playJourneyMachine().provide({
      actors: {
        launchGame: fromPromise<string, GameLaunchRequest>(({ input }) => deps.actors.launchGame(input)),
        venueTransfer: venueTransferOverFunds(deps.funds),
      },
      guards: { isLoggedIn: () => deps.isLoggedIn() },
      actions: { askLogin: () => deps.askLogin(), refreshBalance: () => deps.refreshBalance() },
    }),
  );
  actor.on('*', emit);
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
    view.set(playViewOf(snapshot));
  };
  actor.start();
  actor.send(first);
  actor.subscribe(refresh);
  refresh();
  return { actor, send: (event) => actor.send(event) };
}
