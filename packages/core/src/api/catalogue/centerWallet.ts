import { defineEndpoint } from '../endpoint.ts';
import { unshapedEndpoint } from '../permissive.ts';
import { balanceSchema, getBalancePayloadSchema } from '../schemas/wallet.ts';

/**
 * The center wallet's two calls that the engine makes from start-up (core `funds/`: the balance and
 * the venue transfers), part of `money` (money.ts). Their own module (issue #27), so a first visit does
 * not carry the deposit and withdrawal calls' schemas with them.
 */
export const centerWallet = {
  getBalance: defineEndpoint('/fd/api/v1/transfer/getBalance', {
    payload: getBalancePayloadSchema,
    response: balanceSchema,
  }),
  utcTransfer: unshapedEndpoint('/fd/api/v1/transfer/utcTransfer'),
};
