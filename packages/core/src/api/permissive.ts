import { z } from 'zod';

/**
 * The one place where the spec gives no shape (SPEC §7: "other response shapes: mostly not shown").
 * Endpoints using these accept any object/value; tighten them when an issue defines the shape.
 */
export const permissivePayload = z.record(z.string(), z.unknown());
export const permissiveResponse = z.unknown();
export const emptyPayload = z.object({}).strict().or(z.undefined());
