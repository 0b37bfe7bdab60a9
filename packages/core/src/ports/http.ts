import type { VerificationRequired } from '../api/apiError.ts';
import type { Endpoint } from '../api/endpoint.ts';

export interface CallOptions {
  /**
   * One id per user intent (SPEC: no money request is sent twice by accident). Pass the same id when
   * the user retries the same intent; omitted, the adapter makes a fresh one for this call and reuses
   * it for its own transport retries.
   */
  requestId?: string;
  /** Overrides the 30 s default (SPEC §9); 0 means no timeout. */
  timeoutMs?: number;
  /**
   * Sends this login token instead of the stored one, and a 6001 answer raises no login-expired hook:
   * the logout of a session this page has already cleared (issue #29), which must not end a newer one.
   */
  token?: string;
}

export type CallResult<R, V extends boolean> = V extends true ? R | VerificationRequired : R;

/**
 * Calls one endpoint of the catalogue. Resolves with the envelope's `data` parsed by the endpoint's
 * response schema (6000), or with a VerificationRequired value for 6021/6022 on endpoints that allow it.
 * Rejects only with ApiError (never a raw fetch/parse error). 6001 or HTTP 401 also raise the
 * login-expired hook the adapter was created with.
 */
export interface HttpPort {
  call<P, R, V extends boolean>(
    endpoint: Endpoint<P, R, V>,
    payload: P,
    options?: CallOptions,
  ): Promise<CallResult<R, V>>;
}
