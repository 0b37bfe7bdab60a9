/**
 * Drawn symbols of the sandbox's demo games (issue #28): every picture is inline SVG, never an emoji
 * (a machine without an emoji font shows boxes). Each drawing is self-contained (no ids, no `<use>`),
 * so it survives the slot frame's sanitiser and can repeat on a page.
 */

const svg = (body: string) =>
  `<svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">${body}</svg>`;

export const SLOT_SYMBOLS = {
  seven: svg(
    '<path d="M13 11h39v9L34 55H21l17-33H13z" fill="#D92B2B" stroke="#FFD66B" stroke-width="3" stroke-linejoin="round"/><path d="M17 14h30" stroke="#FF8A7A" stroke-width="2" stroke-linecap="round"/>',
  ),
  cherry: svg(
    '<path d="M22 40C24 26 32 16 44 10M42 42C40 30 40 20 44 10" fill="none" stroke="#2F7D32" stroke-width="3" stroke-linecap="round"/><path d="M44 10c6-4 13-2 15 3-6 3-12 2-15-3z" fill="#4CAF50"/><circle cx="21" cy="44" r="11" fill="#C62828"/><circle cx="43" cy="46" r="11" fill="#E53935"/><circle cx="17" cy="40" r="3" fill="#FFCDD2"/><circle cx="39" cy="42" r="3" fill="#FFCDD2"/>',
  ),
  diamond: svg(
    '<path d="M12 24l10-12h20l10 12-20 28z" fill="#4FC3F7" stroke="#E1F5FE" stroke-width="2" stroke-linejoin="round"/><path d="M12 24h40M22 12l6 12 4 28M42 12l-6 12-4 28" fill="none" stroke="#0277BD" stroke-width="1.6" stroke-linejoin="round"/><path d="M22 12h20l-6 12h-8z" fill="#B3E5FC"/>',
  ),
  bell: svg(
    '<path d="M32 8c-10 0-16 8-16 18v10l-6 8h44l-6-8V26c0-10-6-18-16-18z" fill="#F2B441" stroke="#B9781A" stroke-width="2.5" stroke-linejoin="round"/><circle cx="32" cy="50" r="5" fill="#B9781A"/><path d="M24 18c-3 3-4 7-4 12" stroke="#FFF1B8" stroke-width="3" fill="none" stroke-linecap="round"/>',
  ),
  lemon: svg(
    '<ellipse cx="32" cy="34" rx="21" ry="16" fill="#FDD835" stroke="#F9A825" stroke-width="2.5" transform="rotate(-20 32 34)"/><path d="M12 42l-4 4M52 26l4-4" stroke="#F9A825" stroke-width="3" stroke-linecap="round"/><ellipse cx="25" cy="29" rx="6" ry="3" fill="#FFF9C4" transform="rotate(-20 25 29)"/>',
  ),
  star: svg(
    '<path d="M32 6l7.6 16.4 17.9 2.1-13.2 12.2 3.5 17.7L32 45.6l-15.8 8.8 3.5-17.7L6.5 24.5l17.9-2.1z" fill="#FFD54F" stroke="#F57F17" stroke-width="2.5" stroke-linejoin="round"/><path d="M26 24l4-8" stroke="#FFF8E1" stroke-width="2.5" stroke-linecap="round"/>',
  ),
  koi: svg(
    '<path d="M46 32c5-6 10-9 14-9-2 5-2 13 0 18-4 0-9-3-14-9z" fill="#FF8A50"/><path d="M6 32c4-10 16-15 28-14 8 1 13 7 13 14s-5 13-13 14C22 47 10 42 6 32z" fill="#E8542C"/><path d="M18 22c6-2 12 0 15 5-5 3-11 3-15-1z" fill="#FFF6E5"/><path d="M28 40c6 1 11-1 14-4-4-1-10 0-14 4z" fill="#FFF6E5"/><circle cx="14" cy="30" r="2.6" fill="#14213D"/>',
  ),
  coin: svg(
    '<circle cx="32" cy="32" r="24" fill="#F2B441" stroke="#B9781A" stroke-width="3"/><circle cx="32" cy="32" r="18" fill="none" stroke="#FFF1B8" stroke-width="2"/><rect x="26" y="26" width="12" height="12" rx="1.5" fill="#B9781A"/><ellipse cx="23" cy="21" rx="6" ry="3" fill="#FFFFFF" opacity="0.5" transform="rotate(-30 23 21)"/>',
  ),
} as const;

export type SlotSymbol = keyof typeof SLOT_SYMBOLS;

/** A fish facing left, `body` and `fin` colours; drawn in a 120×60 box. */
export function fishSvg(body: string, fin: string): string {
  return `<svg viewBox="0 0 120 60" width="100%" height="100%" aria-hidden="true" focusable="false"><path d="M88 30c10-12 20-18 30-18-4 10-4 26 0 36-10 0-20-6-30-18z" fill="${fin}"/><path d="M44 12c8-8 20-8 26 0-8 2-16 2-26 0zM46 48c6 6 16 6 22 0-8-2-14-2-22 0z" fill="${fin}"/><path d="M4 30C12 14 34 8 56 10c20 2 34 10 36 20-2 10-16 18-36 20C34 52 12 46 4 30z" fill="${body}"/><path d="M30 14c-4 10-4 22 0 32" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="3" fill="none"/><circle cx="18" cy="26" r="4.5" fill="#FFFFFF"/><circle cx="17" cy="26" r="2.4" fill="#14213D"/></svg>`;
}

/** The fishing game's cannon, seen from above the sea floor; 100×80 box. */
export const CANNON_SVG =
  '<svg viewBox="0 0 100 80" width="100%" height="100%" aria-hidden="true" focusable="false"><rect x="40" y="4" width="20" height="44" rx="6" fill="#F2B441" stroke="#B9781A" stroke-width="3"/><rect x="36" y="4" width="28" height="10" rx="4" fill="#FFE08A" stroke="#B9781A" stroke-width="2"/><path d="M10 80c0-24 18-36 40-36s40 12 40 36z" fill="#24365F" stroke="#F2B441" stroke-width="3"/><circle cx="50" cy="62" r="9" fill="#E8542C" stroke="#FFE08A" stroke-width="2"/></svg>';
