import { ApiError } from '@jinli/core';
import ky, { isHTTPError, isTimeoutError, type Options } from 'ky';
import type { RawAnswer } from './answer.ts';
import type { WireRequest } from './wireRequest.ts';

/** docs/protocol.md: only gateway failures and dropped connections are retried, at most twice. */
const RETRY_STATUSES = [502, 503, 504];
const RETRY_LIMIT = 2;

export interface SendOptions {
  path: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  retryDelayMs?: (attempt: number) => number;
}

/**
 * ky hands fetch a cloned Request whose body is a stream; browsers then upload it as a stream that
 * devtools, proxies and test tools cannot read. Our bodies are small JSON strings, so send them as text.
 */
function withPlainBody(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (!(input instanceof Request) || input.body === null) return base(input, init);
    const body = await input.text();
    return base(input.url, {
      method: input.method,
      headers: input.headers,
      body,
      signal: init?.signal ?? input.signal,
    });
  };
}

/**
 * Sends one wire request through ky and reads the whole body. Transport retries reuse the same
 * Request, so every attempt carries the same X-API-REQUEST-ID. Rejects only with ApiError.
 */
export async function send(wire: WireRequest, options: SendOptions): Promise<RawAnswer> {
  const { path } = options;
  const kyOptions: Options = {
    method: wire.method,
    headers: wire.headers,
    timeout: options.timeoutMs > 0 ? options.timeoutMs : false,
    // Only the retryable statuses throw (so ky retries them); every other status is read as an answer.
    throwHttpErrors: (status) => RETRY_STATUSES.includes(status),
    retry: {
      limit: RETRY_LIMIT,
      methods: ['get', 'post'],
      statusCodes: RETRY_STATUSES,
      afterStatusCodes: [],
      retryOnTimeout: false,
      // Anything that is neither an HTTP status nor a timeout is fetch failing: a network error.
      shouldRetry: ({ error }) => (isHTTPError(error) || isTimeoutError(error) ? undefined : true),
      ...(options.retryDelayMs ? { delay: options.retryDelayMs } : {}),
    },
    ...(wire.body === undefined ? {} : { body: wire.body }),
    fetch: withPlainBody(options.fetch ?? globalThis.fetch.bind(globalThis)),
  };

  let response: Response;
  try {
    response = await ky(wire.url, kyOptions);
  } catch (cause) {
    if (isTimeoutError(cause)) {
      throw new ApiError({
        kind: 'timeout',
        path,
        message: `no answer within ${options.timeoutMs} ms`,
        cause,
      });
    }
    if (isHTTPError(cause)) {
      const status = cause.response.status;
      throw new ApiError({ kind: 'http', path, message: `HTTP ${status}`, httpStatus: status, cause });
    }
    throw new ApiError({ kind: 'network', path, message: 'connection failed', cause });
  }

  try {
    return { path, status: response.status, text: await response.text() };
  } catch (cause) {
    throw new ApiError({ kind: 'network', path, message: 'connection dropped while reading', cause });
  }
}
