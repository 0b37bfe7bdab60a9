import { DEFAULT_ODDS_TYPE, OddsType } from '../catalogues.ts';
import { displayPrice, priceKindOfWager } from '../odds.ts';
import type { BetMode, BetSlip, BetSlipError, BetSlipItem, BetSlipResult, BettingData } from './types.ts';

/** SPEC §9: a slip holds at most 10 items. */
export const BET_SLIP_MAX_ITEMS = 10;

export const BET_SLIP_ERRORS = {
  limit: { code: 'betslip.limit', message: '投注项数量已达上限' },
  pending: { code: 'betslip.pending', message: '当前还有订单正在确认中，请稍等' },
  seriesOddsType: { code: 'betslip.seriesOddsType', message: '复式串关仅支持香港盘' },
} as const satisfies Record<string, BetSlipError>;

export function createBetSlip(options: { mode?: BetMode; oddsType?: OddsType } = {}): BetSlip {
  return { mode: options.mode ?? 'single', items: [], oddsType: options.oddsType ?? DEFAULT_ODDS_TYPE };
}

/** Identifies one price on the board: the same key selected again is the same pick. */
export function pickKey(item: BetSlipItem): string {
  return selectionKey(item.gameInfo.gameId, item.oddInfo.gameId, item.playInfo.w, item.championRate?.rtype);
}

/** `pickKey` from its four parts (the sportsbook keys every price cell without building an item). */
export function selectionKey(
  gameId: string,
  oddGameId: string,
  w: string,
  rtype: string | undefined,
): string {
  return JSON.stringify([gameId, oddGameId, w, rtype ?? null]);
}

export function isChampionItem(item: BetSlipItem): boolean {
  return item.championRate !== undefined;
}

function sameMatchOrGide(a: BetSlipItem, b: BetSlipItem): boolean {
  return a.gameInfo.gameId === b.gameInfo.gameId || a.gameInfo.gide === b.gameInfo.gide;
}

/** An order still being confirmed (`active: 'delay'`) on the slip or on any of its items. */
export function hasPendingOrder(slip: BetSlip): boolean {
  return (
    slip.pendingOrder?.active === 'delay' || slip.items.some((item) => item.bettingData?.active === 'delay')
  );
}

/** Series mode forces Hong Kong odds; otherwise the member's odds type applies. */
export function effectiveOddsType(slip: BetSlip): OddsType {
  return slip.mode === 'series' ? OddsType.HongKong : slip.oddsType;
}

/** In series mode an item that shares its match with another item cannot be combined: it is invalid. */
export function isItemInvalid(slip: BetSlip, item: BetSlipItem): boolean {
  if (slip.mode !== 'series') return false;
  const key = pickKey(item);
  return slip.items.some((other) => pickKey(other) !== key && other.gameInfo.gameId === item.gameInfo.gameId);
}

const ok = (slip: BetSlip): BetSlipResult => ({ slip });
const refused = (slip: BetSlip, error: BetSlipError): BetSlipResult => ({ slip, error });

/**
 * SPEC §4/§5 selection rules. Selecting a pick already on the slip removes it. Otherwise, in order:
 * a pending delayed order refuses it; single mode replaces everything; champion and ordinary items never
 * mix (the other kind is cleared); outside series mode an item of the same match or gide is replaced;
 * and a slip already holding 10 items refuses it, leaving the slip as it was.
 */
export function toggleSelection(slip: BetSlip, item: BetSlipItem): BetSlipResult {
  const key = pickKey(item);
  if (slip.items.some((existing) => pickKey(existing) === key)) {
    return ok({ ...slip, items: slip.items.filter((existing) => pickKey(existing) !== key) });
  }
  if (hasPendingOrder(slip)) return refused(slip, BET_SLIP_ERRORS.pending);
  if (slip.mode === 'single') return ok({ ...slip, items: [item] });
  const champion = isChampionItem(item);
  const kept = slip.items.filter(
    (existing) =>
      isChampionItem(existing) === champion && (slip.mode === 'series' || !sameMatchOrGide(existing, item)),
  );
  if (kept.length >= BET_SLIP_MAX_ITEMS) return refused(slip, BET_SLIP_ERRORS.limit);
  return ok({ ...slip, items: [...kept, item] });
}

/**
 * Leaving multiple/series for single keeps only the last item. Leaving series for multiple keeps the
 * latest item of each match and gide, so the one-per-match rule holds again.
 */
export function setBetMode(slip: BetSlip, mode: BetMode): BetSlipResult {
  if (mode === slip.mode) return ok(slip);
  if (mode === 'single') return ok({ ...slip, mode, items: slip.items.slice(-1) });
  if (mode === 'multiple') return ok({ ...slip, mode, items: latestPerMatchAndGide(slip.items) });
  return ok({ ...slip, mode });
}

function latestPerMatchAndGide(items: readonly BetSlipItem[]): readonly BetSlipItem[] {
  const kept: BetSlipItem[] = [];
  for (const item of [...items].reverse()) {
    if (!kept.some((later) => sameMatchOrGide(later, item))) kept.unshift(item);
  }
  return kept;
}

/** The odds-type picker; refused in series mode, which only prices in Hong Kong odds. */
export function setOddsType(slip: BetSlip, oddsType: OddsType): BetSlipResult {
  if (slip.mode === 'series' && oddsType !== OddsType.HongKong) {
    return refused(slip, BET_SLIP_ERRORS.seriesOddsType);
  }
  return ok({ ...slip, oddsType });
}

/** Records the placed order's confirmation state; `undefined` once it is accepted or rejected. */
export function setPendingOrder(slip: BetSlip, order: BettingData | undefined): BetSlip {
  if (order === undefined) {
    const { pendingOrder: _done, ...rest } = slip;
    return rest;
  }
  return { ...slip, pendingOrder: order };
}

export function removeItem(slip: BetSlip, key: string): BetSlip {
  return { ...slip, items: slip.items.filter((item) => pickKey(item) !== key) };
}

export function clearItems(slip: BetSlip): BetSlip {
  return { ...slip, items: [] };
}

/** One slip row as the UI shows it. */
export interface SlipLine {
  readonly key: string;
  readonly item: BetSlipItem;
  readonly invalid: boolean;
  readonly isChampion: boolean;
  /** The price in the slip's effective odds type, 2 decimals; undefined when the venue price is unusable. */
  readonly price: string | undefined;
}

export function slipLines(slip: BetSlip): readonly SlipLine[] {
  const oddsType = effectiveOddsType(slip);
  return slip.items.map((item) => ({
    key: pickKey(item),
    item,
    invalid: isItemInvalid(slip, item),
    isChampion: isChampionItem(item),
    price: priceOfItem(item, oddsType),
  }));
}

/** Champion prices are outright (European) prices; others convert by their wager code. */
export function priceOfItem(item: BetSlipItem, oddsType: OddsType): string | undefined {
  const kind = isChampionItem(item) ? 'european' : priceKindOfWager(item.playInfo.w);
  return displayPrice(item.oddInfo.r, kind, oddsType);
}
