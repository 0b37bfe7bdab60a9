import { defineEndpoint } from '../endpoint.ts';
import { anyPayload, permissiveResponse } from '../permissive.ts';
import { countryAreaListSchema } from '../schemas/content.ts';
import {
  letterIdSchema,
  letterIdsSchema,
  letterListQuerySchema,
  letterPageSchema,
  oneKeyReadSchema,
} from '../schemas/memberCentre.ts';
import { unreadCountsSchema, unreadPayloadSchema } from '../schemas/messages.ts';
import { singleDataPayloadSchema, singleDataResponseSchema } from '../schemas/profile.ts';

const base = '/site/api/v1/site';

export const site = {
  queryCountryArea: defineEndpoint(`${base}/countryArea/queryCountryArea`, {
    payload: anyPayload,
    response: countryAreaListSchema,
  }),
  singleDataDecryption: defineEndpoint(`${base}/common/singleDataDecryption`, {
    payload: singleDataPayloadSchema,
    response: singleDataResponseSchema,
  }),
  getUnreadForType: defineEndpoint(`${base}/letter/getUnreadForType`, {
    payload: unreadPayloadSchema,
    response: unreadCountsSchema,
  }),
  letterList: defineEndpoint(`${base}/letter/list`, {
    payload: letterListQuerySchema,
    response: letterPageSchema,
  }),
  letterRead: defineEndpoint(`${base}/letter/read`, {
    payload: letterIdSchema,
    response: permissiveResponse,
  }),
  letterDelete: defineEndpoint(`${base}/letter/delete`, {
    payload: letterIdsSchema,
    response: permissiveResponse,
  }),
  letterOnekeyRead: defineEndpoint(`${base}/letter/onekeyRead`, {
    payload: oneKeyReadSchema,
    response: permissiveResponse,
  }),
};
