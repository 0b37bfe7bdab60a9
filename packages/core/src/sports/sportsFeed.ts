import type { ClockPort, TimerHandle } from '../ports/clock.ts';
import type { SocketConnection, SocketPort } from '../ports/socket.ts';
import { type SportsStreamFrame, sportsStreamFrameSchema } from './sportsStream.ts';

type Subscription = ReturnType<SocketConnection['events']['subscribe']>;

export interface SportsFeedDeps {
  socket: SocketPort;
  /** The stream URL for the current member, or null when there is no token (no stream then). */
  url: () => string | null;
  onFrame: (frame: SportsStreamFrame) => void;
  /** true once a snapshot arrived; false when the stream dropped (the store polls meanwhile). */
  onLive: (live: boolean) => void;
  /** Reconnect waits (after/cancelAfter). */
  clock: Pick<ClockPort, 'after' | 'cancelAfter'>;
}

const RETRY_MS = [2_000, 5_000, 10_000, 30_000] as const;

/**
 * The sports push stream (docs/protocol.md "Sports stream"): connects, hands each frame to the store,
 * and on a drop, a bad frame or a sequence gap reports the stream down and reconnects with backoff.
 */
export function createSportsFeed(deps: SportsFeedDeps) {
  let subscription: Subscription | undefined;
  let close: (() => void) | undefined;
  let retry: TimerHandle | undefined;
  let attempts = 0;
  let running = false;
  let seq = 0;

  function down() {
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
        frame = sportsStreamFrameSchema.parse(JSON.parse(event.data));
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
      deps.onFrame(frame);
      if (frame.type === 'snapshot') {
        attempts = 0;
        deps.onLive(true);
      }
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
