import { defineEndpoint } from '../endpoint.ts';
import { permissivePayload } from '../permissive.ts';
import { customerServiceSchema, preInfoSchema } from '../schemas/content.ts';

const base = '/site/api/v1/configuration';

export const configuration = {
  onlinecustomservice: defineEndpoint(`${base}/onlinecustomservice`, {
    payload: permissivePayload.optional(),
    response: customerServiceSchema,
  }),
  preInfo: defineEndpoint(`${base}/preInfo`, {
    payload: permissivePayload.optional(),
    response: preInfoSchema,
  }),
};
