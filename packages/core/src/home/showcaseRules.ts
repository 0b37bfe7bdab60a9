import type { BonusPool, Game } from '../games/gameSchemas.ts';
import { Decimal, PLAIN_DECIMAL } from '../money/decimal.ts';
import type { VenueMatch, VenuePrice } from '../sports/venueData.ts';

/** In-play first, then the soonest kick-off; outrights (no away team) are left out. */
export function pickFeaturedMatches(matches: readonly VenueMatch[], limit: number): VenueMatch[] {
  return matches
    .filter((match) => match.team_c !== '' && match.prices.length > 0)
    .map((match, index) => ({ match, index }))
    .sort(
      (a, b) =>
        Number(b.match.market === 'RB') - Number(a.match.market === 'RB') ||
        a.match.start - b.match.start ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map(({ match }) => match);
}

const SIDE_ORDER: Readonly<Record<string, number>> = { H: 0, N: 1, C: 2 };

/**
 * The prices a featured card shows: the match's 1X2 (home, draw, away; in-play `RM` before the
 * pre-match `M`), else its main handicap (home, away). Suspended prices stay, marked by the caller.
 */
export function headlinePrices(match: VenueMatch): VenuePrice[] {
  for (const wagers of [
    ['RM', 'M'],
    ['RE', 'R'],
  ] as const) {
    for (const w of wagers) {
      const prices = match.prices.filter((price) => price.w === w && price.side in SIDE_ORDER);
      if (prices.length === 0) continue;
      const line = prices[0]?.line;
      return prices
        .filter((price) => price.line === line)
        .sort((a, b) => (SIDE_ORDER[a.side] ?? 0) - (SIDE_ORDER[b.side] ?? 0));
    }
  }
  return [];
}

/** Hot games first (each venue's order kept), then the rest, at most `limit`, no game twice. */
export function pickHotGames(pages: readonly (readonly Game[])[], limit: number): Game[] {
  const all = pages.flat();
  const seen = new Set<string>();
  const unique = all.filter((game) => {
    const key = `${game.enName}:${game.gameCode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...unique.filter((game) => game.hot), ...unique.filter((game) => !game.hot)].slice(0, limit);
}

/** Every pool added exactly (decimal strings, never floats); a malformed amount counts as 0. */
export function jackpotTotal(pools: readonly Pick<BonusPool, 'amount'>[]): string {
  return pools
    .reduce(
      (sum, pool) => (PLAIN_DECIMAL.test(pool.amount) ? sum.plus(new Decimal(pool.amount)) : sum),
      new Decimal(0),
    )
    .toFixed(2);
}
