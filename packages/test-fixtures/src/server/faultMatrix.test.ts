import { createCryptoAdapter, createHttpAdapter, createSystemClock } from '@jinli/adapters';
import { isApiError } from '@jinli/core';
import { api, type Endpoint, errorMessage, GENERIC_MESSAGES } from '@jinli/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxClient } from '../client/sandboxClient.ts';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from './devKeys.ts';
import type { FaultSpec } from './faults.ts';
import type { Sandbox } from './sandbox.ts';
import { startTestSandbox } from './testSandbox.ts';

// Issue #15 fault matrix: every money and session call × {6001, 6005, HTTP 500, timeout, truncated
// body, dropped connection} through the app's real transport (adapters) against the sandbox.
// Each cell asserts: no crash (an ApiError, never a raw error), the message the member sees, the
// §8 login-expired hook for 6001 only, and (money calls) that a retry with the same request id
// moves the money at most once. The matrix is printed at the end.

let sandbox: Sandbox;
let baseUrl: string;
let client: SandboxClient;

beforeAll(async () => {
  ({ sandbox, baseUrl, client } = await startTestSandbox());
});
afterAll(() => sandbox.close());

const TIMEOUT_MS = 400;

function transport(token: string, expired: boolean[]) {
  return createHttpAdapter({
    apiBase: baseUrl,
    siteId: SANDBOX_SITE_ID,
    version: '1.0.0',
    safeSwitch: () => true,
    crypto: createCryptoAdapter({ key: DEV_CIPHER_KEY, iv: DEV_CIPHER_IV }),
    clock: createSystemClock(),
    uniqueId: () => 'fault-matrix-device',
    getToken: () => token,
    onLoginExpired: ({ hadToken }) => expired.push(hadToken),
    getClientIp: () => '',
    timeoutMs: TIMEOUT_MS,
    retryDelayMs: () => 0,
  });
}

type Fault = { name: string; spec: Omit<FaultSpec, 'path'>; message: string };
const FAULTS: Fault[] = [
  { name: '6001', spec: { count: 1, code: 6001 }, message: GENERIC_MESSAGES.loginAgain },
  { name: '6005', spec: { count: 1, code: 6005 }, message: GENERIC_MESSAGES.serviceSlightlyOff },
  { name: 'HTTP 500', spec: { count: 1, httpStatus: 500 }, message: GENERIC_MESSAGES.serviceSlightlyOff },
  { name: 'timeout', spec: { count: 1, delayMs: TIMEOUT_MS + 600 }, message: GENERIC_MESSAGES.timeout },
  { name: 'truncated', spec: { count: 1, body: 'truncated' }, message: GENERIC_MESSAGES.serviceSlightlyOff },
  // The transport retries a dropped connection twice (same request id): three drops fail the call.
  { name: 'dropped', spec: { count: 3, drop: true }, message: GENERIC_MESSAGES.network },
];

type AnyEndpoint = Endpoint<unknown, unknown, false>;
interface Call {
  name: string;
  endpoint: AnyEndpoint;
  payload: (ctx: { typeId: string; channelId: string }) => unknown;
  /** Money calls: the center-wallet change one application makes ('0' for an order that waits). */
  moves?: string;
}

const CALLS: Call[] = [
  { name: 'member/info', endpoint: api.user.memberInfo as AnyEndpoint, payload: () => ({}) },
  { name: 'transfer/getBalance', endpoint: api.money.getBalance as AnyEndpoint, payload: () => ({}) },
  {
    name: 'venue/allBalance',
    endpoint: api.games.allBalance as AnyEndpoint,
    payload: () => ({ category: 8 }),
  },
  {
    name: 'venue/transfer',
    endpoint: api.games.transfer as AnyEndpoint,
    payload: () => ({ channelCode: 'AGZR', amount: '10.00', ty: 1, isActivity: 0 }),
    moves: '-10',
  },
  { name: 'venue/recycle', endpoint: api.games.recycle as AnyEndpoint, payload: () => ({}), moves: '0' },
  {
    name: 'transfer/utcTransfer',
    endpoint: api.money.utcTransfer as AnyEndpoint,
    payload: () => ({ amount: '10', direction: 1 }),
    moves: '-10',
  },
  {
    name: 'payment/pay',
    endpoint: api.money.pay as AnyEndpoint,
    payload: ({ typeId, channelId }) => ({ typeId, channelId, amount: '100' }),
    moves: '0',
  },
];

const cents = (amount: string): number => Math.round(Number(amount) * 100);

describe('fault matrix (issue #15)', () => {
  const rows: string[][] = [];

  it('every money and session call survives every fault', { timeout: 120_000 }, async () => {
    for (const call of CALLS) {
      const row = [call.name];
      for (const fault of FAULTS) {
        sandbox.reset();
        const session = await client.logIn('demo01', 'demo1234');
        const expired: boolean[] = [];
        const http = transport(session.token, expired);
        const types = await http.call(api.money.paymentTypes, {});
        const type = types.find((t) => t.channels.length > 0);
        const ctx = { typeId: String(type?.id ?? ''), channelId: String(type?.channels[0]?.id ?? '') };
        const before = (await http.call(api.money.getBalance, {})).centerWalletBalance;

        await client.addFault({ path: call.endpoint.path, ...fault.spec });
        const requestId = `matrix-${call.name}-${fault.name}`;
        let error: unknown = null;
        try {
          await http.call(call.endpoint, call.payload(ctx), { requestId });
        } catch (caught) {
          error = caught;
        }
        const cell = `${call.name} × ${fault.name}`;
        expect(isApiError(error), `${cell}: fails with an ApiError`).toBe(true);
        expect(errorMessage(error), `${cell}: message`).toBe(fault.message);
        expect(expired.length > 0, `${cell}: login-expired flow only for 6001`).toBe(fault.name === '6001');

        if (call.moves !== undefined) {
          // Let a delayed request land, then retry the same intent as the screens do.
          await new Promise((resolve) => setTimeout(resolve, fault.name === 'timeout' ? 800 : 50));
          await client.clearFaults();
          if (fault.name !== '6001')
            await http.call(call.endpoint, call.payload(ctx), { requestId }).catch(() => {});
          const after = (await http.call(api.money.getBalance, {})).centerWalletBalance;
          const delta = cents(after) - cents(before);
          const once = cents(call.moves);
          expect([0, once], `${cell}: at most one money movement (moved ${delta / 100})`).toContain(delta);
        }
        row.push('survived');
      }
      rows.push(row);
    }
  });

  afterAll(() => {
    const header = ['call', ...FAULTS.map((f) => f.name)];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
    const survived = rows.flat().filter((c) => c === 'survived').length;
    console.log(
      [
        '',
        'Fault matrix (issue #15)',
        line(header),
        widths.map((w) => '-'.repeat(w)).join('-|-'),
        ...rows.map(line),
        `${survived} of ${CALLS.length * FAULTS.length} cells survived`,
        '',
      ].join('\n'),
    );
  });
});
