import { isApiError } from '../api/apiError.ts';
import type { Endpoint } from '../api/endpoint.ts';
import { errorMessage } from '../api/resultCodes.ts';
import type { HttpPort } from '../ports/http.ts';

/**
 * The answer to one money-moving intent, as a value (actors never reject for a server refusal).
 * `requestId` is the id the call carried. `outcomeKnown` is true only when the server answered with a
 * result code: then nothing moved and the next try is a new intent. Otherwise (dropped connection,
 * timeout, proxy error, unreadable body) the money may or may not have moved, so the next try must
 * carry the same id and the server answers it without moving the money twice (docs/protocol.md).
 */
export type IntentResult<T> =
  | { type: 'ok'; value: T; requestId: string }
  | { type: 'failed'; message: string; code: number | null; requestId: string; outcomeKnown: boolean };

/** Source of request ids; the web app passes the HTTP adapter's UUID v4 maker. */
export type NewRequestId = () => string;

/**
 * True when a failed call may still have moved money (no result code came back: dropped connection,
 * timeout, proxy error, unreadable body): the next try of the same intent must carry the same id.
 */
export function outcomeUnknown(error: unknown): boolean {
  return !(isApiError(error) && error.kind === 'result');
}

/** Sends `payload` once under the intent's id (a fresh one when `requestId` is null). */
export async function sendIntent<P, R>(
  http: HttpPort,
  endpoint: Endpoint<P, R, false>,
  payload: P,
  requestId: string | null,
  newRequestId: NewRequestId,
): Promise<IntentResult<R>> {
  const id = requestId ?? newRequestId();
  try {
    const value = await http.call(endpoint, payload, { requestId: id });
    return { type: 'ok', value, requestId: id };
  } catch (error) {
    const answered = !outcomeUnknown(error);
    return {
      type: 'failed',
      message: errorMessage(error),
      code: isApiError(error) ? error.code : null,
      requestId: id,
      outcomeKnown: answered,
    };
  }
}

/** The id the next try of the same intent must carry: kept while the outcome is unknown. */
export function requestIdAfter(result: IntentResult<unknown>): string | null {
  return result.type === 'failed' && !result.outcomeKnown ? result.requestId : null;
}

/** Tries of one intent whose outcome stayed unknown (dropped answer): the same request id each time. */
export const INTENT_TRIES = 3;

/**
 * Sends one intent and, while no envelope came back (the outcome is unknown), sends it again under the
 * same request id, at most `tries` times in all. A server refusal is not retried.
 */
export async function sendIntentRetrying<P, R>(
  http: HttpPort,
  endpoint: Endpoint<P, R, false>,
  payload: P,
  newRequestId: NewRequestId,
  tries = INTENT_TRIES,
  /** The id of an earlier try of the same intent whose outcome stayed unknown (issue #15). */
  firstRequestId: string | null = null,
): Promise<IntentResult<R>> {
  let requestId: string | null = firstRequestId;
  let result = await sendIntent(http, endpoint, payload, requestId, newRequestId);
  for (let attempt = 1; attempt < tries; attempt += 1) {
    requestId = requestIdAfter(result);
    if (requestId === null) break;
    result = await sendIntent(http, endpoint, payload, requestId, newRequestId);
  }
  return result;
}
