import { fromCallback, fromPromise } from 'xstate';
import type { IntentCheck, IntentOutcome, IntentRunner } from '../../money/intent.ts';
import { SEND_ONCE } from '../../money/intent.ts';
import type { HttpPort } from '../../ports/http.ts';
import { checkBet } from './betCheck.ts';
import { type BetOrder, type OrderStatusPayload, type PlaceBetInput, sportsBets } from './placeBet.ts';

export interface BetSlipPorts {
  readonly http: HttpPort;
  /** The engine's one intent runner (issue #25): a placed bet is one intent under its request id. */
  readonly runner: IntentRunner;
  /** The clock's `now` (ClockPort): when a place call left, so a check looks at bets from then on. */
  readonly now?: () => number;
}

/** How one bet goes out and how its lost answer is looked up; the intent runner drives both. */
export interface BetVenue {
  /** One place call under `input.requestId`; rejects like HttpPort (a result code is a refusal). */
  send(input: PlaceBetInput): Promise<BetOrder>;
  /** After a lost answer: is the bet in the records? Reads only (betCheck.ts). */
  check(input: PlaceBetInput): Promise<IntentCheck<BetOrder>>;
}

/** What the place actor tells the slip: the check after a lost answer started; the intent's outcome. */
export type PlaceBetEvent =
  | { type: 'place.checking' }
  | { type: 'place.outcome'; outcome: IntentOutcome<BetOrder> };

/** The runner keeps a placed bet under its request id while its outcome is unknown or in flight. */
export const betIntentKey = (requestId: string): string => `bet:${requestId}`;

/**
 * Places the slip's open intent through the runner: under the request id the slip stored (the runner
 * adopts it, so a retry after a reload carries the same id), sent once, and after a lost answer the bet
 * records are read before the outcome is told (`place.checking`, then `place.outcome`). A run while the
 * same intent is in flight answers that run: never a second request.
 */
export function placeBetActor(runner: IntentRunner, venue: BetVenue) {
  return fromCallback<PlaceBetEvent, PlaceBetInput>(({ input, sendBack }) => {
    const { payload } = input;
    void runner
      .resume(betIntentKey(input.requestId), {
        requestId: input.requestId,
        retry: SEND_ONCE,
        send: (requestId) => venue.send({ requestId, payload }),
        check: () => venue.check(input),
        onStatus: (status) => {
          if (status === 'checking') sendBack({ type: 'place.checking' });
        },
      })
      .run()
      .then((outcome) => sendBack({ type: 'place.outcome', outcome }));
  });
}

/**
 * The bet-slip machine's calls. Supplied with `betSlipMachine.provide({ actors: createBetSlipActors(deps) })`
 * (or `createBetSlipMachine`). Placing goes through the engine's intent runner (`placeBetActor`).
 */
export function createBetSlipActors({ http, now, runner }: BetSlipPorts) {
  /** request id -> when its first place call left (for `checkBet`). */
  const sentAt = new Map<string, number>();
  /** Tickets answered or found on this page: a later check never takes one of them for its lost bet. */
  const known = new Set<string>();
  const remember = (order: BetOrder): BetOrder => {
    known.add(order.ticket_id);
    return order;
  };
  const venue: BetVenue = {
    async send(input) {
      if (now !== undefined && !sentAt.has(input.requestId)) sentAt.set(input.requestId, now());
      return remember(await http.call(sportsBets.place, input.payload, { requestId: input.requestId }));
    },
    async check(input) {
      const found = await checkBet(http, {
        payload: input.payload,
        sentAt: sentAt.get(input.requestId),
        known,
      });
      if (found.type === 'applied') remember(found.value);
      return found;
    },
  };
  return {
    placeBet: placeBetActor(runner, venue),
    orderStatus: fromPromise<BetOrder, OrderStatusPayload>(({ input }) =>
      http.call(sportsBets.status, input),
    ),
  };
}

export type BetSlipActors = ReturnType<typeof createBetSlipActors>;
