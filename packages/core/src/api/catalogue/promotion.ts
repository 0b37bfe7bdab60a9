import { defineEndpoint } from '../endpoint.ts';
import { emptyPayload, unshapedEndpoint } from '../permissive.ts';
import { exchangeRecordQuerySchema, giftRecordPageSchema, vipWeekSchema } from '../schemas/memberCentre.ts';

const base = '/act/api/v1';

export const promotion = {
  config: unshapedEndpoint(`${base}/promotion/config`),
  verification: unshapedEndpoint(`${base}/promotion/verification`),
  joinActivity: unshapedEndpoint(`${base}/promotion/joinActivity`),
  confirmInfo: unshapedEndpoint(`${base}/promotion/confirmInfo`),
  vipWeekInfo: defineEndpoint(`${base}/vipWeek/VipWeekInfo`, {
    payload: emptyPayload,
    response: vipWeekSchema,
  }),
  exchangeRecord: defineEndpoint(`${base}/activityTopGift/exchangeRecord`, {
    payload: exchangeRecordQuerySchema,
    response: giftRecordPageSchema,
  }),
};
