import { z } from 'zod';
import { deferred } from '../../validation/deferred.ts';

/** letter/getUnreadForType: userSystem is always 1 (SPEC §7). */
export const unreadPayloadSchema = deferred(() => z.object({ userSystem: z.literal(1) }));

/** Unread counts per inbox category (SPEC §3). */
export const unreadCountsSchema = deferred(() =>
  z
    .object({
      brnotice: z.number().int(),
      bractivity: z.number().int(),
      brbulletin: z.number().int(),
      brmatch: z.number().int(),
      brfd: z.number().int(),
      notice: z.number().int(),
      activity: z.number().int(),
      fd: z.number().int(),
    })
    .loose(),
);
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** Chat history query (SPEC §3); page size 15 by default (SPEC §9). */
export const CHAT_HISTORY_PAGE_SIZE = 15;
export const chatHistoryPayloadSchema = deferred(() =>
  z.object({
    rid: z.string(),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    category: z.number().int().optional(),
    categoryType: z.number().int().optional(),
    beginTime: z.string().optional(),
    endTime: z.string().optional(),
  }),
);
export type ChatHistoryPayload = z.infer<typeof chatHistoryPayloadSchema>;
