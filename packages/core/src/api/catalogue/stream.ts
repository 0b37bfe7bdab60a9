import { defineEndpoint } from '../endpoint.ts';
import { permissiveResponse } from '../permissive.ts';
import { chatHistoryPayloadSchema } from '../schemas/messages.ts';

export const stream = {
  history: defineEndpoint('/stream/api/v1/history', {
    payload: chatHistoryPayloadSchema,
    response: permissiveResponse,
  }),
};
