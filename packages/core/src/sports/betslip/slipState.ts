/**
 * The bet-slip machine's state as pure functions: the rules' slip plus what the machine adds (live odds
 * per line, stakes, the accept-better-odds setting, the open place intent). The machine calls these from
 * its actions and guards; the model test and the persisted form use the same shapes.
 */
import { parseDecimal } from '../../money/decimal.ts';
import type { PlaceBetPayload, PlacedLine } from './placeBet.ts';
import {
  BET_SLIP_ERRORS,
  effectiveOddsType,
  hasPendingOrder,
  isItemInvalid,
  pickKey,
  priceOfItem,
} from './rules.ts';
import type { BetSlip, BetSlipItem } from './types.ts';

/** Venue prices (`r`) of one line: the one the member accepted, and the latest live one. */
export interface LineOdds {
  readonly selectedOdds: string;
  readonly currentOdds: string;
}

/** The order of one press of 投注, kept until the venue answers so a retry reuses its request id. */
export interface PlaceIntent {
  readonly requestId: string;
  readonly payload: PlaceBetPayload;
}

export interface SlipState {
  readonly slip: BetSlip;
  /** Keyed by `pickKey`; exactly the slip's items. */
  readonly odds: Readonly<Record<string, LineOdds>>;
  /** Per-line stakes (single bets), keyed by `pickKey`; as typed until committed. */
  readonly stakes: Readonly<Record<string, string>>;
  /** The parlay stake (multiple) or the stake per combination (series). */
  readonly comboStake: string;
  readonly acceptBetterOdds: boolean;
  readonly intent: PlaceIntent | undefined;
}

/** A live price for one slip line: `key` is `pickKey(item)`, `r` the venue price as sent. */
export interface OddsUpdate {
  readonly key: string;
  readonly r: string;
}

export type BetSlipMessageCode =
  | 'betslip.limit'
  | 'betslip.pending'
  | 'betslip.seriesOddsType'
  | 'betslip.empty'
  | 'betslip.tooFew'
  | 'betslip.invalidLines'
  | 'betslip.suspended'
  | 'betslip.oddsChanged'
  | 'betslip.stakeRequired'
  | 'betslip.stakeCapped'
  | 'betslip.placeFailed'
  /** Issue #29: a lost answer is being checked / the check found no bet / the check failed. */
  | 'betslip.checking'
  | 'betslip.notPlaced'
  | 'betslip.placeUnknown'
  | 'betslip.accepted'
  | 'betslip.rejected';

export interface BetSlipMessage {
  readonly code: BetSlipMessageCode;
  readonly message: string;
}

export const BET_SLIP_MESSAGES = {
  empty: { code: 'betslip.empty', message: '请先选择投注项' },
  tooFew: { code: 'betslip.tooFew', message: '串关至少需要选择2个投注项' },
  invalidLines: { code: 'betslip.invalidLines', message: '同场比赛的投注项不能串关，请先移除' },
  suspended: { code: 'betslip.suspended', message: '部分投注项已暂停投注，请先移除' },
  oddsChanged: { code: 'betslip.oddsChanged', message: '赔率已变化，请确认新赔率' },
  stakeRequired: { code: 'betslip.stakeRequired', message: '请输入投注金额' },
  accepted: { code: 'betslip.accepted', message: '投注成功' },
  rejected: { code: 'betslip.rejected', message: '投注失败，注单已被拒绝' },
} as const satisfies Record<string, BetSlipMessage>;

export function stakeCappedMessage(capped: 'min' | 'max', stake: string): BetSlipMessage {
  const bound = capped === 'min' ? '最低' : '最高';
  return { code: 'betslip.stakeCapped', message: `单注${bound}投注额为${stake}，已为您调整` };
}

export function emptySlipState(slip: BetSlip, acceptBetterOdds = false): SlipState {
  return withSlip({ slip, odds: {}, stakes: {}, comboStake: '', acceptBetterOdds, intent: undefined }, slip);
}

/** The next slip from a rule, with odds and stakes kept for surviving lines and started for new ones. */
export function withSlip(state: SlipState, slip: BetSlip): SlipState {
  const odds: Record<string, LineOdds> = {};
  const stakes: Record<string, string> = {};
  for (const item of slip.items) {
    const key = pickKey(item);
    odds[key] = state.odds[key] ?? { selectedOdds: item.oddInfo.r, currentOdds: item.oddInfo.r };
    stakes[key] = state.stakes[key] ?? '';
  }
  return { ...state, slip, odds, stakes };
}

function samePrice(a: string, b: string): boolean {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return x !== undefined && y !== undefined ? x.eq(y) : a === b;
}

/** Higher is better for every venue price: Hong Kong base and European prices are both positive. */
function isBetter(next: string, than: string): boolean {
  const x = parseDecimal(next);
  const y = parseDecimal(than);
  return x !== undefined && y !== undefined && x.gt(y);
}

export function touchesSlip(state: SlipState, updates: readonly OddsUpdate[]): boolean {
  return updates.some((update) => {
    const line = state.odds[update.key];
    return line !== undefined && line.currentOdds !== update.r;
  });
}

/**
 * Live prices: each line's current price moves; with accept-better-odds on, a price better than the
 * accepted one is accepted at once, while a worse one waits for the member (`acceptOdds`).
 */
export function applyOddsUpdates(state: SlipState, updates: readonly OddsUpdate[]): SlipState {
  const odds = { ...state.odds };
  for (const { key, r } of updates) {
    const line = odds[key];
    if (line === undefined) continue;
    odds[key] =
      state.acceptBetterOdds && isBetter(r, line.selectedOdds)
        ? { selectedOdds: r, currentOdds: r }
        : { selectedOdds: line.selectedOdds, currentOdds: r };
  }
  return withAcceptedPrices({ ...state, odds });
}

/** The member accepts every moved price. */
export function acceptOdds(state: SlipState): SlipState {
  const odds: Record<string, LineOdds> = {};
  for (const [key, line] of Object.entries(state.odds)) {
    odds[key] = { selectedOdds: line.currentOdds, currentOdds: line.currentOdds };
  }
  return withAcceptedPrices({ ...state, odds });
}

/** Items carry the accepted price, so the rules' `slipLines` show what would be placed. */
function withAcceptedPrices(state: SlipState): SlipState {
  const items = state.slip.items.map((item): BetSlipItem => {
    const accepted = state.odds[pickKey(item)]?.selectedOdds;
    return accepted === undefined || accepted === item.oddInfo.r
      ? item
      : { ...item, oddInfo: { ...item.oddInfo, r: accepted } };
  });
  return { ...state, slip: { ...state.slip, items } };
}

/** A line whose live price differs from the accepted one blocks placing until accepted. */
export function hasMovedOdds(state: SlipState): boolean {
  return Object.values(state.odds).some((line) => !samePrice(line.selectedOdds, line.currentOdds));
}

/** The stake that places the bet: the line's in single mode, the combined one otherwise. */
export function stakeKeyOf(state: SlipState): string | undefined {
  if (state.slip.mode !== 'single') return undefined;
  const item = state.slip.items[0];
  return item === undefined ? undefined : pickKey(item);
}

export function stakeOf(state: SlipState, key: string | undefined): string {
  return key === undefined ? state.comboStake : (state.stakes[key] ?? '');
}

export function withStake(state: SlipState, key: string | undefined, stake: string): SlipState {
  if (key === undefined) return { ...state, comboStake: stake };
  if (state.stakes[key] === undefined) return state;
  return { ...state, stakes: { ...state.stakes, [key]: stake } };
}

/** Why 投注 cannot be pressed now (before stake capping), or undefined when it can. */
export function placeRefusal(state: SlipState): BetSlipMessage | undefined {
  const { slip } = state;
  if (slip.items.length === 0) return BET_SLIP_MESSAGES.empty;
  if (hasPendingOrder(slip)) return BET_SLIP_ERRORS.pending;
  if (slip.mode !== 'single' && slip.items.length < 2) return BET_SLIP_MESSAGES.tooFew;
  if (slip.items.some((item) => isItemInvalid(slip, item))) return BET_SLIP_MESSAGES.invalidLines;
  const oddsType = effectiveOddsType(slip);
  if (slip.items.some((item) => priceOfItem(item, oddsType) === undefined))
    return BET_SLIP_MESSAGES.suspended;
  if (hasMovedOdds(state)) return BET_SLIP_MESSAGES.oddsChanged;
  const stake = parseDecimal(stakeOf(state, stakeKeyOf(state)));
  if (stake === undefined || stake.lte(0)) return BET_SLIP_MESSAGES.stakeRequired;
  return undefined;
}

export function orderPayload(state: SlipState): PlaceBetPayload {
  const { slip } = state;
  return {
    mode: slip.mode,
    oddsType: effectiveOddsType(slip),
    acceptBetterOdds: state.acceptBetterOdds,
    stake: stakeOf(state, stakeKeyOf(state)).trim(),
    lines: slip.items.map((item): PlacedLine => {
      const line: PlacedLine = {
        gameId: item.gameInfo.gameId,
        gide: item.gameInfo.gide,
        oddGameId: item.oddInfo.gameId,
        w: item.playInfo.w,
        odds: state.odds[pickKey(item)]?.selectedOdds ?? item.oddInfo.r,
      };
      return item.championRate === undefined ? line : { ...line, rtype: item.championRate.rtype };
    }),
  };
}

/**
 * Same order, same intent: a retry of an unanswered order reuses its request id. Compared by value with
 * keys sorted, since a restored order comes back in its schema's key order.
 */
export function isSameOrder(a: PlaceBetPayload, b: PlaceBetPayload): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
