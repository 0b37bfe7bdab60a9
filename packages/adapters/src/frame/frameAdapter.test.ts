import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameAdapter } from './frameAdapter.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('frame adapter', () => {
  it('without requestAnimationFrame (Node) a short timer is the frame, and cancel stops it', () => {
    vi.useFakeTimers();
    const port = createFrameAdapter();
    const ran: string[] = [];
    port.request(() => ran.push('first'));
    const cancel = port.request(() => ran.push('cancelled'));
    cancel();
    vi.advanceTimersByTime(16);
    expect(ran).toEqual(['first']);
  });

  it('runs on the animation frame once, and a timer stands in when no frame comes (hidden tab)', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const port = createFrameAdapter({ maxWaitMs: 100 });
    const ran: string[] = [];
    port.request(() => ran.push('painted'));
    frames.shift()?.(0);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['painted']);
    port.request(() => ran.push('hidden'));
    vi.advanceTimersByTime(99);
    expect(ran).toEqual(['painted']);
    vi.advanceTimersByTime(1);
    frames.shift()?.(0);
    expect(ran).toEqual(['painted', 'hidden']);
  });

  it('in the frame after input, live data waits for that frame to be painted, then runs', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const target = new EventTarget();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    const port = createFrameAdapter();
    const ran: string[] = [];
    target.dispatchEvent(new Event('click'));
    port.request(() => ran.push('prices'));
    port.request(() => ran.push('chat'));
    frames.shift()?.(16);
    frames.shift()?.(16);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['prices', 'chat']);
    port.request(() => ran.push('next frame'));
    frames.shift()?.(32);
    expect(ran).toEqual(['prices', 'chat', 'next frame']);
  });
});
