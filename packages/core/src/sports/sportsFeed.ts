import { createFrameBatch } from '../engine/frameBatch.ts';
import type { ClockPort, TimerHandle } from '../ports/clock.ts';
import type { FramePort } from '../ports/frame.ts';
import type { SocketConnection, SocketPort } from '../ports/socket.ts';
import type { SportsStreamFrame } from './sportsStream.ts';
import { parseSportsStreamFrame } from './streamFrameParser.ts';

type Subscription = ReturnType<SocketConnection['events']['subscribe']>;

export interface SportsFeedDeps {
  socket: SocketPort;
  /** The stream URL for the current member, or null when there is no token (no stream then). */
  url: () => string | null;
  /**
   * The frames that arrived since the last display frame, oldest first, in one call (each frame on its
   * own at once when there is no frame port).
   */
  onFrames: (frames: SportsStreamFrame[]) => void;
  /** true once a snapshot was applied; false when the stream dropped (the store polls meanwhile). */
  onLive: (live: boolean) => void;
  /** Reconnect waits (after/cancelAfter). */
  clock: Pick<ClockPort, 'after' | 'cancelAfter'>;
  /** Coalesces frames per display frame; without it every frame is applied in its own task. */
  frame?: FramePort;
}

const RETRY_MS = [2_000, 5_000, 10_000, 30_000] as const;

/**
 * The sports push stream (docs/protocol.md "Sports stream"): connects, checks each frame as it
 * arrives, hands the store the frames of one display frame together, and on a drop, a bad frame or a
 * sequence gap reports the stream down and reconnects with backoff. Frames checked before a drop are
 * still applied (they were in order).
 */
export function createSportsFeed(deps: SportsFeedDeps) {
  let subscription: Subscription | undefined;
  let close: (() => void) | undefined;
  let retry: TimerHandle | undefined;
  let attempts = 0;
  let running = false;
  let seq = 0;
  const batch = createFrameBatch<SportsStreamFrame>(deps.frame, (frames) => {
    deps.onFrames(frames);
    if (frames.some((frame) => frame.type === 'snapshot')) {
      attempts = 0;
      deps.onLive(true);
    }
  });

  function down() {
    batch.flush();
    subscription?.unsubscribe();
    close?.();
    subscription = undefined;
    close = undefined;
    deps.onLive(false);
    if (!running) return;
    const wait = RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)]!;
    attempts += 1;
    retry = deps.clock.after(connect, wait);
  }

  function connect() {
    retry = undefined;
    const url = deps.url();
    if (!running || url === null) return;
    seq = 0;
    const connection = deps.socket.connect(url);
    close = () => connection.close();
    subscription = connection.events.subscribe((event) => {
      if (event.type === 'close' || event.type === 'error') {
        down();
        return;
      }
      if (event.type !== 'message') return;
      let frame: SportsStreamFrame;
      try {
        frame = parseSportsStreamFrame(JSON.parse(event.data));
      } catch {
        down();
        return;
      }
      // A lost frame would leave a price stale: start over from a fresh snapshot.
      if (frame.type === 'snapshot') seq = frame.seq;
      else if (frame.seq !== seq + 1) {
        down();
        return;
      } else seq = frame.seq;
      batch.push(frame);
    });
  }

  return {
    start() {
      if (running) return;
      running = true;
      attempts = 0;
      connect();
    },
    stop() {
      running = false;
      batch.flush();
      if (retry !== undefined) deps.clock.cancelAfter(retry);
      retry = undefined;
      subscription?.unsubscribe();
      close?.();
      subscription = undefined;
      close = undefined;
      deps.onLive(false);
    },
  };
}

export type SportsFeed = ReturnType<typeof createSportsFeed>;
