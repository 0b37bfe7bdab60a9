/** Time as core sees it. Browser/Node adapters wrap the real clock; tests use a simulated one. */
export type TimerHandle = { readonly __timer: unique symbol };

export interface ClockPort {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs callback once after ms. */
  after(callback: () => void, ms: number): TimerHandle;
  cancelAfter(handle: TimerHandle): void;
  /** Runs callback every ms until cancelled. */
  repeat(callback: () => void, ms: number): TimerHandle;
  cancelRepeat(handle: TimerHandle): void;
}
