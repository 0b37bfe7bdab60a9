import type { ClockPort, StoragePort } from '@jinli/core';
import { readPromoCodes, StorageKey } from '@jinli/core/contract';

/** SPEC §9 register prompt delay. */
export const REGISTER_PROMPT_DELAY_MS = 500;

/** `register=1` in the query, or in the query inside the hash (hash routing links). */
export function wantsRegister(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return false;
  }
  if (parsed.searchParams.get('register') === '1') return true;
  const hashQuery = parsed.hash.indexOf('?');
  return hashQuery >= 0 && new URLSearchParams(parsed.hash.slice(hashQuery + 1)).get('register') === '1';
}

/** Keeps the URL's promo codes so the register form sends them as rCode/iCode (SPEC §7). */
export function storePromoCodes(url: string, storage: StoragePort): void {
  const { rcode, icode } = readPromoCodes(url);
  if (rcode !== undefined) storage.set(StorageKey.referralCode, rcode);
  if (icode !== undefined) storage.set(StorageKey.inviteCode, icode);
}

export interface RegisterPromptDeps {
  url: string;
  clock: ClockPort;
  /** Read when the delay ends, so a session restored meanwhile counts. */
  isLoggedIn: () => boolean;
  openRegister: () => void;
}

/** SPEC §2: register opens 500 ms after load for `register=1` when nobody is logged in. */
export function scheduleRegisterPrompt(deps: RegisterPromptDeps): () => void {
  if (!wantsRegister(deps.url)) return () => {};
  const timer = deps.clock.after(() => {
    if (!deps.isLoggedIn()) deps.openRegister();
  }, REGISTER_PROMPT_DELAY_MS);
  return () => deps.clock.cancelAfter(timer);
}
