import { defineEndpoint } from '../endpoint.ts';
import { permissivePayload } from '../permissive.ts';
import { countryAreaListSchema } from '../schemas/content.ts';

const base = '/site/api/v1/site';

export const site = {
  queryCountryArea: defineEndpoint(`${base}/countryArea/queryCountryArea`, {
    payload: permissivePayload.optional(),
    response: countryAreaListSchema,
  }),
  // TODO(core helper): common/singleDataDecryption, letter/* (SPEC §7)
};
