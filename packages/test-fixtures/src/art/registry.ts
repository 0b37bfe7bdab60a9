import { ACTIVITY_BANNER_NAMES, activityBannerArt } from './activityBanners.ts';
import { AVATAR_ART_NAMES, avatarArt } from './avatars.ts';
import { BANNER_NAMES, bannerArt } from './banners.ts';
import { GAMES_ART_NAMES, gamesArt } from './games.ts';
import { koiArt, logoArt } from './logo.ts';
import { pitchArt } from './pitch.ts';
import { SPONSOR_ART_NAMES, sponsorArt } from './sponsors.ts';
import { TRADITIONAL_SUFFIX, toTraditionalLettering } from './traditionalLettering.ts';

/**
 * Lettered art per language: `<name>-zh-tw` is `<name>` lettered in Traditional (getMyDiscountAd and
 * sponsorContent `langx`, issue #28).
 */
function letteredArtIn(name: string): string | null {
  const base = name.slice(0, -TRADITIONAL_SUFFIX.length);
  const art = bannerArt(base) ?? activityBannerArt(base) ?? sponsorArt(base);
  return art === null ? null : toTraditionalLettering(art);
}

/** SVG text for `/sandbox-art/<name>.svg`, or null when there is no such drawing. */
export function renderArt(name: string): string | null {
  if (name.endsWith(TRADITIONAL_SUFFIX)) return letteredArtIn(name);
  if (name === 'logo') return logoArt();
  if (name === 'koi') return koiArt();
  return (
    bannerArt(name) ??
    activityBannerArt(name) ??
    sponsorArt(name) ??
    gamesArt(name) ??
    avatarArt(name) ??
    pitchArt(name)
  );
}

export const ART_NAMES: readonly string[] = [
  'logo',
  'koi',
  ...BANNER_NAMES,
  ...ACTIVITY_BANNER_NAMES,
  ...SPONSOR_ART_NAMES,
  ...GAMES_ART_NAMES,
  ...AVATAR_ART_NAMES,
];
