/** Test-only: a scripted venue for the bet-slip machine, and picks to put on the slip. */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../api/apiError.ts';
import { createIntentRunner, type IntentCheck, type IntentRunner } from '../../money/intent.ts';
import type { StoragePort } from '../../ports/storage.ts';
import { type BetVenue, placeBetActor } from './betSlipActors.ts';
import { type BetSlipEmitted, type BetSlipInput, betSlipMachine } from './betslip.machine.ts';
import type { BetOrder, OrderStatusPayload, PlaceBetInput } from './placeBet.ts';
import type { BetSlipItem } from './types.ts';

/**
 * 'fail': the call fails before the venue sees it; 'lost': the venue takes the order, the answer is
 * lost; 'expired': the server answers 6001 (login expired); 'refused': a result code (余额不足).
 */
export type VenueAnswer = BetOrder | 'fail' | 'lost' | 'expired' | 'refused';

export const LIMITS = { min: '10', max: '5000.50' } as const;

/**
 * Answers `placeBet` and `orderStatus` from queues (default: accept), remembering every call. Like the
 * sandbox, it answers a repeated request id with its first answer and never takes that order twice.
 */
export function createFakeVenue() {
  const placeAnswers: VenueAnswer[] = [];
  const statusAnswers: VenueAnswer[] = [];
  const placeCalls: PlaceBetInput[] = [];
  const statusCalls: OrderStatusPayload[] = [];
  /** Issue #29: the bet records read after a lost answer; 'fail' makes one read fail. */
  const checkAnswers: 'fail'[] = [];
  const checkCalls: PlaceBetInput[] = [];
  const taken = new Map<string, BetOrder>();
  let tickets = 0;
  const fail = (path: string) => new ApiError({ kind: 'network', path, message: 'network down' });
  const refused = (path: string) =>
    new ApiError({
      kind: 'result',
      path,
      message: '余额不足，请先充值',
      code: 1000,
      envelope: { status_code: 1000, data: null, message: '余额不足，请先充值' },
    });
  const expired = (path: string) =>
    new ApiError({
      kind: 'result',
      path,
      message: 'login expired',
      code: 6001,
      envelope: { status_code: 6001, data: null, message: '请重新登录' },
    });

  const bets: BetVenue = {
    async send(input) {
      placeCalls.push(input);
      const answer = placeAnswers.shift() ?? { ticket_id: '', active: 'accept' };
      if (answer === 'fail') throw fail('/bet');
      if (answer === 'expired') throw expired('/bet');
      if (answer === 'refused') throw refused('/bet');
      const first = taken.get(input.requestId);
      if (first !== undefined) return first;
      tickets += 1;
      const ticket_id = `T${String(tickets).padStart(6, '0')}`;
      const order: BetOrder = answer === 'lost' ? { ticket_id, active: 'accept' } : { ...answer, ticket_id };
      taken.set(input.requestId, order);
      if (answer === 'lost') throw fail('/bet');
      return order;
    },
    // The records hold taken orders the venue accepted (like the sandbox's betRecordList).
    async check(input): Promise<IntentCheck<BetOrder>> {
      checkCalls.push(input);
      if (checkAnswers.shift() === 'fail') return { type: 'unknown' };
      const order = taken.get(input.requestId);
      return order?.active === 'accept' ? { type: 'applied', value: order } : { type: 'notApplied' };
    },
  };
  /** The machine's calls; placing runs through `runner` (a fresh one: a new page, after a reload). */
  const actorsFor = (runner: IntentRunner) => ({
    placeBet: placeBetActor(runner, bets),
    orderStatus: fromPromise<BetOrder, OrderStatusPayload>(async ({ input }) => {
      statusCalls.push(input);
      const answer = statusAnswers.shift() ?? { ticket_id: input.ticket_id, active: 'delay' };
      if (answer === 'expired') throw expired('/betStatus');
      if (answer === 'fail' || answer === 'lost' || answer === 'refused') throw fail('/betStatus');
      return { ...answer, ticket_id: input.ticket_id };
    }),
  });
  return { actorsFor, placeAnswers, statusAnswers, placeCalls, statusCalls, taken, checkAnswers, checkCalls };
}
export type FakeVenue = ReturnType<typeof createFakeVenue>;

/** Request ids `${prefix}-1`, `${prefix}-2`, … (a fake id port). */
export function idsWithPrefix(prefix: string): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}-${n}`;
  };
}

export function startSlip(
  venue: FakeVenue,
  input: Partial<BetSlipInput> = {},
  clock: SimulatedClock = new SimulatedClock(),
) {
  const newRequestId = input.newRequestId ?? idsWithPrefix('req');
  // Like the engine: the slip names its intents from the id port and the runner (over the same port)
  // sends them; every start is a new page, so a new runner that knows nothing of earlier intents.
  const runner = createIntentRunner(newRequestId);
  const actor = createActor(betSlipMachine().provide({ actors: venue.actorsFor(runner) }), {
    input: { limits: LIMITS, ...input, newRequestId },
    clock,
  });
  const emitted: BetSlipEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, emitted };
}

/** Lets resolved fake calls reach the machine. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

export function pick(
  match: number,
  options: { w?: string; gide?: string; r?: string; champion?: boolean; market?: number } = {},
): BetSlipItem {
  const item: BetSlipItem = {
    gameInfo: {
      gameId: `g${match}`,
      gide: options.gide ?? `e${match}`,
      hgid: `h${match}`,
      team_h: '曼城',
      team_c: '阿森纳',
    },
    playInfo: { w: options.w ?? 'R' },
    oddInfo: { gameId: `g${match}-m${options.market ?? 1}`, r: options.r ?? '0.95' },
  };
  return options.champion ? { ...item, championRate: { rtype: 'FS1' } } : item;
}

export function memoryStorage(): StoragePort & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}
