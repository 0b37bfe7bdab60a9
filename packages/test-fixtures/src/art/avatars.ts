import { svgDocument } from './svg.ts';

/** The avatar gallery of user/avatarList: koi-themed round portraits, `avatar-1` … `avatar-8`. */
const AVATAR_COLOURS = [
  ['#E8542C', '#FFE08A'],
  ['#14213D', '#F2B441'],
  ['#2F7D6D', '#FFF6E5'],
  ['#7A3E9D', '#FFD1E8'],
  ['#B8361A', '#FFF3C4'],
  ['#24365F', '#9FD8FF'],
  ['#C47F17', '#FFF6E5'],
  ['#3C6E2F', '#E8F7C8'],
] as const;

export const AVATAR_COUNT = AVATAR_COLOURS.length;
export const AVATAR_ART_NAMES: readonly string[] = AVATAR_COLOURS.map((_, i) => `avatar-${i + 1}`);

export function avatarArt(name: string): string | null {
  const match = /^avatar-(\d+)$/.exec(name);
  const colours = match ? AVATAR_COLOURS[Number(match[1]) - 1] : undefined;
  if (colours === undefined) return null;
  const [ground, accent] = colours;
  const index = Number(match?.[1] ?? 1);
  const tilt = ((index * 23) % 40) - 20;
  return svgDocument(
    96,
    96,
    `头像 ${index}`,
    '',
    `<circle cx="48" cy="48" r="48" fill="${ground}"/>
<circle cx="48" cy="48" r="40" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="2"/>
<g transform="rotate(${tilt} 48 48)">
<path d="M20 52c10-22 40-28 56-8-14 16-40 20-56 8z" fill="${accent}"/>
<path d="M74 46l12-10v22z" fill="${accent}" fill-opacity="0.8"/>
<circle cx="32" cy="46" r="3" fill="${ground}"/>
</g>
<circle cx="26" cy="24" r="4" fill="none" stroke="${accent}" stroke-width="2"/>
<circle cx="36" cy="16" r="2.5" fill="none" stroke="${accent}" stroke-width="2"/>`,
  );
}
