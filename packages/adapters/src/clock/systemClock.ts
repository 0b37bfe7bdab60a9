import type { ClockPort, TimerHandle } from '@jinli/core';

/** The real clock (browser or Node). Handles are opaque to core; only this adapter unwraps them. */
export function createSystemClock(): ClockPort {
  return {
    now: () => Date.now(),
    after: (callback, ms) => globalThis.setTimeout(callback, ms) as unknown as TimerHandle,
    cancelAfter: (handle) => globalThis.clearTimeout(handle as unknown as number),
    repeat: (callback, ms) => globalThis.setInterval(callback, ms) as unknown as TimerHandle,
    cancelRepeat: (handle) => globalThis.clearInterval(handle as unknown as number),
  };
}
