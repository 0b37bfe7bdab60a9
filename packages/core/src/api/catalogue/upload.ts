import { defineEndpoint } from '../endpoint.ts';
import { anyPayload } from '../permissive.ts';
import { uploadImageResultSchema } from '../schemas/memberCentre.ts';

/** Image upload always goes to the page's own origin, even with an API base (SPEC §7). */
export const upload = {
  uploadImage: defineEndpoint('/site/api/v1/user/upload/uploadImage', {
    payload: anyPayload,
    response: uploadImageResultSchema,
    origin: true,
  }),
};
