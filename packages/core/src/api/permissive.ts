import { z } from 'zod/mini';
import { deferred } from '../validation/deferred.ts';
import { defineEndpoint, type Endpoint, type HttpMethod } from './endpoint.ts';

/**
 * The one place where the spec gives no shape (SPEC §7: "other response shapes: mostly not shown").
 * Endpoints using these accept any object/value; tighten them when an issue defines the shape.
 */
export const permissivePayload = deferred(() => z.record(z.string(), z.unknown()));
export const permissiveResponse = z.unknown();
export const emptyPayload = deferred(() => z.union([z.strictObject({}), z.undefined()]));
/** An optional object payload for calls whose fields the spec does not show. */
export const anyPayload = z.optional(permissivePayload);

/** A call whose payload and response the spec does not show. */
export function unshapedEndpoint(
  path: string,
  method: HttpMethod = 'POST',
): Endpoint<Record<string, unknown> | undefined, unknown, false> {
  return defineEndpoint(path, { method, payload: anyPayload, response: permissiveResponse });
}
