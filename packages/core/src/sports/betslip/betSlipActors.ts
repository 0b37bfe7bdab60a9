import { fromPromise } from 'xstate';
import type { IntentCheck } from '../../money/intent.ts';
import type { HttpPort } from '../../ports/http.ts';
import { checkBet } from './betCheck.ts';
import { type BetOrder, type OrderStatusPayload, type PlaceBetInput, sportsBets } from './placeBet.ts';

export interface BetSlipPorts {
  readonly http: HttpPort;
  /** The clock's `now` (ClockPort): when a place call left, so a check looks at bets from then on. */
  readonly now?: () => number;
}

/**
 * The bet-slip machine's calls. Supplied with `betSlipMachine.provide({ actors: createBetSlipActors(deps) })`
 * (or `createBetSlipMachine`). Failures reject with the transport's ApiError; the machine shows
 * `errorMessage(error)` and keeps the place intent, so a retry sends the same request id.
 */
export function createBetSlipActors({ http, now }: BetSlipPorts) {
  /** request id -> when its first place call left (for `checkBet`). */
  const sentAt = new Map<string, number>();
  return {
    placeBet: fromPromise<BetOrder, PlaceBetInput>(({ input }) => {
      if (now !== undefined && !sentAt.has(input.requestId)) sentAt.set(input.requestId, now());
      return http.call(sportsBets.place, input.payload, { requestId: input.requestId });
    }),
    /** Issue #29: after a lost answer, is the bet in the records? Reads only (betCheck.ts). */
    checkBet: fromPromise<IntentCheck<BetOrder>, PlaceBetInput>(({ input }) =>
      checkBet(http, { payload: input.payload, sentAt: sentAt.get(input.requestId) }),
    ),
    orderStatus: fromPromise<BetOrder, OrderStatusPayload>(({ input }) =>
      http.call(sportsBets.status, input),
    ),
  };
}

export type BetSlipActors = ReturnType<typeof createBetSlipActors>;
