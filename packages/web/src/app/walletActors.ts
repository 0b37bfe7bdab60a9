import type { HttpPort, NewRequestId } from '@jinli/core';
import { createDepositMachine } from '@jinli/core';
import { type Actor, createActor } from 'xstate';

type DepositActor = Actor<ReturnType<typeof createDepositMachine>>;

export interface DepositSession {
  /** The member's deposit in progress; it outlives the route change to its waiting page. */
  current(): DepositActor;
  /** Drops the current deposit (logout) so the next member starts clean. */
  stop(): void;
}

/**
 * Holds one deposit machine for the savemoney screens: the form and the waiting pages are separate
 * routes, so the order and its poll live here, not in a component. A paid order refreshes the
 * header balance even when the member has left the page.
 */
export function createDepositSession(deps: {
  http: HttpPort;
  newRequestId: NewRequestId;
  onPaid: () => void;
}): DepositSession {
  let actor: DepositActor | null = null;
  return {
    current() {
      if (actor === null) {
        const created = createActor(
          createDepositMachine({ http: deps.http, newRequestId: deps.newRequestId }),
        );
        created.on('deposit.succeeded', () => deps.onPaid());
        created.start();
        actor = created;
      }
      return actor;
    },
    stop() {
      actor?.stop();
      actor = null;
    },
  };
}
