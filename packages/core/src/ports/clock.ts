/** Time as core sees it. Browser/Node adapters wrap the real clock; tests use a simulated one. */
export type TimerHandle = { readonly __timer: unique symbol };

export interface ClockPort {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}
