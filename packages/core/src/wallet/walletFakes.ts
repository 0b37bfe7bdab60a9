// Test support for the wallet machines: a scripted HttpPort that records payloads and request ids.
import { ApiError } from '../api/apiError.ts';
import type { CallOptions, HttpPort } from '../ports/http.ts';

type Handler = (payload: Record<string, unknown>, options: CallOptions) => unknown;

export interface WalletCall {
  path: string;
  payload: Record<string, unknown>;
  requestId: string | undefined;
}

export interface FakeWalletHttp extends HttpPort {
  calls: WalletCall[];
  on(endpoint: { path: string }, handler: Handler): void;
  callsTo(endpoint: { path: string }): WalletCall[];
}

export function createFakeWalletHttp(): FakeWalletHttp {
  const handlers = new Map<string, Handler>();
  const calls: WalletCall[] = [];
  return {
    calls,
    on: (endpoint, handler) => void handlers.set(endpoint.path, handler),
    callsTo: (endpoint) => calls.filter((call) => call.path === endpoint.path),
    async call(endpoint, payload, options = {}) {
      const body = (payload ?? {}) as Record<string, unknown>;
      calls.push({ path: endpoint.path, payload: body, requestId: options.requestId });
      const handler = handlers.get(endpoint.path);
      if (!handler) throw new Error(`no fake for ${endpoint.path}`);
      // biome-ignore lint/suspicious/noExplicitAny: the fake answers whatever the test scripted.
      return handler(body, options) as any;
    },
  };
}

/** A refusal the server answered (the outcome is known: nothing moved). */
export function refused(code: number, message: string): ApiError {
  return new ApiError({
    kind: 'result',
    path: '/test',
    message,
    code,
    envelope: { status_code: code, data: null, message },
  });
}

/** A dropped connection (the outcome is unknown: the retry must carry the same id). */
export function dropped(): ApiError {
  return new ApiError({ kind: 'network', path: '/test', message: 'socket hang up' });
}

/** An HTTP 500/502 without a usable envelope: the server may have applied the call (issue #29). */
export function serverError(httpStatus = 500): ApiError {
  return new ApiError({ kind: 'http', path: '/test', message: `HTTP ${httpStatus}`, httpStatus });
}

/** Request ids req-1, req-2, … in order of creation. */
export function sequentialIds(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `req-${next}`;
  };
}

/** Lets resolved fake calls reach the machines. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** Moves a SimulatedClock one second at a time, letting fake calls resolve between the seconds. */
export async function advanceSeconds(clock: { increment(ms: number): void }, seconds: number): Promise<void> {
  for (let i = 0; i < seconds; i += 1) {
    clock.increment(1000);
    await settle();
  }
}
