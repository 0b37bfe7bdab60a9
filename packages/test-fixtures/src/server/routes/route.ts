import { describeResultCode, ResultCode } from '@jinli/core';
import type { Endpoint, Envelope, HttpMethod } from '@jinli/core/contract';
import type { Account } from '../auth/accounts.ts';
import { sessionAccount } from '../auth/authState.ts';
import type { SiteCipher } from '../cipher.ts';
import type { SandboxState } from '../state.ts';

export interface RouteContext<P> {
  payload: P;
  state: SandboxState;
  /** Client address as the server saw it (preInfo.ip). */
  ip: string;
  /** `http://host:port` of this request, for absolute same-origin URLs. */
  origin: string;
  /** `X-API-TOKEN`, null when absent. */
  token: string | null;
  /** `X-API-REQUEST-ID`, null when absent: money-moving handlers answer a repeat with the first answer. */
  requestId?: string | null;
  /** The sandbox clock at this call (injectable, so tests can move time). */
  now: number;
  /** The site cipher, for fields encrypted inside a payload (sendCode V2). */
  cipher: SiteCipher;
  /** The sandbox's log (sent codes are printed here). */
  log: (line: string) => void;
}

export interface MemberContext<P> extends RouteContext<P> {
  member: Account;
}

/** A business failure: answered as an envelope with this code (message from the §8 catalogue). */
export class Failure {
  readonly code: number;
  readonly message: string;
  /** `data` of the failing envelope (the masked phone of 6029, a fresh slider challenge of 6022). */
  readonly data: unknown;
  constructor(code: number, message?: string, data: unknown = null) {
    this.code = code;
    this.message = message ?? describeResultCode(code).message;
    this.data = data;
  }
}

export interface Route {
  readonly path: string;
  readonly method: HttpMethod;
  handle(payload: unknown, context: Omit<RouteContext<unknown>, 'payload'>): Envelope | Promise<Envelope>;
}

export function envelopeOf(code: number, data: unknown = null, message?: string): Envelope {
  return { status_code: code, data, message: message ?? describeResultCode(code).message };
}

/**
 * Binds a handler to a catalogue endpoint. The payload is checked with the endpoint's own schema
 * (6007 when it does not fit), so handlers get the typed payload the web app sends.
 */
export function route<P, R>(
  endpoint: Endpoint<P, R, boolean>,
  handler: (context: RouteContext<P>) => R | Failure | Promise<R | Failure>,
): Route {
  return {
    path: endpoint.path,
    method: endpoint.method,
    async handle(payload, context) {
      const parsed = endpoint.payload.safeParse(payload);
      if (!parsed.success) return envelopeOf(ResultCode.InvalidParameter);
      const result = await handler({ ...context, payload: parsed.data });
      if (result instanceof Failure) return envelopeOf(result.code, result.data, result.message);
      return envelopeOf(ResultCode.Success, result);
    },
  };
}

/** A call that needs login: 6001 for a missing, unknown or expired `X-API-TOKEN`, before anything else. */
export function memberRoute<P, R>(
  endpoint: Endpoint<P, R, boolean>,
  handler: (context: MemberContext<P>) => R | Failure | Promise<R | Failure>,
): Route {
  return {
    path: endpoint.path,
    method: endpoint.method,
    handle(payload, context) {
      const member = sessionAccount(context.state.auth, context.token);
      if (member === undefined) return envelopeOf(ResultCode.LoginExpired);
      return route(endpoint, (inner) => handler({ ...inner, member })).handle(payload, context);
    },
  };
}
