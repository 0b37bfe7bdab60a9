import { describe, expect, it } from 'vitest';
import { createFrameBatch } from './frameBatch.ts';
import { createManualFrames } from './manualFrames.ts';

describe('frame batch', () => {
  it('hands over everything queued in one frame together, in order, with one frame request', () => {
    const frames = createManualFrames();
    const batches: number[][] = [];
    const batch = createFrameBatch<number>(frames.port, (items) => batches.push(items));
    batch.push(1);
    batch.push(2);
    batch.push(3);
    expect(batches).toEqual([]);
    expect(frames.waiting).toHaveLength(1);
    frames.next();
    batch.push(4);
    frames.next();
    frames.next();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('flush hands over at once and cancels the frame; cancel forgets the queue', () => {
    const frames = createManualFrames();
    const batches: number[][] = [];
    const batch = createFrameBatch<number>(frames.port, (items) => batches.push(items));
    batch.push(1);
    batch.flush();
    expect(batches).toEqual([[1]]);
    expect(frames.waiting).toHaveLength(0);
    batch.push(2);
    batch.cancel();
    frames.next();
    expect(batches).toEqual([[1]]);
  });

  it('without a frame port every item is handed over on its own at once', () => {
    const batches: number[][] = [];
    const batch = createFrameBatch<number>(undefined, (items) => batches.push(items));
    batch.push(1);
    batch.push(2);
    expect(batches).toEqual([[1], [2]]);
  });
});
