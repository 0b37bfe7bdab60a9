import {
  ApiError,
  type CallOptions,
  type CallResult,
  type HttpPort,
  isApiError,
  isVerificationRequired,
  type VerificationRequired,
} from '@jinli/core';
import { type Endpoint, type Envelope, REQUEST_TIMEOUT_MS, SUCCESS_CODE } from '@jinli/core/contract';
import { newUuidV4 } from '../uuid.ts';
import { decodeAnswer, type RawAnswer } from './answer.ts';
import { cacheKey, createCallCache } from './cache.ts';
import type { HttpAdapterOptions } from './options.ts';
import { send } from './transport.ts';
import { buildWireRequest } from './wireRequest.ts';

const LOGIN_EXPIRED = 6001;
const VERIFICATION_CODES: ReadonlySet<number> = new Set([6021, 6022]);

export type HttpAdapter = HttpPort & {
  /** Forgets every cached answer (e.g. after login or logout). */
  clearCache(): void;
  /**
   * Resolves once every call made so far has left for the server (its request is built, encrypted and
   * handed to fetch). A host that starts the first screen's calls waits for this before evaluating its
   * UI framework, so the calls are on the wire first (issue #26).
   */
  whenSent(): Promise<void>;
};

type AnyEndpoint = Endpoint<unknown, unknown, boolean>;

/** Hooks belong to the app; one that throws must not turn a typed failure into a raw error. */
function safely(hook: () => void): void {
  try {
    hook();
  } catch {
    // Ignored on purpose: the caller still gets the ApiError.
  }
}

function issuesText(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The HttpPort over fetch (via ky), implementing docs/protocol.md. */
export function createHttpAdapter(options: HttpAdapterOptions): HttpAdapter {
  const cache = createCallCache();

  const loginExpired = (
    path: string,
    hadToken: boolean,
    extra: { envelope?: Envelope; httpStatus?: number },
    report = true,
  ) => {
    if (report) safely(() => options.onLoginExpired?.({ hadToken, path }));
    return new ApiError({ kind: 'result', path, message: 'login expired', code: LOGIN_EXPIRED, ...extra });
  };

  const settle = (endpoint: AnyEndpoint, envelope: Envelope, hadToken: boolean, report = true): unknown => {
    const { path } = endpoint;
    const code = envelope.status_code;
    if (code === SUCCESS_CODE) {
      const data = endpoint.response.safeParse(envelope.data);
      if (data.success) return data.data;
      throw new ApiError({
        kind: 'schema',
        path,
        message: issuesText(data.error),
        envelope,
        cause: data.error,
      });
    }
    if (code === LOGIN_EXPIRED) throw loginExpired(path, hadToken, { envelope }, report);
    if (endpoint.verification && VERIFICATION_CODES.has(code)) {
      const value: VerificationRequired = {
        verification: code as 6021 | 6022,
        message: envelope.message ?? '',
        data: envelope.data,
      };
      return value;
    }
    const error = new ApiError({
      kind: 'result',
      path,
      message: envelope.message || `code ${code}`,
      code,
      envelope,
    });
    safely(() => options.onApiError?.(error));
    throw error;
  };

  // Calls whose request is still being built (the cipher is asynchronous), and who waits for none.
  let building = 0;
  let waiting: (() => void)[] = [];
  const built = () => {
    building -= 1;
    if (building > 0) return;
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  };

  const perform = async (
    endpoint: AnyEndpoint,
    payload: unknown,
    callOptions: CallOptions,
  ): Promise<unknown> => {
    const { path } = endpoint;
    const checked = endpoint.payload.safeParse(payload);
    if (!checked.success) {
      throw new ApiError({ kind: 'schema', path, message: issuesText(checked.error), cause: checked.error });
    }
    // A call made for a given token (the logout of a session already cleared here) reports no expiry:
    // this page has moved on, perhaps to another member's session.
    const forToken = callOptions.token !== undefined;
    const token = forToken ? (callOptions.token ?? null) : options.getToken();
    const hadToken = token !== null && token !== '';
    building += 1;
    let sending: Promise<RawAnswer>;
    try {
      const wire = await buildWireRequest(options, {
        endpoint,
        payload: checked.data,
        requestId: callOptions.requestId ?? (options.newRequestId ?? newUuidV4)(),
        token,
        safe: options.safeSwitch(),
      });
      sending = send(wire, {
        path,
        timeoutMs: callOptions.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.retryDelayMs ? { retryDelayMs: options.retryDelayMs } : {}),
      });
    } finally {
      built();
    }
    const answer = await sending;
    if (answer.status === 401) throw loginExpired(path, hadToken, { httpStatus: 401 }, !forToken);
    const envelope = await decodeAnswer(answer, options.crypto);
    if (envelope.status_code === SUCCESS_CODE && (answer.status < 200 || answer.status >= 300)) {
      // A failed HTTP answer is never success, whatever its body says (issue #15): the server or a
      // proxy broke, so the caller must find out what happened instead of trusting the body.
      throw new ApiError({
        kind: 'http',
        path,
        message: `HTTP ${answer.status} with a success body`,
        httpStatus: answer.status,
        envelope,
      });
    }
    return settle(endpoint, envelope, hadToken, !forToken);
  };

  /** Every failure leaves as an ApiError, even a throwing option callback or an adapter bug. */
  const guarded = async (endpoint: AnyEndpoint, payload: unknown, callOptions: CallOptions) => {
    try {
      return await perform(endpoint, payload, callOptions);
    } catch (cause) {
      if (isApiError(cause)) throw cause;
      throw new ApiError({
        kind: 'network',
        path: endpoint.path,
        message: 'request could not be made',
        cause,
      });
    }
  };

  return {
    call<P, R, V extends boolean>(
      endpoint: Endpoint<P, R, V>,
      payload: P,
      callOptions: CallOptions = {},
    ): Promise<CallResult<R, V>> {
      const loose = endpoint as unknown as AnyEndpoint;
      const run = () => guarded(loose, payload, callOptions);
      const result = endpoint.cached
        ? cache.run(
            `${endpoint.method} ${cacheKey(endpoint.path, payload)}`,
            run,
            (v) => !isVerificationRequired(v),
          )
        : run();
      return result as Promise<CallResult<R, V>>;
    },
    clearCache: () => cache.clear(),
    whenSent: () =>
      building === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
  };
}
