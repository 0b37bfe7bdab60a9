import { z } from 'zod/mini';

/**
 * A schema that is built on its first parse, not when its module is evaluated (issue #16).
 *
 * Core declares a few hundred zod schemas at module level. Built eagerly, they all ran inside the
 * single task that evaluates the app's modules at start, about a third of it on a phone-class CPU,
 * although a first visit to `/` parses only a handful of them. `z.lazy` builds the wrapped schema
 * once, on first use, and then delegates to it; it parses, types (`z.infer`) and reports issues
 * exactly as the schema itself does.
 *
 * Not for a schema that others `.extend()` or `.partial()`, nor for a discriminated union's
 * option: those need the object itself (build it with engine/builtOnce.ts).
 */
export function deferred<T extends z.ZodMiniType>(build: () => T): z.ZodMiniLazy<T> {
  return z.lazy(build);
}
