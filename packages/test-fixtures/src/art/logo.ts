import { koi } from './motifs.ts';
import { linearGradient, PALETTE, svgDocument, text } from './svg.ts';

/** The site logo: a koi circling inside a red-gold disc, and the 锦鲤 wordmark. 240 x 72. */
export function logoArt(): string {
  const defs = linearGradient('disc', [PALETTE.koi, '#F27A3A', PALETTE.gold], 1, 1);
  const body = `<circle cx="36" cy="36" r="32" fill="url(#disc)"/>
<circle cx="36" cy="36" r="27" fill="none" stroke="#FFFFFF" stroke-width="2" opacity="0.7"/>
<g transform="translate(36 36) rotate(-35) translate(-24 0)">
<g transform="scale(0.145)"><path d="M0 0C4-30 50-48 110-44C170-40 215-18 250-4L250 4C215 18 170 40 110 44C50 48 4 30 0 0Z" fill="#FFFFFF"/>
<path d="M245 0C270-18 300-52 335-58C318-28 316-10 322 0C316 10 318 28 335 58C300 52 270 18 245 0Z" fill="#FFFFFF" opacity="0.85"/>
<circle cx="30" cy="-10" r="8" fill="${PALETTE.koi}"/></g></g>
${text('锦鲤', { x: 80, y: 46, size: 34, fill: PALETTE.koi, weight: 900, letterSpacing: 3 })}
${text('娱乐', { x: 160, y: 46, size: 22, fill: PALETTE.navy, weight: 700, letterSpacing: 2 })}
${text('JINLI GAMING', { x: 81, y: 64, size: 10.5, fill: PALETTE.goldDeep, weight: 700, letterSpacing: 3.2 })}`;
  return svgDocument(240, 72, '锦鲤娱乐', defs, body);
}

/** A large koi for empty states and splash screens (also shows the fish at full detail). */
export function koiArt(): string {
  return svgDocument(400, 200, '锦鲤', '', koi({ x: 30, y: 100, scale: 1.05 }));
}
