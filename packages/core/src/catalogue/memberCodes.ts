/**
 * Codes a member must never read (SPEC §3 market types, result codes, venue codes, bet sides and bet
 * types) and the Chinese words shown instead. Venue names are site data (the venue list), so venue
 * codes are replaced from a name map the client has loaded; the other catalogues are fixed here.
 */
import { BET_RESULTS } from '../sports/betResults.ts';
import { MARKET_TYPE_LABELS, SPORT_LABELS } from '../sports/catalogues.ts';

/** What a bet picked, as the venue API names the side of a price (`EOE` is the even side of 单/双). */
export const SELECTION_SIDE_LABELS: Readonly<Record<string, string>> = {
  RH: '主',
  RC: '客',
  OUO: '大',
  OUU: '小',
  MH: '主胜',
  MN: '和局',
  MC: '客胜',
  EOO: '单',
  EOE: '双',
  ODD: '单',
  EVEN: '双',
};

/** Bet types (`w` of a price): pre-match and in-play (R…) markets. */
export const BET_TYPE_LABELS: Readonly<Record<string, string>> = {
  R: '让球',
  OU: '大小',
  M: '独赢',
  EO: '单/双',
  RE: '滚球让球',
  ROU: '滚球大小',
  RM: '滚球独赢',
  REO: '滚球单/双',
  FS: '冠军',
};

const CODE_TOKEN = /\b[A-Z][A-Z0-9]{0,7}\b/g;

/**
 * A bet record's selection as words: a leading side code (`EOE`, `RH -0.5`) becomes its label; text
 * that is already words passes unchanged.
 */
export function describeSelection(selection: string): string {
  const [head = '', ...rest] = selection.trim().split(/\s+/);
  const label = SELECTION_SIDE_LABELS[head] ?? BET_TYPE_LABELS[head];
  return label === undefined ? selection : [label, ...rest].join(' ');
}

/** Replaces each known code standing alone in `text` (`中心钱包 → AGZR`) with its name. */
export function replaceKnownCodes(text: string, names: ReadonlyMap<string, string>): string {
  if (names.size === 0) return text;
  return text.replace(CODE_TOKEN, (token) => names.get(token) ?? token);
}

/** A venue's name from the loaded venue list; a code the list does not know reads 其他场馆. */
export function venueDisplayName(code: string, names: ReadonlyMap<string, string>): string {
  return names.get(code) ?? names.get(code.toUpperCase()) ?? '其他场馆';
}

/** Every fixed code of the catalogues above (plus sport and market codes) that must not show. */
export const FIXED_MEMBER_CODES: ReadonlySet<string> = new Set([
  ...Object.keys(SELECTION_SIDE_LABELS),
  ...Object.keys(BET_TYPE_LABELS),
  ...Object.keys(MARKET_TYPE_LABELS),
  ...Object.keys(SPORT_LABELS),
  ...Object.keys(BET_RESULTS).filter((code) => code.length > 1),
]);

/**
 * The codes visible in a page's text: tokens of `codes` (plus the fixed ones) standing alone. Single
 * letters (result codes W, L, D…) are only counted where `codes` names them, to spare ordinary text.
 */
export function leakedCodes(text: string, codes: Iterable<string> = []): string[] {
  const watched = new Set([...FIXED_MEMBER_CODES, ...codes]);
  const found = new Set<string>();
  for (const token of text.match(CODE_TOKEN) ?? []) if (watched.has(token)) found.add(token);
  return [...found];
}
