import { BANNER_NAMES, bannerArt } from './banners.ts';
import { GAMES_ART_NAMES, gamesArt } from './games.ts';
import { koiArt, logoArt } from './logo.ts';
import { pitchArt } from './pitch.ts';
import { SPONSOR_ART_NAMES, sponsorArt } from './sponsors.ts';

/** SVG text for `/sandbox-art/<name>.svg`, or null when there is no such drawing. */
export function renderArt(name: string): string | null {
  if (name === 'logo') return logoArt();
  if (name === 'koi') return koiArt();
  return bannerArt(name) ?? sponsorArt(name) ?? gamesArt(name) ?? pitchArt(name);
}

export const ART_NAMES: readonly string[] = [
  'logo',
  'koi',
  ...BANNER_NAMES,
  ...SPONSOR_ART_NAMES,
  ...GAMES_ART_NAMES,
];
