import { defineEndpoint } from '../endpoint.ts';
import { permissivePayload, unshapedEndpoint } from '../permissive.ts';
import { countryAreaListSchema } from '../schemas/content.ts';
import { unreadCountsSchema, unreadPayloadSchema } from '../schemas/messages.ts';
import { singleDataPayloadSchema, singleDataResponseSchema } from '../schemas/profile.ts';

const base = '/site/api/v1/site';

export const site = {
  queryCountryArea: defineEndpoint(`${base}/countryArea/queryCountryArea`, {
    payload: permissivePayload.optional(),
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
  letterList: unshapedEndpoint(`${base}/letter/list`),
  letterRead: unshapedEndpoint(`${base}/letter/read`),
  letterDelete: unshapedEndpoint(`${base}/letter/delete`),
  letterOnekeyRead: unshapedEndpoint(`${base}/letter/onekeyRead`),
};
