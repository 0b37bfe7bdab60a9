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

/**
 * The games calls of the venues (balances, transfers, lists, launch, favourites), which the engine makes
 * from start-up (core `funds/`, `games/`). Part of `games` (games.ts), in their own module (issue #27), so
 * a first visit does not carry the bet records' and match detail's shapes with them.
 */
export const venues = {
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
  addCollection: defineEndpoint(`${base}/collection/addCollection`, {
    payload: collectionPayloadSchema,
    response: permissiveResponse,
  }),
  removeCollection: defineEndpoint(`${base}/collection/removeCollection`, {
    payload: collectionPayloadSchema,
    response: permissiveResponse,
  }),
};
