/** Width at which the root font is exactly BASE_FONT_PX; the layout is designed in rem against it. */
export const BASE_WIDTH_PX = 1600;
export const BASE_FONT_PX = 16;
export const MIN_FONT_PX = 12;
export const MAX_FONT_PX = 20;
/** Below the base width the font shrinks faster than the width (SPEC §2: extra scaling below 1600px). */
const NARROW_EXPONENT = 1.25;

/** Phones get their own layout (media queries at 767 px) with a fixed, readable root size. */
export const PHONE_MAX_WIDTH_PX = 767;
export const PHONE_FONT_PX = 14;

/** Root font size in px for a window width: proportional above 1600 px, steeper below, clamped. */
export function rootFontSize(windowWidth: number): number {
  if (!Number.isFinite(windowWidth) || windowWidth <= 0) return BASE_FONT_PX;
  if (windowWidth <= PHONE_MAX_WIDTH_PX) return PHONE_FONT_PX;
  const ratio = windowWidth / BASE_WIDTH_PX;
  const scaled = ratio >= 1 ? BASE_FONT_PX * ratio : BASE_FONT_PX * ratio ** NARROW_EXPONENT;
  const clamped = Math.min(MAX_FONT_PX, Math.max(MIN_FONT_PX, scaled));
  return Math.round(clamped * 100) / 100;
}
