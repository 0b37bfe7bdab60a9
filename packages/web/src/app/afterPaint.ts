import { useEffect, useRef, useState } from 'react';

/** The longest a change waits: a hidden tab gets no animation frames. */
const MAX_WAIT_MS = 100;

/**
 * Runs `callback` once the next frame has painted (a task queued in an animation frame runs after its
 * paint), or after 100 ms without a frame. Returns a cancel. Issue #27: the answer to the member's input
 * (a pressed price, the select's new value) paints first, costly follow-ups a frame later.
 */
export function afterPaint(callback: () => void): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, MAX_WAIT_MS);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  }
  return cancel;
}

/**
 * `value`, but a change shows only after the next paint (`afterPaint`). The latest value always wins;
 * nothing is dropped or reordered.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    if (Object.is(value, shown)) return;
    return afterPaint(() => setShown(() => latest.current));
  }, [value, shown]);
  return shown;
}
