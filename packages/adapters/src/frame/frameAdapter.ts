import type { FramePort } from '@jinli/core';

export interface FrameAdapterOptions {
  /**
   * The longest a request waits (ms). A hidden tab gets no animation frames, so without it live data
   * would pile up until the member comes back; where there is no requestAnimationFrame (Node, a
   * headless client) this timer is the frame. Default 100 ms.
   */
  maxWaitMs?: number;
}

/**
 * FramePort over requestAnimationFrame: live data is applied just before the next paint, once per
 * frame. Where there is no requestAnimationFrame (Node), or when no frame comes in time (a hidden
 * tab), a timer stands in, so queued socket messages are always applied.
 */
export function createFrameAdapter(options: FrameAdapterOptions = {}): FramePort {
  const maxWaitMs = options.maxWaitMs ?? 100;
  return {
    request(callback) {
      let done = false;
      let frame: number | undefined;
      const run = () => {
        if (done) return;
        done = true;
        if (frame !== undefined) globalThis.cancelAnimationFrame(frame);
        clearTimeout(timer);
        callback();
      };
      if (typeof globalThis.requestAnimationFrame === 'function')
        frame = globalThis.requestAnimationFrame(run);
      const timer = setTimeout(run, typeof frame === 'number' ? maxWaitMs : Math.min(maxWaitMs, 16));
      return () => {
        if (done) return;
        done = true;
        if (frame !== undefined) globalThis.cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    },
  };
}
