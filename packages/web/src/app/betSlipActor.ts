import type { HttpPort, StakeLimits, StoragePort } from '@jinli/core';
import { createBetSlipMachine, persistBetSlip, restoreBetSlip } from '@jinli/core';
import { type ActorRefFrom, createActor } from 'xstate';
import type { UiStore } from '../stores/uiStore.ts';

export interface BetSlipActorDeps {
  http: HttpPort;
  storage: StoragePort;
  ui: Pick<UiStore, 'toast'>;
  newId: () => string;
  /** Until the venue data says otherwise (SportsBoard.limits). */
  limits?: StakeLimits;
}

export const DEFAULT_STAKE_LIMITS: StakeLimits = { min: '10', max: '50000' };

export type BetSlipActor = ActorRefFrom<ReturnType<typeof createBetSlipMachine>>;

/**
 * Runs core's bet-slip machine for the page's life: restored from storage, persisted on every change
 * (so the slip survives a reload), each new refusal or notice shown once as a toast.
 */
export function createBetSlipActor(deps: BetSlipActorDeps): BetSlipActor {
  const actor = createActor(createBetSlipMachine({ http: deps.http }), {
    input: {
      limits: deps.limits ?? DEFAULT_STAKE_LIMITS,
      requestIdPrefix: deps.newId(),
      restored: restoreBetSlip(deps.storage),
    },
  });
  let lastError = actor.getSnapshot().context.error;
  let lastNotice = actor.getSnapshot().context.notice;
  actor.subscribe((snapshot) => {
    const { context } = snapshot;
    persistBetSlip(deps.storage, context);
    if (context.error !== lastError && context.error !== undefined)
      deps.ui.toast(context.error.message, 'error');
    if (context.notice !== lastNotice && context.notice !== undefined) {
      const { code, message } = context.notice;
      deps.ui.toast(
        message,
        code === 'betslip.accepted' ? 'success' : code === 'betslip.rejected' ? 'error' : 'info',
      );
    }
    lastError = context.error;
    lastNotice = context.notice;
  });
  actor.start();
  return actor;
}
