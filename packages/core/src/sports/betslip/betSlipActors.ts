import { fromPromise } from 'xstate';
import type { HttpPort } from '../../ports/http.ts';
import { type BetOrder, type OrderStatusPayload, type PlaceBetInput, sportsBets } from './placeBet.ts';

export interface BetSlipPorts {
  readonly http: HttpPort;
}

/**
 * The bet-slip machine's calls. Supplied with `betSlipMachine.provide({ actors: createBetSlipActors(deps) })`
 * (or `createBetSlipMachine`). Failures reject with the transport's ApiError; the machine shows
 * `errorMessage(error)` and keeps the place intent, so a retry sends the same request id.
 */
export function createBetSlipActors({ http }: BetSlipPorts) {
  return {
    placeBet: fromPromise<BetOrder, PlaceBetInput>(({ input }) =>
      http.call(sportsBets.place, input.payload, { requestId: input.requestId }),
    ),
    orderStatus: fromPromise<BetOrder, OrderStatusPayload>(({ input }) =>
      http.call(sportsBets.status, input),
    ),
  };
}

export type BetSlipActors = ReturnType<typeof createBetSlipActors>;
