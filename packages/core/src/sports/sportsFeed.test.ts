import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createManualFrames } from '../engine/manualFrames.ts';
import type { TimerHandle } from '../ports/clock.ts';
import type { FramePort } from '../ports/frame.ts';
import type { SocketEvent, SocketPort } from '../ports/socket.ts';
import { createSportsFeed } from './sportsFeed.ts';
import type { SportsStreamFrame } from './sportsStream.ts';

function setup(frame?: FramePort) {
  const connections: { url: string; events: Subject<SocketEvent>; closed: boolean }[] = [];
  const socket: SocketPort = {
    connect(url) {
      const connection = { url, events: new Subject<SocketEvent>(), closed: false };
      connections.push(connection);
      const close = () => {
        connection.closed = true;
      };
      return { events: connection.events, send: () => {}, close };
    },
  };
  const timers: (() => void)[] = [];
  const frames: SportsStreamFrame[] = [];
  const batches: number[][] = [];
  const live: boolean[] = [];
  const feed = createSportsFeed({
    socket,
    url: () => 'ws://x/stream/ws/v1/sports?token=t&siteId=s',
    onFrames: (batch) => {
      frames.push(...batch);
      batches.push(batch.map((f) => f.seq));
    },
    ...(frame === undefined ? {} : { frame }),
    onLive: (on) => live.push(on),
    clock: {
      after: (run) => {
        timers.push(run);
        return {} as TimerHandle;
      },
      cancelAfter: () => {},
    },
  });
  const push = (frame: Partial<SportsStreamFrame> & { seq: number }) =>
    connections.at(-1)?.events.next({
      type: 'message',
      data: JSON.stringify({ type: 'delta', at: 1, matches: [], ...frame }),
    });
  return { feed, connections, timers, frames, batches, live, push };
}

describe('sports feed', () => {
  it('is live from the snapshot and hands every frame on', () => {
    const { feed, frames, live, push } = setup();
    feed.start();
    push({ type: 'snapshot', seq: 1 });
    push({ seq: 2 });
    expect(frames.map((f) => f.seq)).toEqual([1, 2]);
    expect(live.at(-1)).toBe(true);
  });

  it('a sequence gap or a drop reports it down and reconnects after a wait', () => {
    const { feed, connections, timers, live, push } = setup();
    feed.start();
    push({ type: 'snapshot', seq: 1 });
    push({ seq: 3 });
    expect(live.at(-1)).toBe(false);
    expect(connections[0]?.closed).toBe(true);
    expect(connections).toHaveLength(1);
    timers.shift()?.();
    expect(connections).toHaveLength(2);
    connections[1]?.events.next({ type: 'close', code: 1006, reason: '' });
    expect(live.at(-1)).toBe(false);
    expect(timers).toHaveLength(1);
  });

  it('stop closes the connection and does not reconnect', () => {
    const { feed, connections, timers, push } = setup();
    feed.start();
    push({ type: 'snapshot', seq: 1 });
    feed.stop();
    expect(connections[0]?.closed).toBe(true);
    expect(timers).toHaveLength(0);
  });

  it('with a frame port, hands the frames of one display frame over together and is live after them', () => {
    const display = createManualFrames();
    const { feed, batches, live, push } = setup(display.port);
    feed.start();
    push({ type: 'snapshot', seq: 1 });
    push({ seq: 2 });
    push({ seq: 3 });
    expect(batches).toEqual([]);
    expect(live).toEqual([]);
    display.next();
    push({ seq: 4 });
    display.next();
    expect(batches).toEqual([[1, 2, 3], [4]]);
    expect(live).toEqual([true]);
  });

  it('a drop still applies the frames that arrived in order before it', () => {
    const display = createManualFrames();
    const { feed, batches, live, push, connections } = setup(display.port);
    feed.start();
    push({ type: 'snapshot', seq: 1 });
    push({ seq: 2 });
    connections[0]?.events.next({ type: 'close', code: 1006, reason: '' });
    expect(batches).toEqual([[1, 2]]);
    expect(live).toEqual([true, false]);
    display.next();
    expect(batches).toHaveLength(1);
  });
});
