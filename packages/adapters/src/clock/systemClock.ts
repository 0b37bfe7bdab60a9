import type { ClockPort, TimerHandle } from '@jinli/core';

/** The real clock (browser or Node). Handles are opaque to core; only this adapter unwraps them. */
export function createSystemClock(): ClockPort {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) as unknown as TimerHandle,
    clearTimeout: (handle) => globalThis.clearTimeout(handle as unknown as number),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms) as unknown as TimerHandle,
    clearInterval: (handle) => globalThis.clearInterval(handle as unknown as number),
  };
}
