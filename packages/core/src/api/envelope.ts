import { z } from 'zod';
import { deferred } from '../validation/deferred.ts';

/** SPEC §7: every response is `{status_code, data, message}`. */
export const envelopeSchema = deferred(() =>
  z.object({
    status_code: z.number().int(),
    data: z.unknown().optional(),
    message: z.string().nullish(),
  }),
);
export type Envelope = z.infer<typeof envelopeSchema>;

export const SUCCESS_CODE = 6000;
