// Test support: a real `funds` over scripted venue calls, for the machines and journeys that use it.
import { games } from '../api/catalogue/games.ts';
import { money } from '../api/catalogue/money.ts';
import type { VenueTransferResult } from '../games/gameSchemas.ts';
import { createIntentRunner } from '../money/intent.ts';
import type { CallOptions, HttpPort } from '../ports/http.ts';
import { createFunds, type Funds } from './funds.ts';

/** One transfer call as the scripted server saw it. */
export interface FakeTransferCall {
  channelCode: string;
  amount: string;
  isActivity: 0 | 1;
  requestId: string;
}

export interface FakeFundsScript {
  /** The answer to venue/transfer (reject with an ApiError for a refusal or a lost answer). */
  transfer?: (call: FakeTransferCall) => Promise<VenueTransferResult>;
  /** The center wallet transfer/getBalance answers. */
  balance?: () => string | Promise<string>;
  newId: () => string;
}

/** A real funds whose only calls are venue/transfer, transfer/getBalance and venue/allBalance. */
export function fakeFunds(script: FakeFundsScript): Funds & { transfers: FakeTransferCall[] } {
  const transfers: FakeTransferCall[] = [];
  const http: HttpPort = {
    async call(endpoint, payload, options: CallOptions = {}) {
      const body = payload as Record<string, unknown>;
      switch (endpoint.path) {
        case games.transfer.path: {
          const call: FakeTransferCall = {
            channelCode: String(body.channelCode),
            amount: String(body.amount),
            isActivity: body.isActivity === 1 ? 1 : 0,
            requestId: options.requestId ?? '',
          };
          transfers.push(call);
          const answer =
            script.transfer ?? (() => Promise.resolve({ centerWalletBalance: '0.00', venueBalance: '0.00' }));
          // biome-ignore lint/suspicious/noExplicitAny: the fake answers whatever the test scripted.
          return (await answer(call)) as any;
        }
        case money.getBalance.path: {
          const center = await (script.balance ?? (() => '8888.00'))();
          // biome-ignore lint/suspicious/noExplicitAny: the fake answers whatever the test scripted.
          return { totalMoney: center, centerWalletBalance: center, lockMoney: '0.00' } as any;
        }
        case games.allBalance.path:
          // biome-ignore lint/suspicious/noExplicitAny: the fake answers whatever the test scripted.
          return { list: [] } as any;
        default:
          throw new Error(`no fake for ${endpoint.path}`);
      }
    },
  };
  return Object.assign(createFunds({ http, runner: createIntentRunner(script.newId) }), { transfers });
}
