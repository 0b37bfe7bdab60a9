import { Decimal, parseDecimal } from '../money/decimal.ts';
import { priceKindOfWager } from './odds.ts';

/**
 * Issue #30: the value of cashing out (提前结算) a bet early, one pure rule shared by the engine and the
 * sandbox (docs/protocol.md "Cash out"). For each leg the European price is used (Hong Kong prices of
 * handicap and over/under plus one): value = stake x placed price / current price for each open leg, x
 * the placed price of each won leg, less the operator's margin; rounded down to the cent, never above
 * the potential win (stake x every placed price) and never negative.
 */

export interface CashOutLeg {
  /** Wager code (`R`, `OU`, `M`, ...): says whether the prices are Hong Kong or European. */
  readonly w: string;
  /** The price taken, as placed. */
  readonly placedOdds: string;
  /** `open`: its market is still running at `currentOdds`; `won`: its match finished and it won. */
  readonly state: 'open' | 'won';
  /** The price now (same kind as the placed one); only for open legs. */
  readonly currentOdds?: string | undefined;
}

export interface CashOutInput {
  /** The stake of the bet (a single or one parlay). */
  readonly stake: string;
  readonly legs: readonly CashOutLeg[];
  /** The operator's margin as a fraction, 0 <= margin < 1 (`0.05` keeps 5%). */
  readonly margin: string;
}

const ONE = new Decimal(1);

function european(w: string, odds: string | undefined): Decimal | undefined {
  const price = parseDecimal(odds);
  if (price === undefined || price.lte(0)) return undefined;
  return priceKindOfWager(w) === 'hongKong' ? price.plus(ONE) : price;
}

const cents = (value: Decimal): string => value.round(2, Decimal.roundDown).toFixed(2);

/** What the bet pays if every leg wins: stake x every placed (European) price, rounded down. */
export function cashOutPotentialWin(stake: string, legs: readonly Pick<CashOutLeg, 'w' | 'placedOdds'>[]) {
  const amount = parseDecimal(stake);
  if (amount === undefined || amount.lt(0) || legs.length === 0) return undefined;
  let value = amount;
  for (const leg of legs) {
    const placed = european(leg.w, leg.placedOdds);
    if (placed === undefined) return undefined;
    value = value.times(placed);
  }
  return cents(value);
}

/**
 * The cash-out value in money (`'123.45'`), or undefined when the input cannot be priced (a price or
 * the stake that is not a positive decimal, a margin outside [0, 1), no legs, an open leg without a
 * current price).
 */
export function cashOutValue(input: CashOutInput): string | undefined {
  const potential = cashOutPotentialWin(input.stake, input.legs);
  const margin = parseDecimal(input.margin);
  if (potential === undefined || margin === undefined || margin.lt(0) || margin.gte(1)) return undefined;
  // One division at the end keeps the value exact to 20 places and monotone in every current price.
  let numerator = new Decimal(input.stake).times(ONE.minus(margin));
  let denominator = ONE;
  for (const leg of input.legs) {
    numerator = numerator.times(european(leg.w, leg.placedOdds)!);
    if (leg.state === 'won') continue;
    const current = european(leg.w, leg.currentOdds);
    if (current === undefined) return undefined;
    denominator = denominator.times(current);
  }
  const value = new Decimal(cents(numerator.div(denominator)));
  if (value.lt(0)) return '0.00';
  return value.gt(potential) ? potential : value.toFixed(2);
}
