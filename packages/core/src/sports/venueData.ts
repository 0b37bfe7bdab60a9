/**
 * The crty sports venue's data as `venue/resource` answers it (docs/protocol.md, "Sports venue data").
 * SPEC §3 names the request and the live-data fields, not the answer, so the answer's shape is ours;
 * the sandbox serves exactly this and the web app parses it with these schemas.
 */
import { z } from 'zod/mini';
import { deferred } from '../validation/deferred.ts';
import { selectionKey } from './betslip/rules.ts';
import type { BetSlipItem } from './betslip/types.ts';

/** `method` values of the venue resource call. */
export const SportsVenueMethod = {
  /** Everything the sportsbook lists: sports, leagues, matches with prices, stake limits. */
  Board: 'sports.board',
  /** Live data and current prices of every match, polled every `pollMs`. */
  Live: 'sports.live',
} as const;
export type SportsVenueMethod = (typeof SportsVenueMethod)[keyof typeof SportsVenueMethod];

/** The venue behind /game/sport/crty (SPEC §2 rule 5; venue/balance channelCode). */
export const SPORTS_VENUE = 'CRTY';

const decimalString = z.string().check(z.regex(/^-?\d+(?:\.\d+)?$/));
const field = deferred(() => z.optional(z.union([z.string(), z.number(), z.boolean(), z.null()])));

export const matchLiveDataSchema = deferred(() =>
  z.object({
    re_time: z.optional(z.string()),
    t_count: z.optional(z.union([z.string(), z.number()])),
    isLive: field,
    se_now: z.optional(z.string()),
    HalfTime: field,
    inningNum: z.optional(z.union([z.string(), z.number()])),
    sc_FT_H: z.optional(z.union([z.string(), z.number()])),
    sc_FT_C: z.optional(z.union([z.string(), z.number()])),
    sc_FT_A: z.optional(z.union([z.string(), z.number()])),
    sc_set_H: z.optional(z.union([z.string(), z.number()])),
    sc_set_A: z.optional(z.union([z.string(), z.number()])),
    sc_game_H: z.optional(z.union([z.string(), z.number()])),
    sc_game_A: z.optional(z.union([z.string(), z.number()])),
    gameStatus: z.optional(z.string()),
    gameType: z.optional(z.string()),
  }),
);

/**
 * One price. `oddGameId` names it within the match; `w` is the wager code (R/RE handicap, OU/ROU
 * over/under: Hong Kong prices; M/RM 1X2, EO/REO odd/even and FS outrights: European); `side` is H home,
 * C away, N draw, O over, U under, ODD/EVEN, or the outright's `rtype`. `suspended` prices cannot be picked.
 */
export const venuePriceSchema = deferred(() =>
  z.object({
    oddGameId: z.string(),
    w: z.string(),
    side: z.string(),
    /** The handicap or total line as shown (`0.5/1`, `2.5`); absent for 1X2 and outrights. */
    line: z.optional(z.string()),
    /** Outright selections: the team's name. */
    name: z.optional(z.string()),
    rtype: z.optional(z.string()),
    r: decimalString,
    suspended: z.boolean(),
  }),
);
export type VenuePrice = z.infer<typeof venuePriceSchema>;

export const venueMatchSchema = deferred(() =>
  z.object({
    gameId: z.string(),
    gide: z.string(),
    hgid: z.string(),
    league_id: z.string(),
    /** Sport code (`FT`, `BK`, …). */
    sport: z.string(),
    /** `FU` early, `FT` today, `RB` in-play, `FSFT`/`FSFU` champion. */
    market: z.enum(['FU', 'FT', 'RB', 'FSFT', 'FSFU']),
    /** Kick-off, epoch ms. */
    start: z.number(),
    team_h: z.string(),
    /** Empty for outrights (`team_h` is then the outright's title). */
    team_c: z.string(),
    live: z.optional(matchLiveDataSchema),
    prices: z.array(venuePriceSchema),
  }),
);
export type VenueMatch = z.infer<typeof venueMatchSchema>;

export const venueLeagueSchema = deferred(() =>
  z.object({
    league_id: z.string(),
    name: z.string(),
    sport: z.string(),
  }),
);
export type VenueLeague = z.infer<typeof venueLeagueSchema>;

export const sportsBoardSchema = deferred(() =>
  z.object({
    /** Server time of the answer (epoch ms): live clocks count from here. */
    at: z.number(),
    /** How often to ask `sports.live`. */
    pollMs: z.int().check(z.positive()),
    limits: z.object({ min: decimalString, max: decimalString }),
    leagues: z.array(venueLeagueSchema),
    matches: z.array(venueMatchSchema),
  }),
);
export type SportsBoard = z.infer<typeof sportsBoardSchema>;

export const liveMatchSchema = deferred(() =>
  z.object({
    gameId: z.string(),
    live: z.optional(matchLiveDataSchema),
    prices: z.array(venuePriceSchema),
  }),
);
export type LiveMatch = z.infer<typeof liveMatchSchema>;

export const sportsLiveSchema = deferred(() =>
  z.object({ at: z.number(), matches: z.array(liveMatchSchema) }),
);
export type SportsLive = z.infer<typeof sportsLiveSchema>;

/** The bet-slip item for one price of a match (what selecting an odds cell sends to the slip). */
export function itemOfPrice(match: VenueMatch, price: VenuePrice): BetSlipItem {
  return {
    gameInfo: {
      gameId: match.gameId,
      gide: match.gide,
      hgid: match.hgid,
      team_h: match.team_h,
      team_c: match.team_c,
    },
    playInfo: { w: price.w },
    oddInfo: { gameId: price.oddGameId, r: price.r },
    ...(price.rtype === undefined ? {} : { championRate: { rtype: price.rtype } }),
  };
}

/** The slip key (`pickKey`) of a price, without building the item. */
export function priceKey(gameId: string, price: Pick<VenuePrice, 'oddGameId' | 'w' | 'rtype'>): string {
  return selectionKey(gameId, price.oddGameId, price.w, price.rtype);
}

/** The price the slip holds for a venue price: a suspended one is '0' (the machine reads it as closed). */
export function slipPriceOf(price: Pick<VenuePrice, 'r' | 'suspended'>): string {
  return price.suspended ? '0' : price.r;
}
