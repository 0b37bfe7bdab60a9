import type { Envelope } from './envelope.ts';

/**
 * Why a call failed. `result`: the server answered an envelope with a non-success code.
 * The others never carry a server code: `http` (non-2xx without an envelope), `timeout`,
 * `network` (connection dropped or refused), `malformed` (HTML, empty, truncated or non-JSON body),
 * `decrypt` (safeSwitch body that does not decrypt), `schema` (data not of the catalogue's shape).
 */
export type ApiErrorKind = 'result' | 'http' | 'timeout' | 'network' | 'malformed' | 'decrypt' | 'schema';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  path: string;
  message: string;
  code?: number;
  httpStatus?: number;
  envelope?: Envelope;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly path: string;
  /** The §8 result code; for non-`result` kinds the code the client treats it as (see resultCodes). */
  readonly code: number | null;
  readonly httpStatus: number | null;
  readonly envelope: Envelope | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.path = init.path;
    this.code = init.code ?? null;
    this.httpStatus = init.httpStatus ?? null;
    this.envelope = init.envelope ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** 6021 (graphic code) or 6022 (rapid verification): the screen shows a captcha (SPEC §8). */
export interface VerificationRequired {
  readonly verification: 6021 | 6022;
  readonly message: string;
  readonly data: unknown;
}

export function isVerificationRequired(value: unknown): value is VerificationRequired {
  return typeof value === 'object' && value !== null && 'verification' in value;
}
