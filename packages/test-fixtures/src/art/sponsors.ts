import { football, koi, sparkle } from './motifs.ts';
import { linearGradient, PALETTE, svgDocument, text } from './svg.ts';

const WIDTH = 600;
const HEIGHT = 360;

interface SponsorDesign {
  name: string;
  role: string;
  emblem: string;
  founded: string;
  since: string;
  colors: readonly [string, string, string];
  /** Decoration drawn behind the crest. */
  motif: string;
}

const SHIELD = 'M0-96L78-70C78 8 52 62 0 96C-52 62-78 8-78-70Z';

function crest(design: SponsorDesign): string {
  const [main, light] = design.colors;
  return `<g transform="translate(150 172)" filter="url(#shadow)">
<path d="${SHIELD}" fill="url(#crest)" stroke="url(#gold)" stroke-width="8" stroke-linejoin="round"/>
<path d="${SHIELD}" fill="none" stroke="#FFFFFF" stroke-width="2" opacity="0.6" transform="scale(0.84)"/>
<path d="M-66-40H66" stroke="${light}" stroke-width="3" opacity="0.5"/>
${text(design.emblem, { x: 0, y: 26, size: 72, fill: '#FFFFFF', weight: 900, anchor: 'middle', filter: 'text-shadow' })}
<path d="M-92 58H92L80 78L92 98H-92L-80 78Z" fill="url(#gold)" stroke="${PALETTE.goldDeep}" stroke-width="2"/>
${text(`创立 ${design.founded}`, { x: 0, y: 86, size: 17, fill: main, weight: 800, anchor: 'middle' })}
${sparkle({ x: -30, y: -112, scale: 0.45 })}${sparkle({ x: 0, y: -122, scale: 0.55 })}${sparkle({ x: 30, y: -112, scale: 0.45 })}
</g>`;
}

function sponsorCard(design: SponsorDesign): string {
  const [main, light, dark] = design.colors;
  const defs =
    linearGradient('bg', [dark, main, light], 1, 0.8) + linearGradient('crest', [light, main], 0, 1);
  const body = `<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="url(#bg)"/>
<circle cx="150" cy="170" r="170" fill="url(#glow)" opacity="0.6"/>
<path d="M300 0L420 ${HEIGHT}M380 0L500 ${HEIGHT}" stroke="#FFFFFF" stroke-width="26" opacity="0.05"/>
${design.motif}
${crest(design)}
${text(design.name, { x: 300, y: 150, size: 34, fill: '#FFFFFF', weight: 900, filter: 'text-shadow' })}
${text(design.role, { x: 300, y: 196, size: 22, fill: PALETTE.goldLight, weight: 700 })}
<rect x="300" y="226" width="190" height="2" fill="url(#gold)"/>
${text(`锦鲤娱乐 × ${design.name}`, { x: 300, y: 264, size: 18, fill: '#FFFFFF', weight: 600, opacity: 0.85 })}
${text(`合作始于 ${design.since} 年`, { x: 300, y: 296, size: 18, fill: '#FFFFFF', weight: 600, opacity: 0.85 })}`;
  return svgDocument(WIDTH, HEIGHT, design.name, defs, body);
}

const SPONSORS: Record<string, SponsorDesign> = {
  'sponsor-qinglan': {
    name: '青岚城足球俱乐部',
    role: '官方区域合作伙伴',
    emblem: '岚',
    founded: '1998',
    since: '2023',
    colors: ['#0E6E8C', '#19A7B8', '#06324A'],
    motif: football({ x: 540, y: 70, scale: 0.7, rotate: 15, opacity: 0.25 }),
  },
  'sponsor-chiyan': {
    name: '赤焰电竞战队',
    role: '官方主赞助商',
    emblem: '焰',
    founded: '2016',
    since: '2024',
    colors: ['#B3261E', '#E8542C', '#2A0A0A'],
    motif: `<path d="M540 20C580 70 560 110 540 130C560 100 530 80 520 60C510 90 490 100 500 130C470 100 490 50 540 20Z" fill="${PALETTE.gold}" opacity="0.3"/>`,
  },
  'sponsor-haian': {
    name: '海岸之星篮球队',
    role: '官方球衣合作伙伴',
    emblem: '星',
    founded: '2005',
    since: '2022',
    colors: ['#16306B', '#2E7BD6', '#0A1633'],
    motif: koi({ x: 470, y: 60, scale: 0.35, rotate: 10, opacity: 0.3 }),
  },
};

export function sponsorArt(name: string): string | null {
  const design = SPONSORS[name];
  return design === undefined ? null : sponsorCard(design);
}

export const SPONSOR_ART_NAMES: readonly string[] = Object.keys(SPONSORS);
