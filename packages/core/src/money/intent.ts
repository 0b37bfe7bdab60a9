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

/** Source of request ids: the engine's id port (`JinliPorts.newId`), never anything else. */
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

/**
 * What a look at the server found after a money call whose outcome is unknown (HTTP 5xx, dropped
 * connection, timeout, unreadable answer): `applied` (the money moved; `value` is what the answer would
 * have said), `notApplied` (it did not move: a retry under the same request id is safe and needed),
 * `unknown` (the look failed or was not conclusive: a retry under the same request id is still safe,
 * the server applies one id once). Issue #29.
 */
export type IntentCheck<T> = { type: 'applied'; value: T } | { type: 'notApplied' } | { type: 'unknown' };

/**
 * How many times one intent is sent in a row under its id while no answer comes back, before the check
 * (issue #25): `SEND_ONCE` sends once and checks (a dialog whose member retries), `RESEND_UNKNOWN` sends
 * again at once after a dropped answer (a page that retries by itself).
 */
export interface RetryPolicy {
  readonly tries: number;
}
export const SEND_ONCE: RetryPolicy = { tries: 1 };
export const RESEND_UNKNOWN: RetryPolicy = { tries: INTENT_TRIES };

/**
 * Where one intent stands: `new` (never sent), `sending`, `checking` (the answer was lost and the check
 * runs), `unknown` (the outcome stayed unknown after the check: a retry sends the same id), `ok` (the money
 * moved: answered, or found by the check), `refused` (the server answered a result code: nothing moved).
 */
export type IntentStatus = 'new' | 'sending' | 'checking' | 'unknown' | 'ok' | 'refused';

/** The outcome of one run of an intent. */
export type IntentOutcome<R> =
  | {
      type: 'ok';
      value: R;
      requestId: string /** Found by the check after a lost answer. */;
      checked: boolean;
    }
  | { type: 'refused'; message: string; code: number | null; error: unknown; requestId: string }
  | {
      type: 'unknown';
      /** The lost call's text (timeout, network). */
      message: string;
      /** What the check found: `notApplied` (nothing moved yet) or `unknown` (no check, or it failed). */
      check: 'notApplied' | 'unknown';
      requestId: string;
    };

/** One money-moving intent: how it is sent and how its outcome is found out after a lost answer. */
export interface IntentSpec<R> {
  /**
   * The id of an intent named earlier and stored (the bet slip keeps its open order across a reload):
   * the runner adopts it instead of asking the id port, so a retry after the reload carries the same id.
   * Only an id the id port issued belongs here.
   */
  requestId?: string;
  /** One call under the intent's id; rejects like HttpPort (an ApiError of kind `result` is a refusal). */
  send(requestId: string): Promise<R>;
  /** Reads the server after a lost answer (a balance, the records); nothing is sent again. */
  check?(): Promise<IntentCheck<R>>;
  /** SEND_ONCE by default. */
  retry?: RetryPolicy;
  /** Told at every status change (a view says 正在核对 while `checking`). */
  onStatus?(status: IntentStatus): void;
}

/** One user intent: ONE request id (from the engine's id port) for all its sends. */
export interface Intent<R> {
  readonly requestId: string;
  status(): IntentStatus;
  /**
   * Sends the intent (the first time, or again after an unknown outcome, under the same id), then, while
   * its answer stayed lost, runs the check before answering. A run while one is in flight answers that
   * run (never two requests at once); after `ok` or `refused` it answers that outcome and sends nothing.
   */
  run(): Promise<IntentOutcome<R>>;
}

/** The engine's one intent runner (issue #25): every money-moving call goes through it. */
export interface IntentRunner {
  /** A new intent with a fresh request id (or the stored `spec.requestId` it adopts). */
  start<R>(spec: IntentSpec<R>): Intent<R>;
  /**
   * The intent kept under `key` (a retry of the same transfer, bet or cash out) while its outcome is
   * unknown or in flight, else a new one kept under `key` until its outcome is known. The kept intent
   * keeps its own spec (the same payload and the check against the balance before its first send).
   */
  resume<R>(key: string, spec: IntentSpec<R>): Intent<R>;
  /** The intent kept under `key`, if its outcome is not known yet. */
  kept(key: string): Intent<unknown> | undefined;
  /** Logout: the next member starts with no kept intent. */
  forget(): void;
}

function refusalOf(error: unknown): { code: number | null; message: string } {
  return { code: isApiError(error) ? error.code : null, message: errorMessage(error) };
}

/** Builds the runner over the engine's id port: request ids come from `newId` only. */
export function createIntentRunner(newId: NewRequestId): IntentRunner {
  const keptIntents = new Map<string, Intent<unknown>>();

  function start<R>(spec: IntentSpec<R>, onSettled: () => void = () => undefined): Intent<R> {
    const requestId = spec.requestId ?? newId();
    const tries = Math.max(1, spec.retry?.tries ?? SEND_ONCE.tries);
    let status: IntentStatus = 'new';
    let final: IntentOutcome<R> | null = null;
    let inFlight: Promise<IntentOutcome<R>> | null = null;
    const become = (next: IntentStatus) => {
      status = next;
      spec.onStatus?.(next);
    };
    const settle = (outcome: IntentOutcome<R>): IntentOutcome<R> => {
      final = outcome;
      become(outcome.type === 'ok' ? 'ok' : 'refused');
      onSettled();
      return outcome;
    };

    async function once(): Promise<IntentOutcome<R>> {
      let lost: unknown = null;
      for (let attempt = 0; attempt < tries; attempt += 1) {
        become('sending');
        try {
          const value = await spec.send(requestId);
          return settle({ type: 'ok', value, requestId, checked: false });
        } catch (error) {
          if (!outcomeUnknown(error))
            return settle({ type: 'refused', ...refusalOf(error), error, requestId });
          lost = error;
        }
      }
      const message = errorMessage(lost);
      if (spec.check === undefined) {
        become('unknown');
        return { type: 'unknown', message, check: 'unknown', requestId };
      }
      become('checking');
      let found: IntentCheck<R>;
      try {
        found = await spec.check();
      } catch {
        found = { type: 'unknown' };
      }
      if (found.type === 'applied')
        return settle({ type: 'ok', value: found.value, requestId, checked: true });
      become('unknown');
      return { type: 'unknown', message, check: found.type, requestId };
    }

    return {
      requestId,
      status: () => status,
      run() {
        if (final !== null) return Promise.resolve(final);
        if (inFlight === null)
          inFlight = once().finally(() => {
            inFlight = null;
          });
        return inFlight;
      },
    };
  }

  return {
    start: (spec) => start(spec),
    resume<R>(key: string, spec: IntentSpec<R>): Intent<R> {
      const existing = keptIntents.get(key) as Intent<R> | undefined;
      if (existing !== undefined) return existing;
      const intent: Intent<R> = start(spec, () => {
        if (keptIntents.get(key) === intent) keptIntents.delete(key);
      });
      keptIntents.set(key, intent as Intent<unknown>);
      return intent;
    },
    kept: (key) => keptIntents.get(key),
    forget: () => keptIntents.clear(),
  };
}

/** The runner's outcome as the answer a form shows: `failed` carries the text to show. */
export function intentResult<R>(outcome: IntentOutcome<R>, unknownMessage?: string): IntentResult<R> {
  if (outcome.type === 'ok') return { type: 'ok', value: outcome.value, requestId: outcome.requestId };
  if (outcome.type === 'refused')
    return {
      type: 'failed',
      message: outcome.message,
      code: outcome.code,
      requestId: outcome.requestId,
      outcomeKnown: true,
    };
  return {
    type: 'failed',
    message: unknownMessage ?? outcome.message,
    code: null,
    requestId: outcome.requestId,
    outcomeKnown: false,
  };
}
