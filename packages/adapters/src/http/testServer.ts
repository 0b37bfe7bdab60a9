import type { Envelope } from '@jinli/core/contract';
import { createManualClock } from '../clock/manualClock.ts';
import { createCryptoAdapter } from '../crypto/cryptoAdapter.ts';
import { createCryptoJsCipher } from '../crypto/cryptoJsCipher.ts';
import type { HttpAdapterOptions } from './options.ts';

/** Helpers for tests that drive the HTTP adapter with a fake fetch (no network). */

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

export type Handler = (request: RecordedRequest, attempt: number) => Response | Promise<Response>;

/** A fetch that records every request and answers from the handler; it honours abort signals. */
export function createFakeFetch(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const recorded: RecordedRequest = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    };
    requests.push(recorded);
    const answer = Promise.resolve(handler(recorded, requests.length));
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
      answer.then(resolve, reject);
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function envelope(code: number, data: unknown = null, message = ''): Response {
  const body: Envelope = { status_code: code, data, message };
  return jsonResponse(body);
}

export function textResponse(text: string, status = 200, type = 'text/html'): Response {
  return new Response(text, { status, headers: { 'Content-Type': type } });
}

/** Never answers (until aborted). */
export function hang(): Promise<Response> {
  return new Promise<Response>(() => {});
}

export const TEST_KEYS = {
  key: 'amlubGktc2FuZGJveC1kZXZlbG9wbWVudC1rZXktMzI=',
  iv: 'amlubGktZml4ZWQtaXYxNg==',
};
/** The sync cipher, to build and read wire bodies in tests. */
export const testCrypto = createCryptoJsCipher(TEST_KEYS);
export const API_BASE = 'https://api.jinli.test';

export interface TestState {
  token: string | null;
  safe: boolean;
  ip: string;
}

/** Adapter options wired to a manual clock and fixed ids; pass overrides per test. */
export function testOptions(
  fetch: typeof globalThis.fetch,
  state: TestState = { token: 'tok-123', safe: false, ip: '203.0.113.7' },
  overrides: Partial<HttpAdapterOptions> = {},
): HttpAdapterOptions {
  let counter = 0;
  return {
    apiBase: API_BASE,
    siteId: 'site-9',
    version: '1.4.0',
    safeSwitch: () => state.safe,
    crypto: createCryptoAdapter(TEST_KEYS),
    clock: createManualClock(1_700_000_000_000),
    uniqueId: () => 'device-abc',
    getToken: () => state.token,
    getClientIp: () => state.ip,
    fetch,
    newRequestId: () => `req-${++counter}`,
    retryDelayMs: () => 0,
    ...overrides,
  };
}
