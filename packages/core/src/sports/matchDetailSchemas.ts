/**
 * Shapes of the in-play match detail (`video/hotLive/matchDetail`, SPEC §7). SPEC §7 names the call,
 * not its shape: this is ours (docs/protocol.md "Match detail"), and the sandbox answers exactly it.
 */
import { z } from 'zod/mini';
import { deferred } from '../validation/deferred.ts';

export const matchDetailPayloadSchema = deferred(() =>
  z.object({ gameId: z.string().check(z.minLength(1)) }),
);

export const matchEventSchema = deferred(() =>
  z.object({
    /** Match minute of the event. */
    minute: z.int().check(z.nonnegative()),
    side: z.enum(['home', 'away']),
    kind: z.enum(['goal', 'yellow', 'red', 'corner']),
    /** The player or a short description, Chinese server text. */
    text: z.string(),
  }),
);
export type MatchEvent = z.infer<typeof matchEventSchema>;

export const matchDetailSchema = deferred(() =>
  z.object({
    gameId: z.string(),
    league: z.string(),
    home: z.string(),
    away: z.string(),
    score: z.object({ home: z.int().check(z.nonnegative()), away: z.int().check(z.nonnegative()) }),
    /** The live data the list also has (re_time, se_now...): core's liveTiming reads it. */
    minute: z.int().check(z.nonnegative()),
    events: z.array(matchEventSchema),
    /** A stream for an <img>/<video>: `image` is an animated picture (the sandbox's drawn pitch). */
    stream: z.object({ kind: z.enum(['image', 'video']), url: z.string() }),
  }),
);
export type MatchDetail = z.infer<typeof matchDetailSchema>;

/** Chinese words for event kinds (never show the code). */
export const MATCH_EVENT_LABELS: Readonly<Record<MatchEvent['kind'], string>> = {
  goal: '进球',
  yellow: '黄牌',
  red: '红牌',
  corner: '角球',
};
