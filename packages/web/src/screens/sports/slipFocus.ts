import { type RefObject, useEffect } from 'react';

// Issue #28: a pick added from the keyboard takes focus to the slip's stake, so the member types the
// amount next instead of tabbing past every match. Only the view's focus lives here; the slip is core's.
let wanted: string | null = null;
const listeners = new Set<() => void>();

/** A pick (its price key) was added by keyboard: its stake (or the combo stake) takes focus once drawn. */
export function requestStakeFocus(key: string | null): void {
  wanted = key;
  for (const listener of listeners) listener();
}

/** Runs `listener` whenever a keyboard pick asks for the stake (the phone drawer opens on it). */
export function onStakeFocusRequest(listener: () => void): () => void {
  const run = () => {
    if (wanted !== null) listener();
  };
  listeners.add(run);
  return () => {
    listeners.delete(run);
  };
}

/** Focuses `ref` when a requested pick is one of `keys` (the picks this stake input is for). */
export function useStakeFocus(ref: RefObject<HTMLInputElement | null>, keys: readonly string[]): void {
  const joined = keys.join('\n');
  useEffect(() => {
    const ownKeys = joined.split('\n');
    const take = () => {
      const input = ref.current;
      if (wanted === null || !ownKeys.includes(wanted) || input === null) return;
      wanted = null;
      input.focus({ preventScroll: true });
      input.scrollIntoView({ block: 'nearest' });
    };
    take();
    listeners.add(take);
    return () => {
      listeners.delete(take);
    };
  }, [ref, joined]);
}
