import { type ActorRefFrom, createActor } from 'xstate';
import type { IntentRunner } from '../money/intent.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { createBetSlipMachine } from './betslip/betslip.machine.ts';
import type { StakeLimits } from './betslip/stake.ts';
import { persistBetSlip, restoreBetSlip } from './betslip/storedSlip.ts';

export type BetSlipActor = ActorRefFrom<ReturnType<typeof createBetSlipMachine>>;

/** Until the venue data says otherwise (SportsBoard.limits). */
export const DEFAULT_STAKE_LIMITS: StakeLimits = { min: '10', max: '50000' };

/**
 * The member's bet slip for the engine's life: restored from storage, persisted on every change (so
 * it survives a reload), started. Accepted or rejected orders call `onMoneyMoved`.
 */
export function createBetSlipSession(deps: {
  http: HttpPort;
  storage: StoragePort;
  /** The engine's id port: the slip names each place intent before it is sent (and stored). */
  newId: () => string;
  /** The engine's one intent runner: it sends the named intent, adopting the stored id after a reload. */
  runner: IntentRunner;
  onMoneyMoved: () => void;
  limits?: StakeLimits;
  /** The clock's `now`, for the check after a lost answer (issue #29). */
  now?: () => number;
}): BetSlipActor {
  const ports =
    deps.now === undefined
      ? { http: deps.http, runner: deps.runner }
      : { http: deps.http, runner: deps.runner, now: deps.now };
  const actor = createActor(createBetSlipMachine(ports), {
    input: {
      limits: deps.limits ?? DEFAULT_STAKE_LIMITS,
      newRequestId: deps.newId,
      restored: restoreBetSlip(deps.storage),
    },
  });
  // Odds frames that touch no line notify without a new context: nothing to write then (#27).
  let persisted: unknown;
  actor.subscribe((snapshot) => {
    if (snapshot.context === persisted) return;
    persisted = snapshot.context;
    persistBetSlip(deps.storage, snapshot.context);
  });
  // A placed order moved money (a rejection after delay gives it back).
  actor.on('betslip.accepted', () => deps.onMoneyMoved());
  actor.on('betslip.rejected', () => deps.onMoneyMoved());
  actor.start();
  return actor;
}
