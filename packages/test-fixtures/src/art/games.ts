import { findGame, findVenue, SEED_VENUES, venueGames } from '../seed/games.ts';
import { TILE_PALETTES, tileBody } from './gameTiles.ts';
import { escapeXml, FONT_FAMILY, svgDocument } from './svg.ts';

// Simple emblems drawn around (0,0) within ±40; one per game motif and venue category.
const MOTIFS: readonly string[] = [
  // coin
  `<circle r="34" fill="url(#coin)" filter="url(#shadow)"/><circle r="25" fill="none" stroke="#B9781A" stroke-width="3"/><text y="11" text-anchor="middle" font-size="30" font-weight="700" fill="#8A5410" font-family="${FONT_FAMILY}">福</text>`,
  // gem
  `<path d="M-30 -12 L-16 -32 L16 -32 L30 -12 L0 34 Z" fill="#ffffff" fill-opacity="0.9" filter="url(#shadow)"/><path d="M-30 -12 L30 -12 M-16 -32 L-8 -12 L0 34 M16 -32 L8 -12 L0 34" stroke="#94a3b8" stroke-width="2" fill="none"/>`,
  // fish
  `<g filter="url(#shadow)"><path d="M-36 0 C-20 -26 18 -26 30 0 C18 26 -20 26 -36 0 Z" fill="url(#koi-body)"/><path d="M28 0 L44 -16 L44 16 Z" fill="url(#koi-fin)"/><circle cx="-20" cy="-5" r="4" fill="#1d1a17"/></g>`,
  // star
  `<path d="M0 -36 L10 -12 L36 -11 L16 6 L23 32 L0 17 L-23 32 L-16 6 L-36 -11 L-10 -12 Z" fill="url(#gold)" filter="url(#shadow)"/>`,
  // dragon pearl
  `<circle r="30" fill="url(#glow)"/><circle r="22" fill="#ffffff" fill-opacity="0.85" filter="url(#shadow)"/><path d="M-12 -6 C-4 -18 14 -14 12 0 C10 12 -8 14 -10 4" stroke="#E8542C" stroke-width="4" fill="none" stroke-linecap="round"/>`,
];
const CATEGORY_MOTIF: Record<string, number> = { TY: 3, ZR: 0, QP: 1, DJ: 4, CP: 0, DZ: 3, BY: 2 };

function background(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** 480x270 card art of a venue: `/sandbox-art/venue-<enname>.svg`; its lettering is Chinese, never the code. */
function venueArt(enName: string): string | null {
  const venue = findVenue(enName);
  if (venue === undefined) return null;
  const [from, to] = venue.colors;
  const motif = MOTIFS[CATEGORY_MOTIF[venue.category] ?? 0] ?? '';
  const body = `<rect width="480" height="270" fill="url(#bg)"/>
<circle cx="400" cy="60" r="140" fill="#ffffff" fill-opacity="0.08"/><circle cx="60" cy="250" r="110" fill="#ffffff" fill-opacity="0.06"/>
<g transform="translate(372 140) scale(2.1)">${motif}</g>
<text x="36" y="128" font-size="46" font-weight="700" fill="#ffffff" font-family="${FONT_FAMILY}" filter="url(#text-shadow)">${escapeXml(venue.name)}</text>
<text x="38" y="172" font-size="20" fill="#ffffff" fill-opacity="0.85" font-family="${FONT_FAMILY}">${escapeXml(venue.tagline)}</text>`;
  return svgDocument(480, 270, venue.name, background('bg', from, to), body);
}

/** 240x240 tile art of one game: `/sandbox-art/game-<gamecode>.svg`, its own palette, emblem and pattern. */
function gameArt(gameCode: string): string | null {
  const enName = gameCode.split('-')[0]?.toUpperCase() ?? '';
  const venue = findVenue(enName);
  const game = findGame(enName, gameCode);
  if (venue === undefined || game === undefined) return null;
  const [from = '#BE123C', to = '#FDE047'] = TILE_PALETTES[game.look.palette] ?? [];
  const body = tileBody(game.look, venue.category === 'BY', game.name.slice(0, 1), game.name);
  return svgDocument(240, 240, game.name, background('bg', from, to), body);
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
