import type { StoragePort } from '../../ports/storage.ts';
import type { LoginEventBus } from '../../session/loginEvents.ts';
import type { LogoutReason } from '../../session/sessionState.ts';
import { StorageKey } from '../../storage/storageKeys.ts';

export interface BetSlipOwnerDeps {
  storage: StoragePort;
  bus: LoginEventBus;
  /** Subscribes to the session's `session.loggedOut`; returns the unsubscribe function. */
  onLoggedOut: (listener: (reason: LogoutReason) => void) => () => void;
  /** The running bet-slip machine, or null while no screen has started it (the stored slip still counts). */
  slip: () => { send(event: { type: 'slip.reset' } | { type: 'slip.resume' }): void } | null;
}

/** What the slip does when `userId` logs in and the stored slip belongs to `owner` (null: nobody). */
export function slipOnLogin(owner: string | null, userId: string): 'keep' | 'reset' {
  return owner === userId ? 'keep' : 'reset';
}

/**
 * The bet slip belongs to one member (issue #17, docs/protocol.md "Bet slip owner"): it is emptied
 * when the member logs out and when another member logs in. An expiry (6001) or a failed member-info
 * fetch keeps it, so the same member logging in again finds their slip (and a confirming order is
 * asked about again). The owner's user id is stored under `StorageKey.betSlipOwner`; a reset also drops
 * the stored slip, so a slip machine started later never restores another member's selections.
 */
export function connectBetSlipOwner(deps: BetSlipOwnerDeps): () => void {
  const { storage, bus } = deps;
  const reset = () => {
    storage.remove(StorageKey.betSlip);
    deps.slip()?.send({ type: 'slip.reset' });
  };
  const offLogin = bus.on('login_success', ({ userId }) => {
    if (slipOnLogin(storage.get(StorageKey.betSlipOwner), userId) === 'reset') reset();
    else deps.slip()?.send({ type: 'slip.resume' });
    storage.set(StorageKey.betSlipOwner, userId);
  });
  const offLogout = deps.onLoggedOut((reason) => {
    if (reason !== 'logout' && reason !== 'passwordChanged') return;
    reset();
    storage.remove(StorageKey.betSlipOwner);
  });
  return () => {
    offLogin();
    offLogout();
  };
}
