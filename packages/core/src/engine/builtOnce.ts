/**
 * A value built on first use, not when its module is evaluated, and the same object every time after
 * (issue #16). For module-level definitions that are costly to build and mostly unused at start:
 *
 * - State machines. xstate builds a machine's whole state tree in `createMachine`. Core defines some
 *   twenty machines at module level; built eagerly they took about a sixth of the task that evaluates
 *   the app's modules at start on a phone-class CPU, while a first visit to `/` runs two of them.
 *   `fooMachine()` is the machine; its type is `ReturnType<typeof fooMachine>`.
 * - zod object schemas that others `.extend()` (see validation/deferred.ts for the parsed ones).
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}
