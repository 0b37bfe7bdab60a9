import { findGame, findVenue, SEED_VENUES, venueGames } from '../seed/games.ts';
import { SEA_EMBLEMS, SLOT_EMBLEMS, TILE_PALETTES, TILE_PATTERNS, tileBody } from './gameTiles.ts';
import { svgDocument } from './svg.ts';

/**
 * Emblems of the venue cards, drawn around (0,0) within ±40, a few per category so that venues of one
 * lobby differ in emblem as well as colour. Cards carry no lettering (issue #28 follow-up: a 繁 member saw
 * Simplified names in the art): the lobby prints the venue's name and tagline under the picture as text,
 * in the member's script.
 */
const coin = `<circle r="34" fill="url(#coin)"/><circle r="25" fill="none" stroke="#B9781A" stroke-width="3"/><rect x="-8" y="-8" width="16" height="16" rx="2" fill="#B9781A"/>`;
const chip = (a: string) =>
  `<circle r="34" fill="${a}"/><circle r="34" fill="none" stroke="#ffffff" stroke-width="8" stroke-dasharray="10 7.8"/><circle r="22" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2"/><circle r="14" fill="url(#gold)"/>`;
const cards = (a: string) =>
  `<g transform="rotate(-14)"><rect x="-34" y="-34" width="44" height="62" rx="6" fill="#ffffff" stroke="${a}" stroke-width="2"/><path d="M-12 -14 C-4 -4 2 2 -12 12 C-26 2 -20 -4 -12 -14 Z" fill="#1f2937"/></g><g transform="rotate(12)"><rect x="-6" y="-36" width="44" height="62" rx="6" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/><path d="M16 -2 C10 -14 0 -8 4 0 L16 14 L28 0 C32 -8 22 -14 16 -2 Z" fill="#DC2626"/></g>`;
const wheel = (a: string) =>
  `<circle r="36" fill="url(#gold)"/><circle r="29" fill="#14532d"/>${Array.from({ length: 12 }, (_, i) => `<path d="M0 0 L0 -29 A29 29 0 0 1 14.5 -25.1 Z" fill="${i % 2 === 0 ? '#B91C1C' : '#111827'}" transform="rotate(${i * 30})"/>`).join('')}<circle r="12" fill="url(#gold)"/><circle cx="0" cy="-22" r="4" fill="#ffffff"/><circle r="4" fill="${a}"/>`;
const tile = (a: string) =>
  `<rect x="-26" y="-36" width="52" height="72" rx="8" fill="#FFF6E5" stroke="#B9781A" stroke-width="3"/><rect x="-18" y="-28" width="36" height="56" rx="5" fill="none" stroke="${a}" stroke-width="2"/><circle cy="-12" r="7" fill="#DC2626"/><circle cx="-8" cy="8" r="5" fill="#15803D"/><circle cx="8" cy="8" r="5" fill="#1D4ED8"/><circle cy="20" r="4" fill="#DC2626"/>`;
const dice = (a: string) =>
  `<rect x="-32" y="-32" width="64" height="64" rx="12" fill="#ffffff" stroke="${a}" stroke-width="3"/>${[
    [-16, -16],
    [16, -16],
    [0, 0],
    [-16, 16],
    [16, 16],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${x === 0 ? '#DC2626' : '#1f2937'}"/>`)
    .join('')}`;
const ball = (a: string) =>
  `<circle r="34" fill="#ffffff"/><path d="M0 -12 L11 -4 L7 10 L-7 10 L-11 -4 Z" fill="#1f2937"/><path d="M0 -12 V-34 M11 -4 L32 -11 M7 10 L20 28 M-7 10 L-20 28 M-11 -4 L-32 -11" stroke="#1f2937" stroke-width="3"/><circle r="34" fill="none" stroke="${a}" stroke-width="3"/>`;
const pad = (a: string) =>
  `<path d="M-26 -18 H26 C38 -18 44 -6 44 10 C44 26 36 32 28 26 L16 14 H-16 L-28 26 C-36 32 -44 26 -44 10 C-44 -6 -38 -18 -26 -18 Z" fill="#1f2937" stroke="${a}" stroke-width="3"/><path d="M-26 -6 V10 M-34 2 H-18" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/><circle cx="22" cy="-4" r="5" fill="#F59E0B"/><circle cx="30" cy="6" r="5" fill="#EF4444"/><circle cx="14" cy="6" r="5" fill="#22C55E"/>`;
const shield = (a: string) =>
  `<path d="M0 -38 L32 -26 C32 6 20 26 0 38 C-20 26 -32 6 -32 -26 Z" fill="url(#gold)"/><path d="M0 -26 L20 -18 C20 2 12 16 0 24 C-12 16 -20 2 -20 -18 Z" fill="${a}"/><path d="M-8 -4 L0 -16 L8 -4 L4 -4 L4 10 L-4 10 L-4 -4 Z" fill="#ffffff"/>`;
const balls = (a: string) =>
  `${[
    [-20, 10, '#DC2626'],
    [20, 10, '#2563EB'],
    [0, -20, '#F59E0B'],
  ]
    .map(
      ([x, y, c]) =>
        `<circle cx="${x}" cy="${y}" r="20" fill="${c}"/><circle cx="${x}" cy="${y}" r="10" fill="#ffffff" fill-opacity="0.9"/><circle cx="${Number(x) - 7}" cy="${Number(y) - 8}" r="4" fill="#ffffff" fill-opacity="0.6"/>`,
    )
    .join('')}<circle r="40" fill="none" stroke="${a}" stroke-width="2" stroke-dasharray="4 6"/>`;
const ticket = (a: string) =>
  `<path d="M-38 -24 H38 V-8 C30 -8 30 8 38 8 V24 H-38 V8 C-30 8 -30 -8 -38 -8 Z" fill="url(#gold)"/><path d="M-14 -24 V24" stroke="#B9781A" stroke-width="2" stroke-dasharray="4 4"/>${[
    -2, 10, 22,
  ]
    .map((x) => `<circle cx="${x}" cy="0" r="6" fill="${a}"/>`)
    .join(
      '',
    )}<path d="M-28 -6 L-26 0 L-20 0 L-25 4 L-23 10 L-28 6 L-33 10 L-31 4 L-36 0 L-30 0 Z" fill="#B91C1C"/>`;
const trophy = (a: string) =>
  `<path d="M-22 -34 H22 V-10 C22 8 10 16 0 16 C-10 16 -22 8 -22 -10 Z" fill="url(#gold)"/><path d="M-22 -26 C-38 -26 -38 0 -18 2 M22 -26 C38 -26 38 0 18 2" stroke="#B9781A" stroke-width="4" fill="none"/><rect x="-5" y="16" width="10" height="10" fill="#B9781A"/><rect x="-18" y="26" width="36" height="10" rx="3" fill="url(#gold)"/><path d="M0 -26 L4 -16 L14 -16 L6 -10 L9 0 L0 -6 L-9 0 L-6 -10 L-14 -16 L-4 -16 Z" fill="${a}"/>`;

/** Each category's emblems; venue `i` of a category gets emblem `i` (mod the list). */
const CATEGORY_EMBLEMS: Record<string, readonly ((accent: string) => string)[]> = {
  TY: [ball, shield, trophy],
  ZR: [chip, cards, wheel],
  QP: [tile, dice],
  DJ: [pad, shield],
  CP: [balls, ticket],
  DZ: [() => coin, ...SLOT_EMBLEMS.slice(2, 5)],
  BY: [...SEA_EMBLEMS.slice(0, 1), ...SEA_EMBLEMS.slice(2, 3)],
};

function background(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** 480x270 card art of a venue: `/sandbox-art/venue-<enname>.svg`; no lettering, never the code. */
function venueArt(enName: string): string | null {
  const venue = findVenue(enName);
  if (venue === undefined) return null;
  const [from, to] = venue.colors;
  const siblings = SEED_VENUES.filter((other) => other.category === venue.category);
  const index = Math.max(0, siblings.indexOf(venue));
  const emblems = CATEGORY_EMBLEMS[venue.category] ?? [() => coin];
  const emblem = emblems[index % emblems.length]?.(from) ?? '';
  const pattern = TILE_PATTERNS[(SEED_VENUES.indexOf(venue) + index) % TILE_PATTERNS.length] ?? '';
  const body = `<rect width="480" height="270" fill="url(#bg)"/>
<g transform="translate(120 39)">${pattern}</g><g transform="translate(-100 39)">${pattern}</g>
<circle cx="400" cy="60" r="140" fill="#ffffff" fill-opacity="0.08"/><circle cx="60" cy="250" r="110" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="240" cy="135" r="118" fill="url(#glow)"/>
<g transform="translate(240 135) scale(2.3)" filter="url(#shadow)">${emblem}</g>`;
  return svgDocument(480, 270, '', background('bg', from, to), body);
}

/** 240x240 tile art of one game: `/sandbox-art/game-<gamecode>.svg`, its own palette, emblem and pattern, no lettering. */
function gameArt(gameCode: string): string | null {
  const enName = gameCode.split('-')[0]?.toUpperCase() ?? '';
  const venue = findVenue(enName);
  const game = findGame(enName, gameCode);
  if (venue === undefined || game === undefined) return null;
  const [from = '#BE123C', to = '#FDE047'] = TILE_PALETTES[game.look.palette] ?? [];
  const body = tileBody(game.look, venue.category === 'BY');
  return svgDocument(240, 240, '', background('bg', from, to), body);
}

/** Game and venue art by name, or null when the name is not one of ours. */
export function gamesArt(name: string): string | null {
  if (name.startsWith('venue-')) return venueArt(name.slice('venue-'.length).toUpperCase());
  if (name.startsWith('game-')) return gameArt(name.slice('game-'.length));
  return null;
}

export const venueArtName = (enName: string): string => `venue-${enName.toLowerCase()}`;
export const gameArtName = (gameCode: string): string => `game-${gameCode}`;

export const GAMES_ART_NAMES: readonly string[] = [
  ...SEED_VENUES.map((venue) => venueArtName(venue.enName)),
  ...SEED_VENUES.flatMap((venue) =>
    venue.category === 'DZ' || venue.category === 'BY'
      ? venueGames(venue)
          .slice(0, 2)
          .map((game) => gameArtName(game.gameCode))
      : [],
  ),
];
