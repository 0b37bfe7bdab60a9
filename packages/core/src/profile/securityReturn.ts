import { matchRoute, type RouteDef } from '../navigation/routeTable.ts';
import type { LoginEventBus } from '../session/loginEvents.ts';

/** The query key carrying where the bindPhone guard stopped the member (SPEC §2 rule 3). */
export const RETURN_QUERY_KEY = 'from';

/** The page a member was sent from to 账户安全, when it is a page that needs phone and real name. */
export function bindingRequiredFor(from: string | null | undefined): RouteDef | null {
  if (from === null || from === undefined || !from.startsWith('/') || from.startsWith('//')) return null;
  const { route } = matchRoute(from);
  return route.bindPhone ? route : null;
}

/**
 * Where to go once phone and real name are bound: back to the page the guard stopped, else stay.
 * Only same-site paths of bindPhone routes are followed (never an arbitrary URL).
 */
export function returnAfterBinding(
  from: string | null | undefined,
  member: { bindPhone: boolean; bindRealName: boolean } | null,
): string | null {
  if (member === null || !member.bindPhone || !member.bindRealName) return null;
  return bindingRequiredFor(from) === null ? null : (from ?? null);
}

/**
 * SPEC §4 password_change_success: the member is logged out and the login opens. `endSession` ends the
 * session locally (and tells the server). Returns the unsubscribe function.
 */
export function connectPasswordChange(bus: LoginEventBus, endSession: () => void): () => void {
  return bus.on('password_change_success', () => {
    endSession();
    bus.emit('login');
  });
}
