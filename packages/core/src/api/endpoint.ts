import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST';

/**
 * One API call of SPEC §7. `payload` and `response` are zod schemas; where the spec gives no shape
 * they come from `permissive` (api/permissive.ts) so the gap is visible in one place.
 * `verification`: the call may answer 6021/6022 (captcha), which then resolves as a value.
 * `cached`: identical path + payload answers come from memory (advertising calls, SPEC §7).
 * `origin`: sent to the page's own origin even when an API base is configured (image upload).
 */
export interface Endpoint<P = unknown, R = unknown, V extends boolean = boolean> {
  readonly path: string;
  readonly method: HttpMethod;
  readonly payload: z.ZodMiniType<P>;
  readonly response: z.ZodMiniType<R>;
  readonly verification: V;
  readonly cached: boolean;
  readonly origin: boolean;
}

export type PayloadOf<E> = E extends Endpoint<infer P, unknown, boolean> ? P : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer R, boolean> ? R : never;

export interface EndpointOptions<P, R, V extends boolean> {
  method?: HttpMethod;
  payload: z.ZodMiniType<P>;
  response: z.ZodMiniType<R>;
  verification?: V;
  cached?: boolean;
  origin?: boolean;
}

export function defineEndpoint<P, R, V extends boolean = false>(
  path: string,
  options: EndpointOptions<P, R, V>,
): Endpoint<P, R, V> {
  return {
    path,
    method: options.method ?? 'POST',
    payload: options.payload,
    response: options.response,
    verification: (options.verification ?? false) as V,
    cached: options.cached ?? false,
    origin: options.origin ?? false,
  };
}
