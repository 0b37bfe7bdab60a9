/** What the bet-slip panel reads from a bet-slip machine snapshot; each selector is one slice. */
import { parseDecimal } from '../../money/decimal.ts';
import type { BetSlipContext, BetSlipSnapshot } from './betslip.machine.ts';
import { parlayOdds, seriesFigures } from './combo.ts';
import { effectiveOddsType, pickKey, type SlipLine, slipLines } from './rules.ts';
import { hasMovedOdds, placeRefusal } from './slipState.ts';
import { winAmount } from './stake.ts';
import type { BetSlip, BetSlipItem } from './types.ts';

type HasContext = Pick<BetSlipSnapshot, 'context'>;
type HasState = Pick<BetSlipSnapshot, 'context' | 'matches'>;

export interface BetSlipLineView extends SlipLine {
  /** The accepted price in the slip's odds type (what `price` was before the move). */
  readonly selectedPrice: string | undefined;
  /** How the live price moved since it was accepted; undefined when it did not. */
  readonly oddsMove: 'up' | 'down' | 'suspended' | undefined;
  readonly stake: string;
  /** Single mode: stake × live price; '0.00' in multiple and series (see `selectComboView`). */
  readonly win: string;
}

function withPrice(item: BetSlipItem, r: string): BetSlipItem {
  return { ...item, oddInfo: { ...item.oddInfo, r } };
}

function moveOf(selected: string, current: string): BetSlipLineView['oddsMove'] {
  const before = parseDecimal(selected);
  const after = parseDecimal(current);
  if (after === undefined || after.lte(0)) return 'suspended';
  if (before === undefined || after.eq(before)) return undefined;
  return after.gt(before) ? 'up' : 'down';
}

/** Slip lines at their live prices, each with its accepted price, move, stake and (single) win. */
export function selectBetSlipLines(snapshot: HasContext): readonly BetSlipLineView[] {
  const context = snapshot.context;
  const live = liveSlip(context);
  const accepted = slipLines(context.slip);
  return slipLines(live).map((line, index) => {
    const odds = context.odds[line.key];
    return {
      ...line,
      selectedPrice: accepted[index]?.price,
      oddsMove: odds === undefined ? undefined : moveOf(odds.selectedOdds, odds.currentOdds),
      ...stakeOfLine(context, line),
    };
  });
}

function stakeOfLine(
  context: BetSlipContext,
  line: Pick<SlipLine, 'key' | 'price'>,
): Pick<BetSlipLineView, 'stake' | 'win'> {
  const stake = context.stakes[line.key] ?? '';
  return { stake, win: context.slip.mode === 'single' ? winAmount(stake, line.price ?? '') : '0.00' };
}

/**
 * One line's stake and win, as `selectBetSlipLines` has them, for a view that follows a line's stake on
 * its own (a keystroke then changes only that line's figures). `line` is the line as last shown (its key
 * and live price); the stake is read from the snapshot.
 */
export function selectLineStake(
  snapshot: HasContext,
  line: Pick<SlipLine, 'key' | 'price'>,
): Pick<BetSlipLineView, 'stake' | 'win'> {
  return stakeOfLine(snapshot.context, line);
}

/** The slip at live prices (items carry the accepted ones). */
function liveSlip(context: BetSlipContext): BetSlip {
  const items = context.slip.items.map((item) => {
    const current = context.odds[pickKey(item)]?.currentOdds;
    return current === undefined ? item : withPrice(item, current);
  });
  return { ...context.slip, items };
}

export interface ComboView {
  readonly stake: string;
  /** multiple: the parlay's price; series: undefined (each combination has its own). */
  readonly odds: string | undefined;
  /** multiple: 1; series: how many parlays the valid lines make. */
  readonly count: number;
  readonly totalStake: string;
  /** multiple: stake × parlay price; series: the win when every line wins. */
  readonly win: string;
}

/** The combined stake panel of multiple and series mode; undefined in single mode. */
export function selectComboView(snapshot: HasContext): ComboView | undefined {
  const context = snapshot.context;
  const slip = liveSlip(context);
  const stake = context.comboStake;
  if (slip.mode === 'single') return undefined;
  if (slip.mode === 'multiple') {
    const odds = parlayOdds(slip.items, effectiveOddsType(slip));
    const amount = parseDecimal(stake);
    const totalStake = amount === undefined || amount.lt(0) ? '0.00' : amount.toFixed(2);
    return { stake, odds, count: odds === undefined ? 0 : 1, totalStake, win: winAmount(stake, odds ?? '') };
  }
  const valid = slipLines(slip)
    .filter((line) => !line.invalid)
    .map((line) => line.item);
  const figures = seriesFigures(valid, stake);
  return {
    stake,
    odds: undefined,
    count: figures.count,
    totalStake: figures.totalStake,
    win: figures.maxWin,
  };
}

/** The order is in flight, or its lost answer is being looked for (`placing.checking`, issue #29). */
export const selectIsPlacing = (snapshot: Pick<BetSlipSnapshot, 'matches'>): boolean =>
  snapshot.matches('placing');

/** An order waits for the venue's confirmation (active=delay): new selections are refused. */
export const selectIsConfirming = (snapshot: Pick<BetSlipSnapshot, 'matches'>): boolean =>
  snapshot.matches('confirming');

/** 投注 is enabled: nothing in flight and nothing that `slip.place` would refuse. */
export const selectCanPlace = (snapshot: HasState): boolean =>
  snapshot.matches('editing') && placeRefusal(snapshot.context) === undefined;

/** Some price moved since it was accepted: show 接受赔率变化 (`slip.acceptOdds`). */
export const selectHasMovedOdds = (snapshot: HasContext): boolean => hasMovedOdds(snapshot.context);

export const selectBetSlipError = (snapshot: HasContext) => snapshot.context.error;
export const selectBetSlipNotice = (snapshot: HasContext) => snapshot.context.notice;
export const selectBetSlipCount = (snapshot: HasContext): number => snapshot.context.slip.items.length;
