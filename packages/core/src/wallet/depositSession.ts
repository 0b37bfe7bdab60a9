import { type Actor, createActor } from 'xstate';
import type { HttpPort } from '../ports/http.ts';
import { createDepositMachine } from './deposit.machine.ts';
import type { NewRequestId } from './intent.ts';

export type DepositActor = Actor<ReturnType<typeof createDepositMachine>>;

export interface DepositSession {
  /** The member's deposit in progress; it outlives a route change to its waiting page. */
  current(): DepositActor;
  /** Drops the current deposit (logout) so the next member starts clean. */
  stop(): void;
}

/**
 * Holds one deposit machine: the form and the waiting pages are separate screens, so the order and
 * its poll live here. A paid order refreshes the balance even when the member left the page.
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
