import { z } from 'zod/mini';
import { flagSchema, moneySchema } from '../api/schemas/common.ts';
import { deferred } from '../validation/deferred.ts';

/** The seven venue categories of SPEC §2 (tab categories), as the server spells them. */
export const VenueCategory = {
  Sport: 'TY',
  Live: 'ZR',
  Chess: 'QP',
  Esports: 'DJ',
  Lottery: 'CP',
  Electronic: 'DZ',
  Fishing: 'BY',
} as const;
export type VenueCategory = (typeof VenueCategory)[keyof typeof VenueCategory];
const categorySchema = z.enum(['TY', 'ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY']);

/** venue/getVenueInfoByCategory (docs/protocol.md, "Games and the venue ledger"). */
export const venueInfoPayloadSchema = deferred(() => z.object({ category: categorySchema }));
export const venueSchema = deferred(() =>
  z.looseObject({
    enName: z.string(),
    name: z.string(),
    category: categorySchema,
    tagline: z.string(),
    /** Same-origin path or http(s) URL of the venue's art. */
    art: z.string(),
    /** true while the venue is under maintenance (launch answers 6415). */
    maintain: z.boolean(),
    /** 1 while the venue runs an activity (launch may answer 6413). */
    isActivity: flagSchema,
    /** Venues with their own game list (slots, fishing) are browsed game by game. */
    hasGameList: z.boolean(),
  }),
);
export type Venue = z.infer<typeof venueSchema>;
export const venueListSchema = deferred(() => z.array(venueSchema));

/** venue/gameList: one venue's games, searched by name, paged; `collect: 1` lists favourites only. */
export const gameListPayloadSchema = deferred(() =>
  z.object({
    enName: z.string(),
    keyword: z.optional(z.string().check(z.maxLength(30))),
    collect: z.optional(flagSchema),
    pageNum: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1), z.lte(100)),
  }),
);
export type GameListPayload = z.infer<typeof gameListPayloadSchema>;
export const gameSchema = deferred(() =>
  z.looseObject({
    gameCode: z.string(),
    name: z.string(),
    enName: z.string(),
    art: z.string(),
    hot: z.boolean(),
    /** Whether the member has it as a favourite (false for visitors). */
    isCollect: z.boolean(),
  }),
);
export type Game = z.infer<typeof gameSchema>;
export const gamePageSchema = deferred(() =>
  z.object({
    list: z.array(gameSchema),
    total: z.int().check(z.gte(0)),
    pageNum: z.int(),
    pageSize: z.int(),
  }),
);
export type GamePage = z.infer<typeof gamePageSchema>;

/** venue/getBonusPools: pools grow with time; `at` is the server time of the amounts. */
export const bonusPoolsPayloadSchema = deferred(() => z.object({ category: z.optional(categorySchema) }));
export const bonusPoolSchema = deferred(() =>
  z.object({ enName: z.string(), name: z.string(), amount: moneySchema }),
);
export type BonusPool = z.infer<typeof bonusPoolSchema>;
export const bonusPoolsSchema = deferred(() => z.object({ pools: z.array(bonusPoolSchema), at: z.number() }));
export type BonusPools = z.infer<typeof bonusPoolsSchema>;

/** collection/addCollection and removeCollection. */
export const collectionPayloadSchema = deferred(() => z.object({ enName: z.string(), gameCode: z.string() }));

export const venueTransferResultSchema = deferred(() =>
  z.looseObject({ centerWalletBalance: moneySchema, venueBalance: moneySchema }),
);
export type VenueTransferResult = z.infer<typeof venueTransferResultSchema>;

/** venue/balance answer. */
export const venueBalanceSchema = deferred(() =>
  z.looseObject({ channelCode: z.string(), balance: moneySchema }),
);

/** venue/allBalance answer: one row per venue of the category (8 = all) and their total. */
export const allBalanceSchema = deferred(() =>
  z.looseObject({
    list: z.array(z.object({ enName: z.string(), name: z.string(), balance: moneySchema })),
    total: moneySchema,
  }),
);
export type AllBalance = z.infer<typeof allBalanceSchema>;

/** venue/recycle: every venue balance back to the center wallet. */
export const recycleResultSchema = deferred(() => z.looseObject({ centerWalletBalance: moneySchema }));
