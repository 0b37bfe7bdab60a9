import { type Actor, createActor } from 'xstate';
import type { IntentRunner } from '../money/intent.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createDepositMachine } from './deposit.machine.ts';
import { PENDING_DEPOSIT_KEY, pendingDepositFor, writePendingDeposit } from './pendingDeposit.ts';

export type DepositActor = Actor<ReturnType<typeof createDepositMachine>>;

export interface DepositSession {
  /** The member's deposit in progress; it outlives a route change to its waiting page. */
  current(): DepositActor;
  /**
   * Shows a waiting order again (the records' 查看订单): its status and details come from the server;
   * an order that ended leaves the form as it was.
   */
  resume(orderNo: string): void;
  /** Drops the current deposit (logout) so the next member starts clean. */
  stop(): void;
}

/**
 * Holds one deposit machine: the form and the waiting pages are separate screens, so the order and
 * its poll live here. A paid order refreshes the balance even when the member left the page.
 */
export function createDepositSession(deps: {
  http: HttpPort;
  /** The engine's one intent runner (deposit order intents). */
  runner: IntentRunner;
  onPaid: () => void;
  /** Keeps the pointer to a waiting order (issue #28), so a reload or a new tab shows it again. */
  storage?: StoragePort;
}): DepositSession {
  let actor: DepositActor | null = null;
  const { storage } = deps;
  const member = () => storage?.get(StorageKey.userId) ?? null;
  const forget = (orderNo: string) => {
    if (pendingDepositFor(storage?.get(PENDING_DEPOSIT_KEY) ?? null, member()) === orderNo)
      storage?.remove(PENDING_DEPOSIT_KEY);
  };
  const session: DepositSession = {
    current() {
      if (actor === null) {
        const created = createActor(createDepositMachine({ http: deps.http, runner: deps.runner }));
        created.on('deposit.succeeded', ({ orderNo }) => {
          forget(orderNo);
          deps.onPaid();
        });
        created.on('deposit.orderEnded', ({ orderNo }) => forget(orderNo));
        // The pointer follows the order: written while it waits, dropped once it has ended.
        created.subscribe((snapshot) => {
          const { order } = snapshot.context;
          if (order === null || storage === undefined) return;
          if (snapshot.matches('waiting') || snapshot.matches('cancelling')) {
            const who = member();
            if (
              who !== null &&
              who !== '' &&
              pendingDepositFor(storage.get(PENDING_DEPOSIT_KEY), who) !== order.orderNo
            )
              storage.set(PENDING_DEPOSIT_KEY, writePendingDeposit({ orderNo: order.orderNo, member: who }));
          } else if (
            snapshot.matches('expired') ||
            snapshot.matches('closed') ||
            snapshot.matches('succeeded')
          )
            forget(order.orderNo);
        });
        created.start();
        actor = created;
        const pending = pendingDepositFor(storage?.get(PENDING_DEPOSIT_KEY) ?? null, member());
        if (pending !== null) created.send({ type: 'deposit.resume', orderNo: pending });
      }
      return actor;
    },
    resume(orderNo) {
      session.current().send({ type: 'deposit.resume', orderNo });
    },
    stop() {
      actor?.stop();
      actor = null;
      storage?.remove(PENDING_DEPOSIT_KEY);
    },
  };
  return session;
}
