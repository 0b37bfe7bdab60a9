import {
  createCryptoAdapter,
  createHttpAdapter,
  createMemoryStorageAdapter,
  createSystemClock,
} from '@jinli/adapters';
import { type BetSlipActor, createJinli, type Jinli, type TransferIntent } from '@jinli/core';
import {
  api,
  itemOfPrice,
  SPORTS_VENUE,
  StorageKey,
  sportsBets,
  TransferDirection,
} from '@jinli/core/contract';
import { type BetSlipItem, isInPlay, pickKey } from '@jinli/core/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxClient } from '../client/sandboxClient.ts';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from './devKeys.ts';
import type { FaultSpec } from './faults.ts';
import type { Sandbox } from './sandbox.ts';
import { startTestSandbox } from './testSandbox.ts';

/**
 * Issue #25, the model test of `engine.funds` against the REAL sandbox ledger: for any sequence of
 * transfers in and out, recycles, bets on the sportsbook (single stakes on open pre-match prices, through
 * the bet slip), refusals, lost answers, dropped connections, timeouts and retries, the engine never
 * sends two request ids for one intent, never sends again after an outcome it knows, never takes a bet
 * twice, and its balances equal the ledger's as the sandbox reports them to another client.
 */

const TRANSFER_PATH = api.games.transfer.path;
const RECYCLE_PATH = api.games.recycle.path;
const BET_PATH = sportsBets.place.path;
const RECORDS_PATH = api.games.betRecordList.path;
const VENUES = ['AGZR', 'XMTY'] as const;
/** The client gives up at 400 ms; a slow fault answers (and moves the money) at 600 ms. */
const TIMEOUT_MS = 400;
const SLOW_MS = 600;

type Fault = 'none' | 'refused' | 'drop' | 'lostAnswer' | 'http500' | 'slow';
/** Bets also meet a price that moved after the member picked it (the venue rejects: nothing debited). */
type BetFault = Fault | 'moved';
type Command =
  | { kind: 'transfer'; venue: 0 | 1; into: boolean; amount: string; fault: Fault; resend: boolean }
  /** 投注 on one of three open pre-match prices; `checkFails`: the bet records cannot be read. */
  | { kind: 'bet'; pick: 0 | 1 | 2; stake: string; fault: BetFault; checkFails: boolean }
  | { kind: 'retry'; fault: Fault }
  | { kind: 'recycle'; fault: Fault };

const faultArb = fc.constantFrom<Fault>(
  'none',
  'refused',
  'drop',
  'drop',
  'lostAnswer',
  'http500',
  'slow',
  'slow',
);
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      venue: fc.constantFrom<0 | 1>(0, 1),
      into: fc.boolean(),
      amount: fc.constantFrom('1', '2.5', '10', '100'),
      fault: faultArb,
      resend: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('recycle' as const), fault: faultArb }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      pick: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
      stake: fc.constantFrom('10', '20', '50'),
      fault: fc.oneof(faultArb, fc.constant<BetFault>('moved')),
      checkFails: fc.boolean(),
    }),
  },
);
const retriesArb = (minLength: number) =>
  fc.array(fc.record({ kind: fc.constant('retry' as const), fault: faultArb }), { minLength, maxLength: 2 });
const lostFaultArb = fc.constantFrom<Fault>('drop', 'lostAnswer', 'http500', 'slow');
/**
 * A member's session: a transfer into a venue and a bet whose answers go wrong (lost, dropped, 500,
 * late), each sent once and clicked again, then any submits, each followed by up to two clicks again.
 */
const sessionArb: fc.Arbitrary<Command[]> = fc
  .tuple(
    fc.record({
      kind: fc.constant('transfer' as const),
      venue: fc.constantFrom<0 | 1>(0, 1),
      into: fc.constant(true),
      amount: fc.constantFrom('1', '2.5', '10', '100'),
      fault: lostFaultArb,
      resend: fc.constant(false),
    }),
    retriesArb(1),
    fc.record({
      kind: fc.constant('bet' as const),
      pick: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
      stake: fc.constantFrom('10', '20', '50'),
      fault: lostFaultArb,
      checkFails: fc.boolean(),
    }),
    retriesArb(1),
    fc.array(fc.tuple(commandArb, retriesArb(0)), { minLength: 1, maxLength: 4 }),
  )
  .map(([first, again, bet, betAgain, steps]) => [
    first,
    ...again,
    bet,
    ...betAgain,
    ...steps.flatMap(([command, retries]) => [command, ...retries]),
  ]);

function faultSpec(path: string, fault: Fault): (Partial<FaultSpec> & { path: string }) | null {
  switch (fault) {
    case 'none':
      return null;
    case 'refused':
      return { path, code: 6005 };
    case 'drop':
      return { path, drop: true };
    case 'lostAnswer':
      return { path, body: 'empty' };
    case 'http500':
      return { path, httpStatus: 500 };
    case 'slow':
      return { path, delayMs: SLOW_MS };
  }
}

/** The last transfer the member submitted, the id it went out under, and whether its outcome is known. */
interface LastTransfer {
  intent: TransferIntent;
  resend: boolean;
  requestId: string;
  known: boolean;
}

/** The last bet the member placed: its order (price, its price then, stake), its id, is its outcome known. */
interface LastBet {
  order: string;
  requestId: string;
  known: boolean;
}

/** What the slip ended on after 投注 (what the member is shown). */
type BetEnd = 'accepted' | 'rejected' | 'refused' | 'unknown';

let sandbox: Sandbox;
let baseUrl: string;
let client: SandboxClient;

beforeAll(async () => {
  ({ sandbox, baseUrl, client } = await startTestSandbox());
});
afterAll(() => sandbox.close());

/** An engine for a logged-in demo01 over the real browser transport (ky + WebCrypto). */
async function engineFor(ids: string[]): Promise<{ engine: Jinli; token: string }> {
  const { token } = await client.logIn('demo01', 'demo1234');
  const storage = createMemoryStorageAdapter();
  storage.set(StorageKey.token, token);
  const clock = createSystemClock();
  const crypto = createCryptoAdapter({ key: DEV_CIPHER_KEY, iv: DEV_CIPHER_IV });
  const http = createHttpAdapter({
    apiBase: baseUrl,
    siteId: SANDBOX_SITE_ID,
    version: '1.0.0',
    safeSwitch: () => false,
    crypto,
    clock,
    uniqueId: () => 'funds-model-device',
    getToken: () => storage.get(StorageKey.token),
    getClientIp: () => '',
    timeoutMs: TIMEOUT_MS,
    retryDelayMs: () => 0,
  });
  let n = 0;
  const newId = () => {
    n += 1;
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    ids.push(id);
    return id;
  };
  const engine = createJinli(
    { http, storage, clock, crypto, newId },
    { version: '1.0.0', origin: baseUrl, siteId: SANDBOX_SITE_ID },
  );
  return { engine, token };
}

/** The ledger as the sandbox reports it to another client: the center wallet and every venue. */
async function ledger(token: string): Promise<{ center: string; venues: Record<string, string> }> {
  const headers = { 'X-API-TOKEN': token };
  const balance = await client.call(api.money.getBalance.path, {}, { headers });
  const all = await client.call(api.games.allBalance.path, { category: 8 }, { headers });
  const rows = (all.data as { list: { enName: string; balance: string }[] }).list;
  return {
    center: (balance.data as { centerWalletBalance: string }).centerWalletBalance,
    venues: Object.fromEntries(rows.map((row) => [row.enName, row.balance])),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function control(name: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox control ${name}: HTTP ${response.status}`);
}

type Sportsbook = Awaited<ReturnType<Jinli['sports']['get']>>;

/** Price keys of three open prices of pre-match matches (answered at once, never delayed). */
async function openPicks(sports: Sportsbook): Promise<string[]> {
  // The client gives up at 400 ms: on the busy 2-core machine the board may need another read.
  for (let tries = 1; tries <= 5 && sports.getSnapshot().board.status !== 'ready'; tries += 1)
    await sports.load();
  const board = sports.getSnapshot().board.data;
  if (board === null) throw new Error('the sportsbook board did not load');
  const picks: string[] = [];
  for (const match of board.matches.filter((m) => !isInPlay(m))) {
    const key = board.priceKeys[match.gameId]?.find((k) => {
      const { price } = sports.priceCell(k).getSnapshot();
      return !price.suspended && price.w !== '' && price.rtype === undefined;
    });
    if (key !== undefined) picks.push(key);
    if (picks.length === 3) return picks;
  }
  throw new Error('fewer than three open pre-match prices');
}

/** The slip item of a price as the board shows it now (what a click on the price adds). */
function itemAt(sports: Sportsbook, key: string): BetSlipItem {
  const board = sports.getSnapshot().board.data;
  const { price } = sports.priceCell(key).getSnapshot();
  const match = board?.matches.find((m) => board.priceKeys[m.gameId]?.includes(key));
  if (match === undefined) throw new Error(`no match holds ${key}`);
  return itemOfPrice({ ...match, prices: [] }, price);
}

/** 投注 and the slip's end: waits while it places (and checks the records after a lost answer). */
async function pressPlace(slip: BetSlipActor): Promise<BetEnd | 'notSent'> {
  slip.send({ type: 'slip.place' });
  if (!slip.getSnapshot().matches('placing')) return 'notSent';
  const end = await new Promise<ReturnType<BetSlipActor['getSnapshot']>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the slip is still placing after 15 s')), 15_000);
    const watch = slip.subscribe((snapshot) => {
      if (snapshot.matches('placing')) return;
      clearTimeout(timer);
      watch.unsubscribe();
      resolve(snapshot);
    });
  });
  const { error, notice } = end.context;
  if (end.matches('confirming')) throw new Error('a pre-match bet was delayed');
  if (error?.code === 'betslip.notPlaced' || error?.code === 'betslip.placeUnknown') return 'unknown';
  if (error?.code === 'betslip.placeFailed') return 'refused';
  if (notice?.code === 'betslip.accepted') return 'accepted';
  if (notice?.code === 'betslip.rejected') return 'rejected';
  throw new Error(`the slip ended on ${JSON.stringify({ error, notice })}`);
}

/** Reads the balances again until the reads answer in time (the 2-core machine may be busy). */
async function settledRefresh(engine: Jinli): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    try {
      await engine.funds.refresh();
      return;
    } catch (error) {
      if (tries >= 5) throw error;
    }
  }
}

describe('engine.funds against the sandbox ledger (issue #25)', () => {
  it('any sequence of transfers, bets, recycles, timeouts and retries: one id per intent, balances equal the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(sessionArb, async (commands) => {
        sandbox.reset();
        // Prices hold still unless a command moves one: a bet is rejected only when the model says so.
        await control('sports/odds', { everyMs: 0 });
        const ids: string[] = [];
        const { engine, token } = await engineFor(ids);
        const { funds } = engine;
        await settledRefresh(engine);
        const sports = await engine.sports.get();
        const picks = await openPicks(sports);
        const { slip } = sports;
        /** Tickets the slip told the member were placed (answered, or found by the check). */
        const announced: string[] = [];
        slip.on('betslip.accepted', ({ ticketId }) => announced.push(ticketId));
        /** The last transfer the member submitted, and the id it went out under. */
        let last = null as LastTransfer | null;
        let lastBet = null as LastBet | null;
        /** What a retry presses again: the last transfer's submit or the slip's 投注. */
        let lastKind = null as 'transfer' | 'bet' | null;
        /** Ids whose outcome the engine knew (answered, refused or found by the check), and when. */
        const settledAt = new Map<string, number>();
        /** The bet intents' ids: every bet request must carry one of them. */
        const betIds = new Set<string>();
        const now = () => Date.now();

        /** 投注 (a new bet when `order` is given, else the slip's open one again) and the model's checks. */
        async function bet(fault: BetFault, checkFails: boolean, order: string | null): Promise<void> {
          const idsBefore = ids.length;
          if (fault === 'moved') {
            const gameId = slip.getSnapshot().context.slip.items[0]?.gameInfo.gameId;
            await control('sports/move', { gameId, cents: 7 });
          } else {
            const spec = faultSpec(BET_PATH, fault);
            if (spec !== null) await client.addFault(spec);
          }
          if (checkFails) await client.addFault({ path: RECORDS_PATH, drop: true });
          const end = await pressPlace(slip);
          // The slip refuses nothing here: every order is complete and on an open price.
          expect(end).not.toBe('notSent');
          const requestId = ids.length > idsBefore ? ids[ids.length - 1] : lastBet?.requestId;
          if (requestId === undefined) throw new Error('a bet went out under no id');
          // The same order whose outcome is unknown keeps its id; any other order is a new intent.
          const thisOrder = order ?? lastBet?.order ?? '';
          const sameIntent = lastBet !== null && !lastBet.known && lastBet.order === thisOrder;
          if (sameIntent) {
            expect(ids.length).toBe(idsBefore);
            expect(requestId).toBe(lastBet?.requestId);
          } else expect(ids.length).toBe(idsBefore + 1);
          betIds.add(requestId);
          const known = end !== 'unknown';
          if (known) settledAt.set(requestId, now());
          // A refusal or a known answer ends the intent: the slip holds no open intent then.
          expect(slip.getSnapshot().context.intent?.requestId).toBe(known ? undefined : requestId);
          lastBet = { order: thisOrder, requestId, known };
        }

        for (const command of commands) {
          if (command.kind === 'bet') {
            // A new order: the slip is emptied, the board read again (a moved price is the new price).
            slip.send({ type: 'slip.clear' });
            await sports.load();
            const item = itemAt(sports, picks[command.pick] ?? '');
            const key = pickKey(item);
            slip.send({ type: 'slip.toggle', item });
            slip.send({ type: 'stake.change', key, value: command.stake });
            slip.send({ type: 'stake.commit', key });
            lastKind = 'bet';
            await bet(command.fault, command.checkFails, `${key}|${item.oddInfo.r}|${command.stake}`);
          } else if (command.kind === 'retry' && lastKind === 'bet') {
            // 投注 again on the same slip: the open intent if its outcome is unknown, else nothing to do.
            if (lastBet?.known === false) await bet(command.fault, false, null);
          } else {
            const path = command.kind === 'recycle' ? RECYCLE_PATH : TRANSFER_PATH;
            const fault = faultSpec(path, command.fault);
            if (fault !== null) await client.addFault(fault);
            if (command.kind === 'recycle') {
              const result = await funds.recycle();
              if (result.type === 'ok' || result.outcomeKnown) settledAt.set(result.requestId, now());
            } else {
              if (command.kind === 'retry' && last === null) {
                await client.clearFaults();
                continue;
              }
              const intent: TransferIntent =
                command.kind === 'retry' && last !== null
                  ? last.intent
                  : {
                      venue: VENUES[command.kind === 'transfer' ? command.venue : 0],
                      direction:
                        command.kind === 'transfer' && !command.into
                          ? TransferDirection.OutOfVenue
                          : TransferDirection.IntoVenue,
                      amount: command.kind === 'transfer' ? command.amount : '1',
                    };
              const resend: boolean = command.kind === 'transfer' ? command.resend : (last?.resend ?? false);
              const idsBefore = ids.length;
              lastKind = 'transfer';
              const result = await funds.transfer(intent, resend ? {} : { retry: { tries: 1 } });
              if (result.requestId !== '') {
                // A retry of an intent whose outcome stayed unknown carries its id; anything else a new one.
                const sameIntent =
                  last !== null &&
                  !last.known &&
                  last.intent.venue === intent.venue &&
                  last.intent.direction === intent.direction &&
                  last.intent.amount === intent.amount;
                if (sameIntent) expect(result.requestId).toBe(last?.requestId);
                else expect(ids.slice(idsBefore)).toEqual([result.requestId]);
                const known = result.type === 'ok' || result.outcomeKnown;
                if (known) settledAt.set(result.requestId, now());
                last = { intent, resend, requestId: result.requestId, known };
              }
            }
          }
          await client.clearFaults();
        }

        // Slow answers land; then funds and the ledger must agree (the sportsbook balance included).
        await sleep(SLOW_MS + 100);
        await settledRefresh(engine);
        const truth = await ledger(token);
        const mine = funds.getSnapshot();
        expect(mine.center.data?.center).toBe(truth.center);
        for (const row of mine.venues.data ?? []) expect(row.balance).toBe(truth.venues[row.enName]);
        expect(mine.venues.data?.some((row) => row.enName === SPORTS_VENUE)).toBe(true);

        // Every money request carried an id the id port issued, and none went out after its outcome was known.
        const log = await client.requests(10_000);
        const moneyRequests = log
          .map((record) => ({ record }))
          .filter(({ record }) => [TRANSFER_PATH, RECYCLE_PATH, BET_PATH].includes(record.realPath ?? ''));
        for (const { record } of moneyRequests) {
          expect(ids).toContain(record.requestId);
          // A bet request carries a bet intent's id, never a transfer's (and the other way round).
          expect(betIds.has(record.requestId ?? '')).toBe(record.realPath === BET_PATH);
          // A request arrives (is logged with its arrival time) before its outcome is known, never after.
          const settled = settledAt.get(record.requestId ?? '');
          if (settled !== undefined) expect(record.time).toBeLessThanOrEqual(settled);
        }
        // Ids never repeat across intents: the id port issued each once.
        expect(new Set(ids).size).toBe(ids.length);

        // No bet was taken twice: at most one ticket per bet intent, and every ticket the slip announced
        // is a bet the sandbox holds, announced once.
        const records = await client.call(
          RECORDS_PATH,
          { venueCode: SPORTS_VENUE, status: 'all', pageNum: 1, pageSize: 100 },
          { headers: { 'X-API-TOKEN': token } },
        );
        const tickets = (records.data as { list: { ticketId: string }[] }).list.map((r) => r.ticketId);
        expect(tickets.length).toBeLessThanOrEqual(betIds.size);
        expect(new Set(announced).size).toBe(announced.length);
        for (const ticket of announced) expect(tickets).toContain(ticket);
        engine.logout();
      }),
      { numRuns: 5 },
    );
  }, 180_000);
});
