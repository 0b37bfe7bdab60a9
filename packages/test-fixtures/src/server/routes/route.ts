import { describeResultCode, type Endpoint, type Envelope, type HttpMethod, ResultCode } from '@jinli/core';
import type { SandboxState } from '../state.ts';

export interface RouteContext<P> {
  payload: P;
  state: SandboxState;
  /** Client address as the server saw it (preInfo.ip). */
  ip: string;
  /** `http://host:port` of this request, for absolute same-origin URLs. */
  origin: string;
}

/** A business failure: answered as an envelope with this code (message from the §8 catalogue). */
export class Failure {
  readonly code: number;
  readonly message: string;
  constructor(code: number, message?: string) {
    this.code = code;
    this.message = message ?? describeResultCode(code).message;
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
      if (result instanceof Failure) return envelopeOf(result.code, null, result.message);
      return envelopeOf(ResultCode.Success, result);
    },
  };
}
