import { escapeXml, FONT_FAMILY, PALETTE } from './svg.ts';

/** Drawn objects in local coordinates, placed with an SVG transform. All use ids from SHARED_DEFS. */

export interface Placement {
  x: number;
  y: number;
  scale?: number;
  rotate?: number;
  opacity?: number;
}

function place(p: Placement, content: string): string {
  const scale = p.scale ?? 1;
  const transform = `translate(${p.x} ${p.y}) rotate(${p.rotate ?? 0}) scale(${scale})`;
  const opacity = p.opacity === undefined ? '' : ` opacity="${p.opacity}"`;
  return `<g transform="${transform}"${opacity}>${content}</g>`;
}

function scaleArcs(): string {
  const arcs: string[] = [];
  for (let x = 60; x <= 220; x += 20) {
    for (const y of [-18, 0, 18]) {
      if (Math.abs(y) === 18 && x > 200) continue;
      arcs.push(`M${x - 8} ${y}a9 9 0 0 0 16 0`);
    }
  }
  return `<path d="${arcs.join('')}" fill="none" stroke="#FFFFFF" stroke-width="1.6" opacity="0.28"/>`;
}

/** A kohaku-style koi, head at the origin facing left, about 335 units long. */
export function koi(p: Placement): string {
  return place(
    p,
    `<path d="M245 0C270-18 300-52 335-58C318-28 316-10 322 0C316 10 318 28 335 58C300 52 270 18 245 0Z" fill="url(#koi-fin)"/>
<path d="M80-42C110-78 170-70 200-30C160-40 120-44 80-42Z" fill="url(#koi-fin)"/>
<path d="M60 36C50 70 80 88 105 80C95 62 85 46 75 38Z" fill="url(#koi-fin)"/>
<path d="M150 38C150 60 170 70 185 66C178 52 170 42 160 36Z" fill="url(#koi-fin)"/>
<path d="M0 0C4-30 50-48 110-44C170-40 215-18 250-4L250 4C215 18 170 40 110 44C50 48 4 30 0 0Z" fill="url(#koi-body)"/>
<path d="M20-18C40-40 80-38 95-20C85-5 55 0 35-4C25-7 20-12 20-18Z" fill="${PALETTE.cream}" opacity="0.92"/>
<path d="M120-36C150-42 185-28 200-15C180 0 145 5 125-8Z" fill="${PALETTE.cream}" opacity="0.9"/>
<path d="M140 20C165 12 200 14 215 10C200 25 170 35 145 32Z" fill="${PALETTE.cream}" opacity="0.85"/>
${scaleArcs()}
<path d="M8 6C-8 14-16 26-10 36M10-2C-6-2-18 6-20 14" fill="none" stroke="${PALETTE.koiDeep}" stroke-width="2.4" stroke-linecap="round"/>
<circle cx="28" cy="-10" r="5.5" fill="${PALETTE.navy}"/><circle cx="29.8" cy="-11.8" r="1.8" fill="#FFFFFF"/>`,
  );
}

/** A round coin with a square hole, radius 40 before scaling. */
export function coin(p: Placement): string {
  return place(
    p,
    `<circle r="40" fill="url(#coin)" stroke="${PALETTE.goldDeep}" stroke-width="3"/>
<circle r="31" fill="none" stroke="#FFF1B8" stroke-width="2" opacity="0.8"/>
<rect x="-9" y="-9" width="18" height="18" rx="2" fill="${PALETTE.goldDeep}"/>
<ellipse cx="-14" cy="-18" rx="10" ry="5" fill="#FFFFFF" opacity="0.45" transform="rotate(-30 -14 -18)"/>`,
  );
}

export function sparkle(p: Placement, color: string = PALETTE.goldLight): string {
  return place(p, `<path d="M0-20C3-4 4-3 20 0C4 3 3 4 0 20C-3 4-4 3-20 0C-4-3-3-4 0-20Z" fill="${color}"/>`);
}

export function football(p: Placement): string {
  const patches = [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<path d="M-9 -56L9 -56L14 -44L0 -36L-14 -44Z" fill="${PALETTE.navy}" transform="rotate(${angle})"/>`,
    )
    .join('');
  return place(
    p,
    `<circle r="60" fill="#FFFFFF" stroke="#D6DBE6" stroke-width="3"/>
<path d="M0-20L19-6L12 16L-12 16L-19-6Z" fill="${PALETTE.navy}"/>
${patches}
<path d="M0-20L0-36M19-6L34-11M12 16L21 29M-12 16L-21 29M-19-6L-34-11" stroke="${PALETTE.navy}" stroke-width="3"/>
<ellipse cx="-22" cy="-26" rx="16" ry="8" fill="#FFFFFF" opacity="0.7" transform="rotate(-35 -22 -26)"/>`,
  );
}

export function playingCard(p: Placement, rank: string, suit: '♠' | '♥' | '♦' | '♣'): string {
  const color = suit === '♥' || suit === '♦' ? '#D12C2C' : PALETTE.navy;
  return place(
    p,
    `<rect x="-55" y="-78" width="110" height="156" rx="10" fill="#FFFFFF" stroke="#E3D3B0" stroke-width="3"/>
<rect x="-45" y="-68" width="90" height="136" rx="6" fill="none" stroke="${PALETTE.gold}" stroke-width="1.5" opacity="0.7"/>
<text x="-36" y="-40" font-family="${FONT_FAMILY}" font-size="28" font-weight="800" fill="${color}" text-anchor="middle">${rank}</text>
<text x="0" y="22" font-family="${FONT_FAMILY}" font-size="64" fill="${color}" text-anchor="middle">${suit}</text>`,
  );
}

export function chip(p: Placement, color: string): string {
  return place(
    p,
    `<circle r="44" fill="${color}" stroke="#FFFFFF" stroke-width="9" stroke-dasharray="17 12"/>
<circle r="30" fill="none" stroke="#FFFFFF" stroke-width="2" opacity="0.8"/>
<circle r="22" fill="url(#gold)"/>`,
  );
}

export function crown(p: Placement): string {
  return place(
    p,
    `<path d="M-90 40L-105-50L-50-5L0-70L50-5L105-50L90 40Z" fill="url(#gold)" stroke="${PALETTE.goldDeep}" stroke-width="4" stroke-linejoin="round"/>
<rect x="-92" y="40" width="184" height="28" rx="6" fill="url(#gold)" stroke="${PALETTE.goldDeep}" stroke-width="4"/>
<circle cx="0" cy="-70" r="10" fill="${PALETTE.koi}"/><circle cx="-105" cy="-50" r="8" fill="${PALETTE.koi}"/><circle cx="105" cy="-50" r="8" fill="${PALETTE.koi}"/>
<path d="M0 0L14 16L0 32L-14 16Z" fill="#6FD3FF" stroke="#FFFFFF" stroke-width="2"/>
<circle cx="-50" cy="54" r="6" fill="${PALETTE.koi}"/><circle cx="50" cy="54" r="6" fill="${PALETTE.koi}"/>`,
  );
}

export function calendar(p: Placement, checked: number): string {
  const cells: string[] = [];
  for (let i = 0; i < 7; i++) {
    const cx = -78 + (i % 4) * 52;
    const cy = -8 + Math.floor(i / 4) * 52;
    const done = i < checked;
    cells.push(
      `<rect x="${cx - 20}" y="${cy - 20}" width="40" height="40" rx="8" fill="${done ? PALETTE.koi : '#F3E7D3'}"/>`,
      done
        ? `<path d="M${cx - 10} ${cy}l7 8 13-15" fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<text x="${cx}" y="${cy + 8}" font-family="${FONT_FAMILY}" font-size="20" font-weight="700" fill="${PALETTE.goldDeep}" text-anchor="middle">${i + 1}</text>`,
    );
  }
  return place(
    p,
    `<rect x="-115" y="-95" width="230" height="190" rx="18" fill="#FFFFFF" filter="url(#shadow)"/>
<path d="M-115-77a18 18 0 0 1 18-18h194a18 18 0 0 1 18 18v27h-230Z" fill="url(#gold)"/>
<rect x="-70" y="-110" width="12" height="34" rx="6" fill="${PALETTE.navy}"/><rect x="58" y="-110" width="12" height="34" rx="6" fill="${PALETTE.navy}"/>
${cells.join('')}`,
  );
}

export function giftBox(p: Placement): string {
  return place(
    p,
    `<rect x="-60" y="-20" width="120" height="90" rx="8" fill="${PALETTE.koi}"/>
<rect x="-70" y="-45" width="140" height="32" rx="8" fill="#F27A3A"/>
<rect x="-12" y="-45" width="24" height="115" fill="url(#gold)"/>
<path d="M0-45C-30-90-70-60-40-45ZM0-45C30-90 70-60 40-45Z" fill="url(#gold)" stroke="${PALETTE.goldDeep}" stroke-width="3"/>`,
  );
}

export function ticket(p: Placement, lines: readonly string[], title = '串关注单'): string {
  const rows = lines
    .map(
      (line, index) =>
        `<text x="-80" y="${-28 + index * 34}" font-family="${FONT_FAMILY}" font-size="20" font-weight="700" fill="${PALETTE.navy}">${line}</text><circle cx="78" cy="${-35 + index * 34}" r="9" fill="${PALETTE.koi}"/>`,
    )
    .join('');
  return place(
    p,
    `<path d="M-105-85h210v60a14 14 0 0 0 0 28v112h-210v-112a14 14 0 0 0 0-28Z" fill="#FFFFFF" filter="url(#shadow)"/>
<rect x="-105" y="-85" width="210" height="36" fill="url(#gold)"/>
<text x="0" y="-60" font-family="${FONT_FAMILY}" font-size="20" font-weight="800" fill="${PALETTE.navy}" text-anchor="middle">${escapeXml(title)}</text>
${rows}`,
  );
}

/** Soft horizontal water ripples across the bottom of a banner. */
export function waves(width: number, top: number, color: string): string {
  const paths: string[] = [];
  for (let row = 0; row < 3; row++) {
    const y = top + row * 28;
    let d = `M0 ${y}`;
    for (let x = 0; x < width; x += 120) d += `q30 -14 60 0t60 0`;
    paths.push(
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="3" opacity="${0.22 - row * 0.05}"/>`,
    );
  }
  return paths.join('');
}
