/**
 * Combined prices of a multiple (parlay) and a series (every parlay of two or more lines), in decimal
 * arithmetic. A parlay pays the product of its lines' European prices; shown in the slip's odds type as
 * that product less the stake, converted like any Hong Kong price, so win = stake × shown price as for
 * single bets.
 */

import { Decimal, parseDecimal } from '../../money/decimal.ts';
import type { OddsType } from '../catalogues.ts';
import { formatOdds, priceKindOfWager } from '../odds.ts';
import { winAmount } from './stake.ts';
import type { BetSlipItem } from './types.ts';

const ONE = new Decimal(1);

/** The line's European price (stake returned included), or undefined when its venue price is unusable. */
function europeanOf(item: BetSlipItem): Decimal | undefined {
  const price = parseDecimal(item.oddInfo.r);
  if (price === undefined || price.lte(0)) return undefined;
  const hongKong = item.championRate === undefined && priceKindOfWager(item.playInfo.w) === 'hongKong';
  return hongKong ? price.plus(ONE) : price;
}

function europeanPrices(items: readonly BetSlipItem[]): Decimal[] | undefined {
  const prices: Decimal[] = [];
  for (const item of items) {
    const price = europeanOf(item);
    if (price === undefined) return undefined;
    prices.push(price);
  }
  return prices;
}

/** The parlay's price in `oddsType`, 2 decimals; undefined for fewer than 2 lines or an unusable price. */
export function parlayOdds(items: readonly BetSlipItem[], oddsType: OddsType): string | undefined {
  const prices = europeanPrices(items);
  if (prices === undefined || prices.length < 2) return undefined;
  const product = prices.reduce((total, price) => total.times(price), ONE);
  return formatOdds(product.minus(ONE).toFixed(), oddsType);
}

/** How many parlays a series of n lines holds: every subset of two or more lines, 2ⁿ − n − 1. */
export function seriesCount(lines: number): number {
  return lines < 2 ? 0 : 2 ** lines - lines - 1;
}

export interface SeriesFigures {
  readonly count: number;
  /** stake × count, 2 decimals. */
  readonly totalStake: string;
  /** The win when every line wins: each parlay's stake × (product − 1), summed and cut to the cent. */
  readonly maxWin: string;
}

/**
 * Σ over subsets S with |S| ≥ 2 of (∏S − 1) = ∏(1 + Eᵢ) − 1 − ΣEᵢ − count: the sum of all parlay
 * profits per unit stake without enumerating up to 1,013 subsets.
 */
export function seriesFigures(items: readonly BetSlipItem[], stake: string): SeriesFigures {
  const count = seriesCount(items.length);
  const amount = parseDecimal(stake);
  const totalStake = amount === undefined || amount.lt(0) ? '0.00' : amount.times(count).toFixed(2);
  const prices = europeanPrices(items);
  if (prices === undefined || count === 0) return { count, totalStake, maxWin: '0.00' };
  const everySubset = prices.reduce((total, price) => total.times(ONE.plus(price)), ONE);
  const singles = prices.reduce((total, price) => total.plus(price), new Decimal(0));
  const perUnit = everySubset.minus(ONE).minus(singles).minus(count);
  return { count, totalStake, maxWin: winAmount(stake, perUnit.toFixed()) };
}
