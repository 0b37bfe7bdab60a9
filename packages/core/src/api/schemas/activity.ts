import { z } from 'zod/mini';
import { builtOnce } from '../../engine/builtOnce.ts';
import { deferred } from '../../validation/deferred.ts';
import { moneySchema } from './common.ts';
import type { ActivityType } from './discountAd.ts';

/**
 * Shapes of the /act promotion calls and of getMyDiscountAd (docs/protocol.md, "Activities"). The spec
 * names the calls and the activity routes (SPEC §2, §7) but no fields; these are ours, served by the
 * sandbox. Times are epoch milliseconds; money is a decimal string; text is zh-CN server text.
 */

export {
  ActivityType,
  activityTypeSchema,
  type DiscountAd,
  discountAdListSchema,
  discountAdSchema,
} from './discountAd.ts';

export const activityIdPayloadSchema = deferred(() => z.strictObject({ id: z.int().check(z.positive()) }));
export type ActivityIdPayload = z.infer<typeof activityIdPayloadSchema>;

/** Deposit bonus terms: stake × rate, capped at maxBonus, from minDeposit (SPEC §9 bonus helper). */
export const depositBonusTermsSchema = deferred(() =>
  z.object({
    rate: moneySchema,
    minDeposit: moneySchema,
    maxBonus: moneySchema,
    /** Turnover the member must bet before withdrawing: (deposit + bonus) × this. */
    turnoverMultiple: z.int().check(z.nonnegative()),
  }),
);
export type DepositBonusTerms = z.infer<typeof depositBonusTermsSchema>;

/** One tier of a tiered bonus: reaching `threshold` earns `bonus`. */
export const bonusTierSchema = deferred(() => z.object({ threshold: moneySchema, bonus: moneySchema }));
export type BonusTier = z.infer<typeof bonusTierSchema>;

export const prizeSchema = deferred(() =>
  z.object({ id: z.string(), name: z.string(), amount: moneySchema }),
);
export type Prize = z.infer<typeof prizeSchema>;

export const taskSchema = deferred(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    /** What counts: money deposited, money bet, or a bound phone (target '1'). */
    kind: z.enum(['deposit', 'bet', 'bindPhone']),
    target: moneySchema,
    reward: moneySchema,
    /** Where the member goes to do it (in-app path). */
    link: z.string(),
  }),
);
export type ActivityTask = z.infer<typeof taskSchema>;

export const raceEntrySchema = deferred(() =>
  z.object({ rank: z.int(), name: z.string(), score: moneySchema }),
);
export type RaceEntry = z.infer<typeof raceEntrySchema>;

const activityBase = builtOnce(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    subtitle: z.string(),
    image: z.string(),
    category: z.string(),
    categoryName: z.string(),
    startTime: z.number(),
    endTime: z.nullable(z.number()),
    /** Rule lines, shown in order. */
    rules: z.array(z.string()),
  }),
);

/** promotion/config `{ id }`: the activity as anyone (visitor or member) sees it. */
export const activityConfigSchema = deferred(() =>
  z.discriminatedUnion('type', [
    z.extend(activityBase(), { type: z.literal('firstDeposit'), bonus: depositBonusTermsSchema }),
    z.extend(activityBase(), { type: z.literal('againDeposit'), bonus: depositBonusTermsSchema }),
    z.extend(activityBase(), {
      type: z.literal('bettingGift'),
      tiers: z.array(bonusTierSchema).check(z.minLength(1)),
    }),
    /** `rewards[i]`: the bonus for day i+1 of a streak; the streak restarts after the last day. */
    z.extend(activityBase(), {
      type: z.literal('signGift'),
      rewards: z.array(moneySchema).check(z.minLength(1)),
    }),
    z.extend(activityBase(), {
      type: z.literal('drawGift'),
      prizes: z.array(prizeSchema).check(z.minLength(2)),
      dailyChances: z.int().check(z.nonnegative()),
      /** One extra chance per paid deposit of at least this much on the same Beijing day. */
      chanceDeposit: moneySchema,
    }),
    z.extend(activityBase(), {
      type: z.literal('newTask'),
      tasks: z.array(taskSchema).check(z.minLength(1)),
    }),
    z.extend(activityBase(), {
      type: z.literal('racePage'),
      prizes: z.array(z.object({ rank: z.int(), amount: moneySchema })),
      /** The live board: moves on the server's clock. */
      leaderboard: z.array(raceEntrySchema),
    }),
    z.extend(activityBase(), {
      type: z.literal('activityLandPage'),
      sections: z.array(z.object({ title: z.string(), body: z.string() })),
      cta: z.object({ text: z.string(), link: z.string() }),
    }),
    z.extend(activityBase(), {
      type: z.literal('friendInvitation'),
      perFriend: moneySchema,
      /** A friend counts once their deposits reach this. */
      friendDeposit: moneySchema,
    }),
  ]),
);
export type ActivityConfig = z.infer<typeof activityConfigSchema>;
export type ActivityConfigOf<T extends ActivityType> = Extract<ActivityConfig, { type: T }>;

const invitedSchema = deferred(() =>
  z.object({
    name: z.string(),
    registeredAt: z.number(),
    deposited: moneySchema,
    qualified: z.boolean(),
  }),
);
export type InvitedFriend = z.infer<typeof invitedSchema>;

/** The member's own numbers for the activity, by type. */
export const activityProgressSchema = deferred(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.enum(['firstDeposit', 'againDeposit']),
      /** The deposit this activity would reward; null before there is one. */
      depositAmount: z.nullable(moneySchema),
      claimed: z.boolean(),
    }),
    z.object({
      type: z.literal('bettingGift'),
      turnover: moneySchema,
      claimedTiers: z.array(z.int()),
    }),
    z.object({
      type: z.literal('signGift'),
      /** Beijing date `YYYY-MM-DD` on the server's clock. */
      today: z.string(),
      signedDates: z.array(z.string()),
      streak: z.int().check(z.nonnegative()),
    }),
    z.object({
      type: z.literal('drawGift'),
      chancesLeft: z.int().check(z.nonnegative()),
      history: z.array(z.object({ prizeId: z.string(), at: z.number() })),
    }),
    z.object({
      type: z.literal('newTask'),
      tasks: z.array(z.object({ id: z.string(), progress: moneySchema, claimed: z.boolean() })),
    }),
    z.object({
      type: z.literal('racePage'),
      enrolled: z.boolean(),
      score: moneySchema,
      rank: z.nullable(z.int()),
    }),
    z.object({ type: z.literal('activityLandPage'), enrolled: z.boolean() }),
    z.object({ type: z.literal('friendInvitation'), icode: z.string(), invited: z.array(invitedSchema) }),
  ]),
);
export type ActivityProgress = z.infer<typeof activityProgressSchema>;
export type ActivityProgressOf<T extends ActivityType> = Extract<ActivityProgress, { type: T }>;

/** promotion/verification `{ id }` (members only): may the member join, and if not, why. */
export const verificationSchema = deferred(() =>
  z.object({
    eligible: z.boolean(),
    /** zh-CN server text when not eligible; null otherwise. */
    reason: z.nullable(z.string()),
    progress: activityProgressSchema,
  }),
);
export type ActivityVerification = z.infer<typeof verificationSchema>;

/**
 * promotion/joinActivity: `taskId` names the newTask task and `tier` the bettingGift tier index being
 * claimed; other types send only the id. Money moves once per request id (docs/protocol.md).
 */
export const joinPayloadSchema = deferred(() =>
  z.strictObject({
    id: z.int().check(z.positive()),
    taskId: z.optional(z.string().check(z.minLength(1))),
    tier: z.optional(z.int().check(z.nonnegative())),
  }),
);
export type JoinPayload = z.infer<typeof joinPayloadSchema>;

export const joinResultSchema = deferred(() =>
  z.object({
    /** Money paid into the center wallet by this join ('0.00' for none). */
    bonus: moneySchema,
    /** drawGift: the prize drawn; null for other types. */
    prizeId: z.nullable(z.string()),
    /** zh-CN server text, e.g. 签到成功. */
    message: z.string(),
  }),
);
export type JoinResult = z.infer<typeof joinResultSchema>;

/** promotion/confirmInfo `{ id }`: what joining would pay and bind the member to, to confirm first. */
export const confirmInfoSchema = deferred(() =>
  z.object({
    depositAmount: moneySchema,
    bonus: moneySchema,
    requiredTurnover: moneySchema,
    notes: z.array(z.string()),
  }),
);
export type ConfirmInfo = z.infer<typeof confirmInfoSchema>;
