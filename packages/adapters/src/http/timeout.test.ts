import { isApiError } from '@jinli/core';
import {
  defineEndpoint,
  permissivePayload,
  permissiveResponse,
  REQUEST_TIMEOUT_MS,
} from '@jinli/core/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpAdapter } from './httpAdapter.ts';
import { createFakeFetch, envelope, testOptions } from './testServer.ts';

const pay = defineEndpoint('/fd/api/v1/payment/pay', {
  payload: permissivePayload,
  response: permissiveResponse,
});

/** Settles `promise` into a label so a pending call can be told apart from a settled one. */
function track(promise: Promise<unknown>) {
  const state = { value: 'pending' };
  promise.then(
    () => {
      state.value = 'resolved';
    },
    (error: unknown) => {
      state.value = isApiError(error) ? error.kind : 'raw';
    },
  );
  return state;
}

/**
 * The call signs its request with WebCrypto first, which settles outside the fake clock; the timeout
 * counts from the moment the request is on the wire, so start the clock only then.
 */
async function sent(requests: readonly unknown[]) {
  // Not vi.waitFor: under fake timers it advances the clock while it polls.
  while (requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request timeout (SPEC §9: 30 000 ms; a helper default of 0 means none)', () => {
  it('is 30 000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('gives up on a silent server after 30 000 ms when nothing else is configured', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = createFakeFetch(() => new Promise<Response>(() => {}));
    const { timeoutMs: _omitted, ...options } = testOptions(server.fetch);
    const call = track(createHttpAdapter(options).call(pay, {}));
    await sent(server.requests);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(call.value).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(call.value).toBe('timeout');
  });

  it('never gives up when the timeout is 0, and still takes a late answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const late = 10 * REQUEST_TIMEOUT_MS;
    const server = createFakeFetch(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(envelope(6000, 'late')), late)),
    );
    const call = track(
      createHttpAdapter(testOptions(server.fetch, undefined, { timeoutMs: 0 })).call(pay, {}),
    );
    await sent(server.requests);

    await vi.advanceTimersByTimeAsync(late - 1);
    expect(call.value).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(call.value).toBe('resolved');
  });
});
