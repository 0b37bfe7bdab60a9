import { z } from 'zod/mini';
import { builtOnce } from '../../engine/builtOnce.ts';
import { deferred } from '../../validation/deferred.ts';
import { idSchema, moneySchema } from './common.ts';

/**
 * Shapes of the member-centre calls (issue #12 part B). SPEC §7 names the calls but not their fields;
 * these are ours (docs/protocol.md, "Member centre"), served by the sandbox and read by core.
 */

const pageQuery = { pageNum: z.int().check(z.gte(1)), pageSize: z.int().check(z.gte(1), z.lte(100)) };
const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ list: z.array(item), total: z.int().check(z.nonnegative()) });

// ---- VIP grades -------------------------------------------------------------------------------

/** memberGradeConfigList: one row per grade, thresholds to reach it and what it gives. */
export const vipGradeSchema = deferred(() =>
  z.object({
    grade: z.int().check(z.nonnegative()),
    gradeName: z.string(),
    /** Total deposits needed to reach this grade. */
    depositAmount: moneySchema,
    /** Total valid turnover needed to reach this grade. */
    validBetAmount: moneySchema,
    upgradeBonus: moneySchema,
    weeklyGift: moneySchema,
    birthdayGift: moneySchema,
    dailyWithdrawTimes: z.int().check(z.nonnegative()),
    dailyWithdrawLimit: moneySchema,
  }),
);
export const vipGradeListSchema = deferred(() => z.array(vipGradeSchema));
export type VipGrade = z.infer<typeof vipGradeSchema>;

/** memberGradeInfoByGrade: the member's grade and the totals that count towards the next one. */
export const vipGradePayloadSchema = deferred(() =>
  z.optional(z.object({ grade: z.optional(z.int().check(z.nonnegative())) })),
);
export const myGradeSchema = deferred(() =>
  z.object({
    grade: z.int().check(z.nonnegative()),
    gradeName: z.string(),
    depositAmount: moneySchema,
    validBetAmount: moneySchema,
  }),
);
export type MyGrade = z.infer<typeof myGradeSchema>;

/** getGameFanshuiHighLow: rebate rate (percent, decimal string) by game category, lowest to highest grade. */
export const rebateRateSchema = deferred(() =>
  z.object({
    category: z.string(),
    categoryName: z.string(),
    low: moneySchema,
    high: moneySchema,
    /** The member's own rate at their grade. */
    current: moneySchema,
  }),
);
export const rebateRateListSchema = deferred(() => z.array(rebateRateSchema));
export type RebateRate = z.infer<typeof rebateRateSchema>;

// ---- Welfare ----------------------------------------------------------------------------------

/** 0 turnover not reached yet, 1 reached (paid on Monday), 2 paid. */
export const VipWeekStatus = { Pending: 0, Qualified: 1, Paid: 2 } as const;
export const vipWeekSchema = deferred(() =>
  z.object({
    grade: z.int().check(z.nonnegative()),
    giftAmount: moneySchema,
    weekTurnover: moneySchema,
    requiredTurnover: moneySchema,
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /** Epoch ms of the week's first and last Beijing day. */
    weekStart: z.int(),
    weekEnd: z.int(),
  }),
);
export type VipWeek = z.infer<typeof vipWeekSchema>;

export const exchangeRecordQuerySchema = deferred(() => z.object(pageQuery));
export const giftRecordSchema = deferred(() =>
  z.object({
    id: idSchema,
    giftName: z.string(),
    amount: moneySchema,
    /** 0 processing, 1 paid, 2 refused. */
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    createTime: z.int(),
  }),
);
export const giftRecordPageSchema = deferred(() => pageOf(giftRecordSchema));
export type GiftExchangeRecord = z.infer<typeof giftRecordSchema>;

// ---- Letters ----------------------------------------------------------------------------------

/** Inbox tabs; each gathers the unread keys of SPEC §3 that belong to it (inbox/unread.ts). */
export const letterTypeSchema = z.enum(['notice', 'activity', 'bulletin', 'match', 'fd']);
export type LetterType = z.infer<typeof letterTypeSchema>;

export const letterListQuerySchema = deferred(() => z.object({ type: letterTypeSchema, ...pageQuery }));
export const letterSchema = deferred(() =>
  z.object({
    id: idSchema,
    type: letterTypeSchema,
    title: z.string(),
    /** May carry HTML: sanitise before showing. */
    content: z.string(),
    createTime: z.int(),
    isRead: z.boolean(),
  }),
);
export const letterPageSchema = deferred(() => pageOf(letterSchema));
export type Letter = z.infer<typeof letterSchema>;
export const letterIdSchema = deferred(() => z.object({ id: z.string().check(z.minLength(1)) }));
export const letterIdsSchema = deferred(() =>
  z.object({ ids: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
);
export const oneKeyReadSchema = deferred(() => z.object({ type: z.optional(letterTypeSchema) }));

// ---- Feedback ---------------------------------------------------------------------------------

export const feedbackAddSchema = deferred(() =>
  z.object({
    type: z.int().check(z.gte(1)),
    content: z.string().check(z.minLength(1), z.maxLength(500)),
    images: z.array(z.string().check(z.minLength(1))).check(z.maxLength(9)),
    betOrderNo: z.optional(z.string()),
    depositRewardId: z.optional(z.string()),
  }),
);
export type FeedbackAddPayload = z.infer<typeof feedbackAddSchema>;
export const feedbackAddResultSchema = deferred(() => z.object({ id: idSchema }));

export const memberBetSchema = deferred(() =>
  z.object({
    orderNo: z.string(),
    title: z.string(),
    betAmount: moneySchema,
    betTime: z.int(),
  }),
);
export const memberBetListSchema = deferred(() => z.array(memberBetSchema));
export type MemberBet = z.infer<typeof memberBetSchema>;

export const depositRewardConfigSchema = deferred(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    /** Percent of the deposit, decimal string. */
    rate: moneySchema,
    minDeposit: moneySchema,
  }),
);
export const depositRewardConfigListSchema = deferred(() => z.array(depositRewardConfigSchema));
export type DepositRewardConfig = z.infer<typeof depositRewardConfigSchema>;

export const feedbackListQuerySchema = deferred(() => z.object(pageQuery));
const feedbackSummaryObject = builtOnce(() =>
  z.object({
    id: idSchema,
    type: z.int(),
    content: z.string(),
    createTime: z.int(),
    /** A reply arrived. */
    replied: z.boolean(),
    /** The reply was not opened yet. */
    unread: z.boolean(),
  }),
);
export const feedbackSummarySchema = deferred(feedbackSummaryObject);
export const feedbackPageSchema = deferred(() => pageOf(feedbackSummarySchema));
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackIdSchema = deferred(() => z.object({ id: z.string().check(z.minLength(1)) }));
export const feedbackReplySchema = deferred(() => z.object({ content: z.string(), createTime: z.int() }));
export const feedbackDetailSchema = deferred(() =>
  z.extend(feedbackSummaryObject(), {
    images: z.array(z.string()),
    betOrderNo: z.nullable(z.string()),
    depositRewardId: z.nullable(z.string()),
    /** Replies may carry HTML: sanitise before showing. */
    replies: z.array(feedbackReplySchema),
  }),
);
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

export const unreadNumSchema = z.int().check(z.nonnegative());

/** uploadImage answers the stored image's URL (same origin as the page, or absolute http(s)). */
export const uploadImageResultSchema = deferred(() => z.object({ url: z.string().check(z.minLength(1)) }));
export type UploadImageResult = z.infer<typeof uploadImageResultSchema>;
