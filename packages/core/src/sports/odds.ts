import { Decimal, parseDecimal } from '../money/decimal.ts';
import { comparePlainDecimals } from '../money/decimalOrder.ts';
import { OddsType } from './catalogues.ts';

/**
 * How a price arrives from the venue. Handicap and over/under ("double-line") prices are Hong Kong
 * odds and convert to the member's odds type; 1X2, odd/even (EO/REO) and outright prices are already
 * European and are shown as they are, whatever the odds type.
 */
export type PriceKind = 'hongKong' | 'european';

/**
 * Wager codes of the double-line markets: handicap (R) and over/under (OU), full time and first half
 * (H…), pre-match and in-play (…E / R…). SPEC §9 says the venue's full list is longer and not shown;
 * add codes here as the venue data shows them.
 */
export const DOUBLE_LINE_WAGERS: ReadonlySet<string> = new Set([
  'R',
  'RE',
  'OU',
  'ROU',
  'HR',
  'HRE',
  'HOU',
  'HROU',
]);

export function priceKindOfWager(wager: string): PriceKind {
  return DOUBLE_LINE_WAGERS.has(wager.trim().toUpperCase()) ? 'hongKong' : 'european';
}

const ONE = new Decimal(1);
const MINUS_ONE = new Decimal(-1);

/**
 * DESIGN.md conversions from the Hong Kong base price, exact to 20 decimal places:
 * European = HK + 1; Indonesian = HK if HK >= 1 else -1/HK; Malay = HK if HK <= 1 else -1/HK.
 * A base price that is not a positive decimal string has no conversion (undefined).
 */
export function convertOdds(hongKong: string, to: OddsType): string | undefined {
  return convert(hongKong, to)?.toString();
}

function convert(hongKong: string, to: OddsType): Decimal | undefined {
  const hk = parseDecimal(hongKong);
  if (hk === undefined || hk.lte(0)) return undefined;
  switch (to) {
    case OddsType.HongKong:
      return hk;
    case OddsType.European:
      return hk.plus(ONE);
    case OddsType.Indonesian:
      return hk.gte(ONE) ? hk : MINUS_ONE.div(hk);
    case OddsType.Malay:
      return hk.lte(ONE) ? hk : MINUS_ONE.div(hk);
  }
}

/** The inverse of `convertOdds`: a price in `from` odds back to the Hong Kong base price. */
export function toHongKong(price: string, from: OddsType): string | undefined {
  const value = parseDecimal(price);
  if (value === undefined) return undefined;
  let hk: Decimal;
  if (from === OddsType.European) hk = value.minus(ONE);
  else if (from === OddsType.HongKong || value.gt(0)) hk = value;
  else hk = MINUS_ONE.div(value);
  return hk.gt(0) ? hk.toString() : undefined;
}

/**
 * A price as shown: 2 decimals, rounded half away from zero (Decimal.roundHalfUp), so that for every
 * base price the European figure is exactly the Hong Kong figure plus 1.00.
 */
export function formatOdds(hongKong: string, to: OddsType): string | undefined {
  return convert(hongKong, to)?.toFixed(2, Decimal.roundHalfUp);
}

/** The figure an odds cell or slip line shows for a venue price of the given kind. */
export function displayPrice(price: string, kind: PriceKind, oddsType: OddsType): string | undefined {
  if (kind === 'hongKong') return formatOdds(price, oddsType);
  const european = parseDecimal(price);
  return european === undefined || european.lte(0) ? undefined : european.toFixed(2, Decimal.roundHalfUp);
}

/**
 * Which way a price moved, compared as decimals (never floats): 'up', 'down', or null when it did not
 * move or either side is not a plain decimal string.
 */
export function oddsMovement(before: string, after: string): 'up' | 'down' | null {
  const order = comparePlainDecimals(after, before);
  return order === 1 ? 'up' : order === -1 ? 'down' : null;
}
