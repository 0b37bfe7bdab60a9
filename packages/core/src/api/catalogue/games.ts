import { defineEndpoint } from '../endpoint.ts';
import { permissiveResponse, unshapedEndpoint } from '../permissive.ts';
import {
  allBalancePayloadSchema,
  launchPayloadSchema,
  launchResponseSchema,
  venueBalancePayloadSchema,
  venueResourcePayloadSchema,
  venueTransferPayloadSchema,
} from '../schemas/wallet.ts';

const base = '/game/api/v1';

export const games = {
  allBalance: defineEndpoint(`${base}/venue/allBalance`, {
    payload: allBalancePayloadSchema,
    response: permissiveResponse,
  }),
  recycle: unshapedEndpoint(`${base}/venue/recycle`),
  transfer: defineEndpoint(`${base}/venue/transfer`, {
    payload: venueTransferPayloadSchema,
    response: permissiveResponse,
  }),
  getVenueInfoByCategory: unshapedEndpoint(`${base}/venue/getVenueInfoByCategory`),
  getBonusPools: unshapedEndpoint(`${base}/venue/getBonusPools`),
  gameList: unshapedEndpoint(`${base}/venue/gameList`),
  launch: defineEndpoint(`${base}/venue/launch`, {
    payload: launchPayloadSchema,
    response: launchResponseSchema,
  }),
  /** Fails with 6302 (ErrUIDVerification) when the venue rejects the member's context. */
  resource: defineEndpoint(`${base}/venue/resource`, {
    payload: venueResourcePayloadSchema,
    response: permissiveResponse,
  }),
  venueBalance: defineEndpoint(`${base}/venue/balance`, {
    payload: venueBalancePayloadSchema,
    response: permissiveResponse,
  }),
  setAutoTransferStatus: unshapedEndpoint(`${base}/status/setAutoTransferStatus`),
  betRecordTotal: unshapedEndpoint(`${base}/record/betRecordTotal`),
  betRecordList: unshapedEndpoint(`${base}/record/betRecordList`),
  addCollection: unshapedEndpoint(`${base}/collection/addCollection`),
  removeCollection: unshapedEndpoint(`${base}/collection/removeCollection`),
  hotLiveMatchDetail: unshapedEndpoint(`${base}/video/hotLive/matchDetail`),
};
