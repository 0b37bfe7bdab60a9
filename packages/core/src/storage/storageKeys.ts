import { z } from 'zod/mini';
import type { StoragePort } from '../ports/storage.ts';
import { deferred } from '../validation/deferred.ts';

/** Browser-storage keys of SPEC §3, spelled once. `locale` and `deviceId` are our additions. */
export const StorageKey = {
  token: 'token',
  inviteCode: 'icode',
  referralCode: 'rcode',
  originUrl: 'originUrl',
  jwtToken: 'jwtToken',
  userId: 'userId',
  /** '1' hides zero balances, '0' shows them. */
  hideZeroBalance: 'hideZeroBalance',
  /** Epoch ms of the last "remember password" login. */
  rememberPwdTime: 'rememberPwdTime',
  /** Cipher text (CryptoPort.encrypt) of the remembered credentials; never plain. */
  savedCredentials: 'savedCredentials',
  /** '1' on, '0' off; overrides runtime config (docs/protocol.md). */
  safeSwitch: 'safeSwitch',
  edition: 'edition',
  currentDomain: 'currentDomain',
  /** 'zh-CN' or 'zh-TW'. */
  locale: 'locale',
  deviceId: 'deviceId',
  /** The sportsbook bet slip as versioned JSON (sports/betslip/storedSlip.ts); survives a reload. */
  betSlip: 'betSlip',
  /** The user id of the member the stored bet slip belongs to (sports/betslip/slipOwner.ts). */
  betSlipOwner: 'betSlipOwner',
  /** The tab bar's visited pages as JSON `{v:1, paths}` (navigation/tabBar.ts); survives a reload (#28). */
  visitedTabs: 'visitedTabs',
} as const;
export type StorageKeyName = keyof typeof StorageKey;
export type StorageKeyValue = (typeof StorageKey)[StorageKeyName];

/** Values read when a key is absent (SPEC §3). */
export const STORAGE_DEFAULTS = {
  safeSwitch: '1',
  edition: 'classic',
} as const;

const DECRYPTED_DATA_PREFIX = 'DD_';

/** Storage key of one decrypted datum (`DD_{name}`). */
export function decryptedDataKey(name: string): string {
  return `${DECRYPTED_DATA_PREFIX}${name}`;
}

export function isDecryptedDataKey(key: string): boolean {
  return key.startsWith(DECRYPTED_DATA_PREFIX) && key.length > DECRYPTED_DATA_PREFIX.length;
}

/** A stored `DD_` entry: `d` the decrypted value, `v` the server value it was decrypted from. */
export const decryptedDataSchema = deferred(() => z.object({ d: z.unknown(), v: z.unknown() }));
export type DecryptedData = z.infer<typeof decryptedDataSchema>;

/** SPEC §4: logout clears every locally stored decrypted datum. */
export function clearDecryptedData(storage: StoragePort): void {
  for (const key of storage.keys()) {
    if (isDecryptedDataKey(key)) storage.remove(key);
  }
}

/** URL query spellings of the promo codes (SPEC §3: "several spellings"), in order of preference. */
export const PROMO_QUERY_KEYS = {
  rcode: ['rcode', 'rCode', 'RCODE', 'Rcode', 'referralCode'],
  icode: ['icode', 'iCode', 'ICODE', 'Icode', 'inviteCode'],
} as const;

export interface PromoCodes {
  rcode?: string;
  icode?: string;
}

/**
 * Promo codes from a page URL. Reads the query and, for hash routing, the query inside the hash.
 * Blank values count as absent; an unparsable URL yields no codes.
 */
export function readPromoCodes(url: string): PromoCodes {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return {};
  }
  const sources = [parsed.searchParams];
  const hashQuery = parsed.hash.indexOf('?');
  if (hashQuery >= 0) sources.push(new URLSearchParams(parsed.hash.slice(hashQuery + 1)));

  const read = (spellings: readonly string[]): string | undefined => {
    for (const params of sources) {
      for (const key of spellings) {
        const value = params.get(key)?.trim();
        if (value) return value;
      }
    }
    return undefined;
  };

  const codes: PromoCodes = {};
  const rcode = read(PROMO_QUERY_KEYS.rcode);
  const icode = read(PROMO_QUERY_KEYS.icode);
  if (rcode !== undefined) codes.rcode = rcode;
  if (icode !== undefined) codes.icode = icode;
  return codes;
}
