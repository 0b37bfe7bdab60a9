import { z } from 'zod/mini';
import { defineEndpoint } from '../api/endpoint.ts';
import { venueLeagueSchema, venueMatchSchema } from '../sports/venueData.ts';
import { deferred } from '../validation/deferred.ts';

/**
 * venue/featuredMatches (ours, docs/protocol.md "Home showcase"): a few matches of the sports venue with
 * their prices, readable by visitors, for the home page's featured row. Same match shape as the board.
 */
export const featuredMatchesPayloadSchema = deferred(() =>
  z.object({ limit: z.optional(z.int().check(z.gte(1), z.lte(12))) }),
);
export const featuredMatchesSchema = deferred(() =>
  z.object({
    /** Server time of the answer (epoch ms). */
    at: z.number(),
    leagues: z.array(venueLeagueSchema),
    matches: z.array(venueMatchSchema),
  }),
);
export type FeaturedMatches = z.infer<typeof featuredMatchesSchema>;

/** Calls of ours for the home showcase (SPEC §7 names none for featured matches). */
export const showcaseApi = {
  featuredMatches: defineEndpoint('/game/api/v1/venue/featuredMatches', {
    payload: featuredMatchesPayloadSchema,
    response: featuredMatchesSchema,
  }),
};
