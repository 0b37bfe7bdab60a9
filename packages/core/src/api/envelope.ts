import { z } from 'zod/mini';
import { deferred } from '../validation/deferred.ts';

/** SPEC §7: every response is `{status_code, data, message}`. */
export const envelopeSchema = deferred(() =>
  z.object({
    status_code: z.int(),
    data: z.optional(z.unknown()),
    message: z.nullish(z.string()),
  }),
);
export type Envelope = z.infer<typeof envelopeSchema>;

export const SUCCESS_CODE = 6000;
