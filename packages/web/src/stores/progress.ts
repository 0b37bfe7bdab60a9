/** SPEC §9: the route progress bar never shows less than 8 %. */
export const MIN_PROGRESS = 0.08;
/** Trickling stops short of the end; only a finished navigation reaches 1. */
export const MAX_TRICKLE = 0.94;

export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return MIN_PROGRESS;
  return Math.min(1, Math.max(MIN_PROGRESS, value));
}

/** One trickle step: big steps early, smaller as the bar fills, never past MAX_TRICKLE. */
export function trickle(current: number): number {
  const value = clampProgress(current);
  if (value >= MAX_TRICKLE) return value;
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : 0.005;
  return Math.min(MAX_TRICKLE, value + step);
}
