/** Slide every 5 s unless the visitor hovers, focuses or prefers reduced motion. */
export const AUTO_ADVANCE_MS = 5000;

export function nextIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + 1) % count) + count) % count;
}

export function previousIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (((current - 1) % count) + count) % count;
}

/** Keeps the index valid when the slide list shrinks (a reload returned fewer banners). */
export function clampIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, current), count - 1);
}

export function shouldAutoAdvance(state: {
  count: number;
  paused: boolean;
  reducedMotion: boolean;
}): boolean {
  return state.count > 1 && !state.paused && !state.reducedMotion;
}
