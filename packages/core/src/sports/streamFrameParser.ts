/**
 * The sports stream's hot path (issue #16): every frame of a 200-changes-a-second stream is checked
 * before it reaches the store. zod runs without its compiled fast path under the strict CSP (no eval),
 * so this hand-written check does the same job in a fraction of the time. It accepts exactly what
 * `sportsStreamFrameSchema` accepts and returns the same value (unknown keys dropped); a property test
 * (`streamFrameParser.test.ts`) holds the two together, so a change to the schema fails it until this
 * file follows.
 */
import type { SportsStreamFrame } from './sportsStream.ts';
import type { LiveMatch, VenuePrice } from './venueData.ts';

type Live = NonNullable<LiveMatch['live']>;

class FrameError extends Error {}

const fail = (what: string): never => {
  throw new FrameError(`bad sports frame: ${what}`);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** `z.string().optional()`: absent or undefined stays absent. */
function optionalString(from: Record<string, unknown>, key: string, into: Record<string, unknown>) {
  const value = from[key];
  if (value === undefined) return;
  if (typeof value !== 'string') fail(key);
  into[key] = value;
}

/** `z.union([z.string(), z.number()]).optional()` (numbers must be finite, as zod's are). */
function optionalStringOrNumber(from: Record<string, unknown>, key: string, into: Record<string, unknown>) {
  const value = from[key];
  if (value === undefined) return;
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) fail(key);
  into[key] = value;
}

/** `z.union([z.string(), z.number(), z.boolean(), z.null()]).optional()`. */
function optionalField(from: Record<string, unknown>, key: string, into: Record<string, unknown>) {
  const value = from[key];
  if (value === undefined) return;
  const ok =
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value));
  if (!ok) fail(key);
  into[key] = value;
}

const STRING_KEYS = ['re_time', 'se_now', 'gameStatus', 'gameType'] as const;
const STRING_OR_NUMBER_KEYS = [
  't_count',
  'inningNum',
  'sc_FT_H',
  'sc_FT_C',
  'sc_FT_A',
  'sc_set_H',
  'sc_set_A',
  'sc_game_H',
  'sc_game_A',
] as const;
const FIELD_KEYS = ['isLive', 'HalfTime'] as const;

function parseLive(value: unknown): Live {
  if (!isRecord(value)) return fail('live');
  const live: Record<string, unknown> = {};
  for (const key of STRING_KEYS) optionalString(value, key, live);
  for (const key of STRING_OR_NUMBER_KEYS) optionalStringOrNumber(value, key, live);
  for (const key of FIELD_KEYS) optionalField(value, key, live);
  return live as Live;
}

function parsePrice(value: unknown): VenuePrice {
  if (!isRecord(value)) return fail('price');
  const { oddGameId, w, side, r, suspended } = value;
  if (typeof oddGameId !== 'string' || typeof w !== 'string' || typeof side !== 'string') fail('price ids');
  if (typeof r !== 'string' || !DECIMAL.test(r)) fail('price r');
  if (typeof suspended !== 'boolean') fail('price suspended');
  const price: Record<string, unknown> = { oddGameId, w, side };
  optionalString(value, 'line', price);
  optionalString(value, 'name', price);
  optionalString(value, 'rtype', price);
  price.r = r;
  price.suspended = suspended;
  return price as VenuePrice;
}

function parseMatch(value: unknown): LiveMatch {
  if (!isRecord(value)) return fail('match');
  if (typeof value.gameId !== 'string') fail('gameId');
  if (!Array.isArray(value.prices)) fail('prices');
  const match: Record<string, unknown> = { gameId: value.gameId };
  if (value.live !== undefined) match.live = parseLive(value.live);
  match.prices = (value.prices as unknown[]).map(parsePrice);
  return match as LiveMatch;
}

/** Checks one decoded stream frame; throws on anything `sportsStreamFrameSchema` would reject. */
export function parseSportsStreamFrame(value: unknown): SportsStreamFrame {
  if (!isRecord(value)) return fail('frame');
  const { type, seq, at, matches } = value;
  if (type !== 'snapshot' && type !== 'delta') fail('type');
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq <= 0) fail('seq');
  if (typeof at !== 'number' || !Number.isFinite(at)) fail('at');
  if (!Array.isArray(matches)) fail('matches');
  return {
    type: type as SportsStreamFrame['type'],
    seq: seq as number,
    at: at as number,
    matches: (matches as unknown[]).map(parseMatch),
  };
}
