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

/**
 * The slides whose art should be loaded: the one shown and both neighbours, so an arrow or the next
 * auto-advance slides in a picture that is already there. The others wait until they come near, so a
 * first visit fetches and draws three banners, not every one (issue #16).
 */
export function slidesNear(active: number, count: number): number[] {
  if (count <= 0) return [];
  return [...new Set([active, nextIndex(active, count), previousIndex(active, count)])];
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
