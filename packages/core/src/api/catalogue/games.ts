import { betRecordPageSchema, betRecordQuerySchema, betRecordTotalSchema } from '../../sports/betRecords.ts';
import { matchDetailPayloadSchema, matchDetailSchema } from '../../sports/matchDetailSchemas.ts';
import { defineEndpoint } from '../endpoint.ts';
import { venues } from './venues.ts';

const base = '/game/api/v1';

/** SPEC §7 games calls: the venues' (venues.ts, made from start-up), the bet records and the match detail. */
export const games = {
  allBalance: venues.allBalance,
  recycle: venues.recycle,
  transfer: venues.transfer,
  getVenueInfoByCategory: venues.getVenueInfoByCategory,
  getBonusPools: venues.getBonusPools,
  gameList: venues.gameList,
  launch: venues.launch,
  resource: venues.resource,
  venueBalance: venues.venueBalance,
  setAutoTransferStatus: venues.setAutoTransferStatus,
  betRecordTotal: defineEndpoint(`${base}/record/betRecordTotal`, {
    payload: betRecordQuerySchema,
    response: betRecordTotalSchema,
  }),
  betRecordList: defineEndpoint(`${base}/record/betRecordList`, {
    payload: betRecordQuerySchema,
    response: betRecordPageSchema,
  }),
  addCollection: venues.addCollection,
  removeCollection: venues.removeCollection,
  hotLiveMatchDetail: defineEndpoint(`${base}/video/hotLive/matchDetail`, {
    payload: matchDetailPayloadSchema,
    response: matchDetailSchema,
  }),
};
