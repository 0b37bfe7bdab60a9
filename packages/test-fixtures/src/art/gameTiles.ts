/**
 * The parts a slot or fishing tile is drawn from (issue #28: 120 slots had ~6 looks). A game's look is
 * one combination of palette, emblem and ground pattern, chosen from its index so that every game of a
 * venue gets its own (seed/games.ts `tileLook`). Emblems are drawn around (0,0) within ±40.
 */

/** Background gradient (dark, light) and the emblem's accent. */
export const TILE_PALETTES: readonly (readonly [string, string, string])[] = [
  ['#BE123C', '#FDE047', '#FFF1B8'],
  ['#7C3AED', '#F9A8D4', '#FDF4FF'],
  ['#0369A1', '#7DD3FC', '#E0F2FE'],
  ['#15803D', '#BEF264', '#F0FDF4'],
  ['#B45309', '#FDE68A', '#FFFBEB'],
  ['#9F1239', '#FDA4AF', '#FFF1F2'],
  ['#1E3A8A', '#A5B4FC', '#EEF2FF'],
  ['#0F766E', '#5EEAD4', '#F0FDFA'],
  ['#7F1D1D', '#F59E0B', '#FEF3C7'],
  ['#312E81', '#F472B6', '#FCE7F3'],
  ['#365314', '#FACC15', '#FEFCE8'],
  ['#164E63', '#F97316', '#FFEDD5'],
];

const gold = 'url(#gold)';

/** Slot emblems: coin, gem, star, pearl, crown, clover, lantern, bell, cherries, ingot, spade, lotus. */
export const SLOT_EMBLEMS: readonly ((accent: string) => string)[] = [
  () =>
    `<circle r="34" fill="url(#coin)"/><circle r="25" fill="none" stroke="#B9781A" stroke-width="3"/><rect x="-8" y="-8" width="16" height="16" rx="2" fill="#B9781A"/>`,
  (a) =>
    `<path d="M-32 -10 L-17 -32 L17 -32 L32 -10 L0 34 Z" fill="${a}"/><path d="M-32 -10 L32 -10 M-17 -32 L-8 -10 L0 34 M17 -32 L8 -10 L0 34" stroke="#64748b" stroke-width="2" fill="none"/>`,
  () =>
    `<path d="M0 -36 L10 -12 L36 -11 L16 6 L23 32 L0 17 L-23 32 L-16 6 L-36 -11 L-10 -12 Z" fill="${gold}"/>`,
  (a) =>
    `<circle r="30" fill="${a}" fill-opacity="0.9"/><path d="M-12 -6 C-4 -18 14 -14 12 0 C10 12 -8 14 -10 4" stroke="#E8542C" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="-10" cy="-12" r="6" fill="#ffffff" fill-opacity="0.8"/>`,
  (a) =>
    `<path d="M-34 22 L-38 -18 L-18 0 L0 -30 L18 0 L38 -18 L34 22 Z" fill="${gold}"/><rect x="-34" y="22" width="68" height="10" rx="3" fill="#B9781A"/><circle cy="-30" r="5" fill="${a}"/><circle cx="-38" cy="-18" r="4" fill="${a}"/><circle cx="38" cy="-18" r="4" fill="${a}"/>`,
  (a) =>
    `<g fill="#22c55e" stroke="${a}" stroke-width="2">${[0, 90, 180, 270].map((r) => `<circle cx="0" cy="-16" r="15" transform="rotate(${r})"/>`).join('')}</g><path d="M0 0 Q8 22 18 36" stroke="#166534" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  (a) =>
    `<rect x="-6" y="-40" width="12" height="8" fill="#B9781A"/><ellipse rx="30" ry="28" fill="#DC2626"/><path d="M-14 -26 Q-22 0 -14 26 M0 -28 V28 M14 -26 Q22 0 14 26" stroke="${a}" stroke-width="2" fill="none"/><rect x="-16" y="26" width="32" height="6" fill="#B9781A"/><path d="M-6 32 V42 M0 32 V44 M6 32 V42" stroke="#DC2626" stroke-width="2"/>`,
  (a) =>
    `<path d="M-26 20 C-26 -8 -20 -30 0 -32 C20 -30 26 -8 26 20 L32 26 L-32 26 Z" fill="${gold}"/><circle cy="32" r="7" fill="#B9781A"/><path d="M-12 -14 C-10 -22 -4 -24 0 -24" stroke="${a}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  (a) =>
    `<path d="M-14 12 C-6 -10 0 -26 10 -34 M14 14 C12 -6 10 -22 10 -34" stroke="#15803d" stroke-width="4" fill="none"/><circle cx="-16" cy="18" r="16" fill="#DC2626"/><circle cx="16" cy="20" r="16" fill="#B91C1C"/><circle cx="-21" cy="12" r="4" fill="${a}" fill-opacity="0.8"/><path d="M10 -34 C20 -38 30 -30 32 -22 C22 -22 14 -26 10 -34 Z" fill="#22c55e"/>`,
  (a) =>
    `<path d="M-38 6 C-34 28 34 28 38 6 Z" fill="${gold}"/><ellipse cy="2" rx="20" ry="16" fill="${gold}"/><path d="M-38 6 C-20 14 20 14 38 6" stroke="#B9781A" stroke-width="3" fill="none"/><ellipse cx="-6" cy="-4" rx="6" ry="4" fill="${a}" fill-opacity="0.8"/>`,
  (a) =>
    `<path d="M0 -36 C12 -18 36 -6 30 14 C26 26 10 26 4 16 L10 34 L-10 34 L-4 16 C-10 26 -26 26 -30 14 C-36 -6 -12 -18 0 -36 Z" fill="#1f2937" stroke="${a}" stroke-width="3"/>`,
  (a) =>
    `<g fill="#F472B6" stroke="${a}" stroke-width="2">${[-50, -25, 25, 50].map((r) => `<path d="M0 16 C-12 -4 -8 -24 0 -34 C8 -24 12 -4 0 16 Z" transform="rotate(${r} 0 16)"/>`).join('')}<path d="M0 16 C-12 -4 -8 -24 0 -34 C8 -24 12 -4 0 16 Z" fill="#EC4899"/></g><ellipse cy="22" rx="30" ry="6" fill="#15803d"/>`,
];

/** Fishing emblems: koi, puffer, shark, jellyfish, crab, turtle, octopus, whale. */
export const SEA_EMBLEMS: readonly ((accent: string) => string)[] = [
  () =>
    `<path d="M-36 0 C-20 -26 18 -26 30 0 C18 26 -20 26 -36 0 Z" fill="url(#koi-body)"/><path d="M28 0 L44 -16 L44 16 Z" fill="url(#koi-fin)"/><circle cx="-20" cy="-5" r="4" fill="#1d1a17"/>`,
  (a) =>
    `<circle r="28" fill="#FACC15"/>${[0, 45, 90, 135, 180, 225, 270, 315].map((r) => `<path d="M0 -28 L4 -38 L-4 -38 Z" fill="#CA8A04" transform="rotate(${r})"/>`).join('')}<circle cx="-10" cy="-6" r="5" fill="#ffffff"/><circle cx="-10" cy="-6" r="2.5" fill="#111827"/><ellipse cx="-16" cy="10" rx="6" ry="3" fill="${a}"/>`,
  (a) =>
    `<path d="M-40 6 C-20 -18 20 -18 34 0 L44 -16 L42 6 L44 24 L34 10 C20 20 -20 22 -40 6 Z" fill="#64748b"/><path d="M-4 -14 L6 -34 L12 -12 Z" fill="#475569"/><path d="M-36 8 C-20 16 10 16 30 8" fill="${a}" fill-opacity="0.6"/><circle cx="-26" cy="0" r="3" fill="#111827"/>`,
  (a) =>
    `<path d="M-28 0 C-28 -36 28 -36 28 0 Z" fill="#C084FC" fill-opacity="0.9"/><path d="M-20 0 C-24 14 -16 24 -20 36 M-6 0 C-10 14 -2 26 -6 38 M8 0 C4 14 12 26 8 38 M22 0 C18 14 26 24 22 36" stroke="${a}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  (a) =>
    `<ellipse cy="6" rx="24" ry="16" fill="#EF4444"/><path d="M-22 -2 C-36 -10 -36 -26 -24 -30 L-22 -20 L-30 -22 C-30 -14 -26 -8 -18 -6 Z M22 -2 C36 -10 36 -26 24 -30 L22 -20 L30 -22 C30 -14 26 -8 18 -6 Z" fill="#DC2626"/><path d="M-20 16 L-34 28 M-14 20 L-24 34 M20 16 L34 28 M14 20 L24 34" stroke="#B91C1C" stroke-width="4" stroke-linecap="round"/><circle cx="-8" cy="-6" r="4" fill="${a}"/><circle cx="8" cy="-6" r="4" fill="${a}"/>`,
  (a) =>
    `<ellipse rx="28" ry="22" fill="#15803D"/><path d="M-14 -12 L0 -20 L14 -12 L14 6 L0 14 L-14 6 Z" fill="none" stroke="${a}" stroke-width="2"/><circle cx="36" cy="-4" r="9" fill="#4ADE80"/><ellipse cx="-22" cy="-20" rx="9" ry="5" fill="#4ADE80"/><ellipse cx="-22" cy="20" rx="9" ry="5" fill="#4ADE80"/><ellipse cx="22" cy="20" rx="9" ry="5" fill="#4ADE80"/>`,
  (a) =>
    `<path d="M-24 4 C-30 -34 30 -34 24 4 Z" fill="#A855F7"/>${[-20, -8, 4, 16].map((x) => `<path d="M${x} 2 C${x - 6} 18 ${x + 8} 24 ${x + 2} 38" stroke="#9333EA" stroke-width="6" fill="none" stroke-linecap="round"/>`).join('')}<circle cx="-8" cy="-8" r="4" fill="${a}"/><circle cx="8" cy="-8" r="4" fill="${a}"/>`,
  (a) =>
    `<path d="M-40 4 C-40 -22 20 -26 30 0 L44 -14 L40 4 L44 20 L30 8 C20 26 -40 28 -40 4 Z" fill="#2563EB"/><path d="M-38 10 C-20 20 10 20 26 10" fill="${a}" fill-opacity="0.7"/><circle cx="-24" cy="-2" r="3" fill="#111827"/><path d="M-14 -24 C-16 -34 -10 -38 -8 -32 M-14 -24 C-12 -34 -18 -38 -20 -32" stroke="#93C5FD" stroke-width="2" fill="none"/>`,
];

/** A point 200 units from the emblem's centre at `degrees`, as `x y`. */
function ray(degrees: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${(120 + 200 * Math.cos(radians)).toFixed(1)} ${(96 + 200 * Math.sin(radians)).toFixed(1)}`;
}

/** Faint patterns over the tile's ground: rays, dots, rings, stripes. */
export const TILE_PATTERNS: readonly string[] = [
  `<g fill="#ffffff" fill-opacity="0.1">${Array.from({ length: 12 }, (_, i) => `<path d="M120 96 L${ray(i * 30)} L${ray(i * 30 + 12)} Z"/>`).join('')}</g>`,
  `<g fill="#ffffff" fill-opacity="0.14">${Array.from({ length: 36 }, (_, i) => `<circle cx="${20 + (i % 6) * 40}" cy="${14 + Math.floor(i / 6) * 30}" r="3"/>`).join('')}</g>`,
  `<g fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="6">${[40, 70, 100, 130].map((r) => `<circle cx="120" cy="96" r="${r}"/>`).join('')}</g>`,
  `<g stroke="#ffffff" stroke-opacity="0.1" stroke-width="14">${[-160, -100, -40, 20, 80, 140, 200].map((x) => `<path d="M${x} 240 L${x + 240} 0"/>`).join('')}</g>`,
];

export interface TileLook {
  palette: number;
  emblem: number;
  pattern: number;
}

/**
 * 240x240 body of a game tile: ground, pattern, emblem. No lettering: the lobby prints the game's name
 * under the tile as text in the member's script (a drawn name stayed Simplified under 繁), and its 热门 mark.
 */
export function tileBody(look: TileLook, fishing: boolean): string {
  const [, , accent] = TILE_PALETTES[look.palette % TILE_PALETTES.length] ?? TILE_PALETTES[0] ?? ['', '', ''];
  const emblems = fishing ? SEA_EMBLEMS : SLOT_EMBLEMS;
  const emblem = emblems[look.emblem % emblems.length]?.(accent) ?? '';
  const pattern = TILE_PATTERNS[look.pattern % TILE_PATTERNS.length] ?? '';
  return `<rect width="240" height="240" fill="url(#bg)"/>
<g transform="translate(0 24)">${pattern}</g>
<circle cx="120" cy="120" r="92" fill="url(#glow)"/>
<circle cx="120" cy="120" r="84" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="3"/>
<g transform="translate(120 120) scale(1.8)" filter="url(#shadow)">${emblem}</g>`;
}

/** The tile look of game `index` of a venue: all differ within a venue (index -> a step of 37 mod 576). */
export function tileLook(index: number, offset: number, fishing: boolean): TileLook {
  const emblems = fishing ? SEA_EMBLEMS.length : SLOT_EMBLEMS.length;
  const span = emblems * TILE_PALETTES.length * TILE_PATTERNS.length;
  const combo = (index * 37 + offset) % span;
  return {
    emblem: combo % emblems,
    palette: Math.floor(combo / emblems) % TILE_PALETTES.length,
    pattern: Math.floor(combo / (emblems * TILE_PALETTES.length)),
  };
}
