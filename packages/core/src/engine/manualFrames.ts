import type { FramePort } from '../ports/frame.ts';

/** Test double of the FramePort: frames run only when a test calls `next()`. */
export function createManualFrames() {
  const waiting: (() => void)[] = [];
  const port: FramePort = {
    request(callback) {
      waiting.push(callback);
      return () => {
        const index = waiting.indexOf(callback);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
  };
  const next = () => {
    for (const callback of waiting.splice(0)) callback();
  };
  return { port, waiting, next };
}
