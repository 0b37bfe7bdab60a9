import { mobileRedirectUrl, type PromoCodes, StorageKey } from '@jinli/core';
import type { Container } from './serviceContainer.ts';
import { resolverOf, Tokens } from './tokens.ts';

/**
 * SPEC §2: a phone or tablet leaves for the operator's mobile site (runtime config `h5Url`) with its
 * promo codes. Returns true when the page is being replaced, so the caller renders nothing more.
 */
export function redirectMobileVisitor(container: Container): boolean {
  const get = resolverOf(container);
  const device = get(Tokens.Device);
  if (!device.isMobile()) return false;
  const config = get(Tokens.Config);
  const storage = get(Tokens.Storage);
  const navigator = get(Tokens.Navigator);
  const storedPromo: PromoCodes = {};
  const rcode = storage.get(StorageKey.referralCode);
  const icode = storage.get(StorageKey.inviteCode);
  if (rcode) storedPromo.rcode = rcode;
  if (icode) storedPromo.icode = icode;
  const target = mobileRedirectUrl({ h5Url: config.h5Url, currentUrl: navigator.currentUrl(), storedPromo });
  if (target === null) return false;
  navigator.assign(target);
  return true;
}
