import {
  createCryptoAdapter,
  createHttpAdapter,
  createMemoryStorageAdapter,
  createSystemClock,
} from '@jinli/adapters';
import { createJinli, type Jinli, type TransferIntent } from '@jinli/core';
import { api, StorageKey, TransferDirection } from '@jinli/core/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxClient } from '../client/sandboxClient.ts';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from './devKeys.ts';
import type { FaultSpec } from './faults.ts';
import type { Sandbox } from './sandbox.ts';
import { startTestSandbox } from './testSandbox.ts';

/**
 * Issue #25, the model test of `engine.funds` against the REAL sandbox ledger: for any sequence of
 * transfers in and out, recycles, refusals, lost answers, dropped connections, timeouts and retries,
 * funds never sends two request ids for one intent, never sends again after an outcome it knows, and
 * its balances equal the ledger's as the sandbox reports them to another client.
 */

const TRANSFER_PATH = api.games.transfer.path;
const RECYCLE_PATH = api.games.recycle.path;
const VENUES = ['AGZR', 'XMTY'] as const;
/** The client gives up at 400 ms; a slow fault answers (and moves the money) at 600 ms. */
const TIMEOUT_MS = 400;
const SLOW_MS = 600;

type Fault = 'none' | 'refused' | 'drop' | 'lostAnswer' | 'http500' | 'slow';
type Command =
  | { kind: 'transfer'; venue: 0 | 1; into: boolean; amount: string; fault: Fault; resend: boolean }
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
);
const retriesArb = (minLength: number) =>
  fc.array(fc.record({ kind: fc.constant('retry' as const), fault: faultArb }), { minLength, maxLength: 2 });
/**
 * A member's session: a transfer into a venue whose answer goes wrong (lost, dropped, 500, late) sent
 * once and clicked again, then any submits, each followed by up to two clicks again.
 */
const sessionArb: fc.Arbitrary<Command[]> = fc
  .tuple(
    fc.record({
      kind: fc.constant('transfer' as const),
      venue: fc.constantFrom<0 | 1>(0, 1),
      into: fc.constant(true),
      amount: fc.constantFrom('1', '2.5', '10', '100'),
      fault: fc.constantFrom<Fault>('drop', 'lostAnswer', 'http500', 'slow'),
      resend: fc.constant(false),
    }),
    retriesArb(1),
    fc.array(fc.tuple(commandArb, retriesArb(0)), { minLength: 1, maxLength: 3 }),
  )
  .map(([first, again, steps]) => [
    first,
    ...again,
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
  it('any sequence of transfers, recycles, timeouts and retries: one id per intent, balances equal the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(sessionArb, async (commands) => {
        sandbox.reset();
        const ids: string[] = [];
        const { engine, token } = await engineFor(ids);
        const { funds } = engine;
        await settledRefresh(engine);
        /** The last transfer the member submitted, and the id it went out under. */
        let last = null as LastTransfer | null;
        /** Ids whose outcome funds knew (answered, refused or found by the check), and when. */
        const settledAt = new Map<string, number>();
        const now = () => Date.now();

        for (const command of commands) {
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
          await client.clearFaults();
        }

        // Slow answers land; then funds and the ledger must agree.
        await sleep(SLOW_MS + 100);
        await settledRefresh(engine);
        const truth = await ledger(token);
        const mine = funds.getSnapshot();
        expect(mine.center.data?.center).toBe(truth.center);
        for (const row of mine.venues.data ?? []) expect(row.balance).toBe(truth.venues[row.enName]);

        // Every money request carried an id the id port issued, and none went out after its outcome was known.
        const log = await client.requests(10_000);
        const moneyRequests = log
          .map((record) => ({ record }))
          .filter(({ record }) => record.realPath === TRANSFER_PATH || record.realPath === RECYCLE_PATH);
        for (const { record } of moneyRequests) {
          expect(ids).toContain(record.requestId);
          // A request arrives (is logged with its arrival time) before its outcome is known, never after.
          const settled = settledAt.get(record.requestId ?? '');
          if (settled !== undefined) expect(record.time).toBeLessThanOrEqual(settled);
        }
        // Ids never repeat across intents: the id port issued each once.
        expect(new Set(ids).size).toBe(ids.length);
        engine.logout();
      }),
      { numRuns: 5 },
    );
  }, 60_000);
});
