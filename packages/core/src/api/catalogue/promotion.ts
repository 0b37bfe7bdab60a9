import { defineEndpoint } from '../endpoint.ts';
import { emptyPayload } from '../permissive.ts';
import {
  activityConfigSchema,
  activityIdPayloadSchema,
  confirmInfoSchema,
  joinPayloadSchema,
  joinResultSchema,
  verificationSchema,
} from '../schemas/activity.ts';
import { exchangeRecordQuerySchema, giftRecordPageSchema, vipWeekSchema } from '../schemas/memberCentre.ts';

const base = '/act/api/v1';

/** SPEC §7 promotion calls; shapes in schemas/activity.ts (docs/protocol.md, "Activities"). */
export const promotion = {
  config: defineEndpoint(`${base}/promotion/config`, {
    payload: activityIdPayloadSchema,
    response: activityConfigSchema,
  }),
  verification: defineEndpoint(`${base}/promotion/verification`, {
    payload: activityIdPayloadSchema,
    response: verificationSchema,
  }),
  joinActivity: defineEndpoint(`${base}/promotion/joinActivity`, {
    payload: joinPayloadSchema,
    response: joinResultSchema,
  }),
  confirmInfo: defineEndpoint(`${base}/promotion/confirmInfo`, {
    payload: activityIdPayloadSchema,
    response: confirmInfoSchema,
  }),
  vipWeekInfo: defineEndpoint(`${base}/vipWeek/VipWeekInfo`, {
    payload: emptyPayload,
    response: vipWeekSchema,
  }),
  exchangeRecord: defineEndpoint(`${base}/activityTopGift/exchangeRecord`, {
    payload: exchangeRecordQuerySchema,
    response: giftRecordPageSchema,
  }),
};
