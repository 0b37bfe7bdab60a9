import { defineEndpoint } from '../endpoint.ts';
import { anyPayload } from '../permissive.ts';
import { customerServiceSchema, preInfoSchema } from '../schemas/content.ts';

const base = '/site/api/v1/configuration';

export const configuration = {
  onlinecustomservice: defineEndpoint(`${base}/onlinecustomservice`, {
    payload: anyPayload,
    response: customerServiceSchema,
  }),
  preInfo: defineEndpoint(`${base}/preInfo`, {
    payload: anyPayload,
    response: preInfoSchema,
  }),
};
