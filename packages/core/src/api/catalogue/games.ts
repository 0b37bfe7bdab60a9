import {
  allBalanceSchema,
  bonusPoolsPayloadSchema,
  bonusPoolsSchema,
  collectionPayloadSchema,
  gameListPayloadSchema,
  gamePageSchema,
  recycleResultSchema,
  venueBalanceSchema,
  venueInfoPayloadSchema,
  venueListSchema,
  venueTransferResultSchema,
} from '../../games/gameSchemas.ts';
import { betRecordPageSchema, betRecordQuerySchema, betRecordTotalSchema } from '../../sports/betRecords.ts';
import { matchDetailPayloadSchema, matchDetailSchema } from '../../sports/matchDetailSchemas.ts';
import { defineEndpoint } from '../endpoint.ts';
import { emptyPayload, permissiveResponse, unshapedEndpoint } from '../permissive.ts';
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
    response: allBalanceSchema,
  }),
  recycle: defineEndpoint(`${base}/venue/recycle`, { payload: emptyPayload, response: recycleResultSchema }),
  transfer: defineEndpoint(`${base}/venue/transfer`, {
    payload: venueTransferPayloadSchema,
    response: venueTransferResultSchema,
  }),
  getVenueInfoByCategory: defineEndpoint(`${base}/venue/getVenueInfoByCategory`, {
    payload: venueInfoPayloadSchema,
    response: venueListSchema,
  }),
  getBonusPools: defineEndpoint(`${base}/venue/getBonusPools`, {
    payload: bonusPoolsPayloadSchema,
    response: bonusPoolsSchema,
  }),
  gameList: defineEndpoint(`${base}/venue/gameList`, {
    payload: gameListPayloadSchema,
    response: gamePageSchema,
  }),
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
    response: venueBalanceSchema,
  }),
  setAutoTransferStatus: unshapedEndpoint(`${base}/status/setAutoTransferStatus`),
  betRecordTotal: defineEndpoint(`${base}/record/betRecordTotal`, {
    payload: betRecordQuerySchema,
    response: betRecordTotalSchema,
  }),
  betRecordList: defineEndpoint(`${base}/record/betRecordList`, {
    payload: betRecordQuerySchema,
    response: betRecordPageSchema,
  }),
  addCollection: defineEndpoint(`${base}/collection/addCollection`, {
    payload: collectionPayloadSchema,
    response: permissiveResponse,
  }),
  removeCollection: defineEndpoint(`${base}/collection/removeCollection`, {
    payload: collectionPayloadSchema,
    response: permissiveResponse,
  }),
  hotLiveMatchDetail: defineEndpoint(`${base}/video/hotLive/matchDetail`, {
    payload: matchDetailPayloadSchema,
    response: matchDetailSchema,
  }),
};
