import { defineEndpoint } from '../endpoint.ts';
import { anyPayload } from '../permissive.ts';
import {
  navigationListSchema,
  noticePageSchema,
  pageQuerySchema,
  sponsorContentSchema,
} from '../schemas/content.ts';
import { discountAdListSchema } from '../schemas/discountAd.ts';

const base = '/site/api/v1/advertising';

/** SPEC §7: payload optional object; answers cached per path + payload. */
export const advertising = {
  navigationList: defineEndpoint(`${base}/navigationList`, {
    payload: anyPayload,
    response: navigationListSchema,
    cached: true,
  }),
  sponsorContent: defineEndpoint(`${base}/sponsorContent`, {
    payload: anyPayload,
    response: sponsorContentSchema,
    cached: true,
  }),
  getMyDiscountAd: defineEndpoint(`${base}/getMyDiscountAd`, {
    payload: anyPayload,
    response: discountAdListSchema,
    cached: true,
  }),
  queryNoticeListByPage: defineEndpoint(`${base}/queryNoticeListByPage`, {
    payload: pageQuerySchema,
    response: noticePageSchema,
    cached: true,
  }),
};
