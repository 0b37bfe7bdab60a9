import type { ClockPort } from '@jinli/core';
import { useEffect, useState } from 'react';

/** The notice ticker moves one title every 3 s and then holds still, so every title is clickable. */
export const TICKER_STEP_MS = 3000;
/** Matches the CSS transition of .notice-track. */
export const TICKER_SLIDE_MS = 500;

/** Next ticker index over a list rendered twice; from the copy of item 0 it goes on to item 1. */
export function nextTickerIndex(index: number, count: number): number {
  if (count < 2) return 0;
  return index >= count ? 1 : index + 1;
}

/**
 * Position of a looping ticker over `count` items rendered twice: it runs 0..count, and after
 * sliding onto the copy of item 0 it jumps back to 0 without animation (seamless loop).
 */
export function useTicker(clock: ClockPort, count: number, running: boolean) {
  const [position, setPosition] = useState({ index: 0, animate: true });

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = clock.repeat(
      () => setPosition((p) => ({ index: nextTickerIndex(p.index, count), animate: true })),
      TICKER_STEP_MS,
    );
    return () => clock.cancelRepeat(timer);
  }, [clock, count, running]);

  useEffect(() => {
    if (position.index < count || count === 0) return;
    const timer = clock.after(() => setPosition({ index: 0, animate: false }), TICKER_SLIDE_MS);
    return () => clock.cancelAfter(timer);
  }, [clock, count, position.index]);

  return position;
}
