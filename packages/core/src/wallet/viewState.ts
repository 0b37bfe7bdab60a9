import type { Loadable } from '../engine/loadable.ts';

/**
 * The earlier slice when the new one says the same (status, the same data object, message), so a
 * host's selector of it sees no change.
 */
export function sameSlice<T>(previous: Loadable<T>, next: Loadable<T>): Loadable<T> {
  return previous.status === next.status &&
    previous.data === next.data &&
    previous.errorMessage === next.errorMessage
    ? previous
    : next;
}

/**
 * The earlier value when `next` is a plain object (or null) whose own fields are each the same as the
 * earlier one's: a capability's view state stays the same object until something in it changed.
 */
export function keepSame<T extends object | null>(previous: T, next: T): T {
  if (previous === next || previous === null || next === null) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  if (keys.length !== Object.keys(before).length) return next;
  return keys.every((key) => Object.is(before[key], after[key])) ? previous : next;
}
