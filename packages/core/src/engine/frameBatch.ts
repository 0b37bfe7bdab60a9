import type { FramePort } from '../ports/frame.ts';

export interface FrameBatch<T> {
  /** Queues an item; the batch is handed over at the next frame (at once without a frame port). */
  push(item: T): void;
  /** Hands over what is queued now (e.g. before a close event, so order is kept). */
  flush(): void;
  /** Forgets what is queued and the pending frame. */
  cancel(): void;
}

/**
 * Coalesces items (socket messages) per display frame: `deliver` gets every item queued since the last
 * frame, in arrival order, in one call. Without a frame port every item is delivered on its own, at once.
 */
export function createFrameBatch<T>(
  frame: FramePort | undefined,
  deliver: (items: T[]) => void,
): FrameBatch<T> {
  let queue: T[] = [];
  let pending: (() => void) | null = null;

  const flush = () => {
    if (pending !== null) pending();
    pending = null;
    if (queue.length === 0) return;
    const items = queue;
    queue = [];
    deliver(items);
  };

  return {
    push(item) {
      if (frame === undefined) {
        deliver([item]);
        return;
      }
      queue.push(item);
      if (pending === null) {
        pending = frame.request(() => {
          pending = null;
          flush();
        });
      }
    },
    flush,
    cancel() {
      if (pending !== null) pending();
      pending = null;
      queue = [];
    },
  };
}
