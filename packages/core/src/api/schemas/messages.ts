import { z } from 'zod/mini';
import { deferred } from '../../validation/deferred.ts';

/** letter/getUnreadForType: userSystem is always 1 (SPEC §7). */
export const unreadPayloadSchema = deferred(() => z.object({ userSystem: z.literal(1) }));

/** Unread counts per inbox category (SPEC §3). */
export const unreadCountsSchema = deferred(() =>
  z.looseObject({
    brnotice: z.int(),
    bractivity: z.int(),
    brbulletin: z.int(),
    brmatch: z.int(),
    brfd: z.int(),
    notice: z.int(),
    activity: z.int(),
    fd: z.int(),
  }),
);
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** Chat history query (SPEC §3); page size 15 by default (SPEC §9). */
export const CHAT_HISTORY_PAGE_SIZE = 15;
export const chatHistoryPayloadSchema = deferred(() =>
  z.object({
    rid: z.string(),
    pageNum: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
    category: z.optional(z.int()),
    categoryType: z.optional(z.int()),
    beginTime: z.optional(z.string()),
    endTime: z.optional(z.string()),
  }),
);
export type ChatHistoryPayload = z.infer<typeof chatHistoryPayloadSchema>;
