import type { FramePort } from '@jinli/core';

export interface FrameAdapterOptions {
  /**
   * The longest a request waits (ms). A hidden tab gets no animation frames, so without it live data
   * would pile up until the member comes back; where there is no requestAnimationFrame (Node, a
   * headless client) this timer is the frame. Default 100 ms.
   */
  maxWaitMs?: number;
}

/** The member's input: the frame after one of these paints its answer before any live data. */
const INPUT_EVENTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'input', 'change'] as const;

/**
 * FramePort over requestAnimationFrame: live data is applied just before the next paint, once per
 * frame. Where there is no requestAnimationFrame (Node), or when no frame comes in time (a hidden
 * tab), a timer stands in, so queued socket messages are always applied.
 * Issue #27: in the frame right after the member's input (a click, a key) the live data waits until
 * that frame is painted (a task right after it), so the answer to the input is not held up by a
 * batch of queued prices; the data still arrives in the frame after.
 */
export function createFrameAdapter(options: FrameAdapterOptions = {}): FramePort {
  const maxWaitMs = options.maxWaitMs ?? 100;
  let inputPending = false;
  /** The timestamp of the frame that follows input: every request due in it waits for its paint. */
  let yieldingFrame: number | null = null;
  const target = globalThis as { addEventListener?: typeof globalThis.addEventListener };
  if (
    typeof globalThis.requestAnimationFrame === 'function' &&
    typeof target.addEventListener === 'function'
  ) {
    const onInput = () => {
      inputPending = true;
    };
    for (const type of INPUT_EVENTS) target.addEventListener(type, onInput, { capture: true, passive: true });
  }
  return {
    request(callback) {
      let done = false;
      let frame: number | undefined;
      let afterPaint: ReturnType<typeof setTimeout> | undefined;
      const run = () => {
        if (done) return;
        done = true;
        if (frame !== undefined) globalThis.cancelAnimationFrame(frame);
        clearTimeout(timer);
        clearTimeout(afterPaint);
        callback();
      };
      const onFrame = (time: number) => {
        if (inputPending) {
          inputPending = false;
          yieldingFrame = time;
        }
        if (yieldingFrame === time) {
          frame = undefined;
          // A task queued in a frame callback runs after that frame's paint.
          afterPaint = setTimeout(run, 0);
          return;
        }
        run();
      };
      if (typeof globalThis.requestAnimationFrame === 'function')
        frame = globalThis.requestAnimationFrame(onFrame);
      const timer = setTimeout(run, typeof frame === 'number' ? maxWaitMs : Math.min(maxWaitMs, 16));
      return () => {
        if (done) return;
        done = true;
        if (frame !== undefined) globalThis.cancelAnimationFrame(frame);
        clearTimeout(timer);
        clearTimeout(afterPaint);
      };
    },
  };
}
