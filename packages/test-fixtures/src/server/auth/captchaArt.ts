import { FONT_FAMILY } from '../../art/svg.ts';
import { randomInt } from '../../seed/random.ts';
import { SLIDER_HEIGHT, SLIDER_PIECE, SLIDER_WIDTH } from './authState.ts';

const PICTURE_WIDTH = 120;
const PICTURE_HEIGHT = 40;
const INK = ['#B8361A', '#14213D', '#24365F', '#7A3E9D', '#1F6F4A', '#B9781A'];

export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[randomInt(random, 0, items.length - 1)] as T;

/** The picture captcha: the answer's characters tilted and crossed by noise lines and dots. */
export function drawPictureCaptcha(answer: string, random: () => number): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const [x1, y1, x2, y2] = [
      randomInt(random, 0, PICTURE_WIDTH),
      randomInt(random, 0, PICTURE_HEIGHT),
      randomInt(random, 0, PICTURE_WIDTH),
      randomInt(random, 0, PICTURE_HEIGHT),
    ];
    parts.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${pick(random, INK)}" stroke-width="1.2" opacity="0.6"/>`,
    );
  }
  Array.from(answer).forEach((char, index) => {
    const x = 16 + index * 26 + randomInt(random, -3, 3);
    const y = 29 + randomInt(random, -4, 4);
    const angle = randomInt(random, -25, 25);
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="${FONT_FAMILY}" font-size="26" font-weight="700" fill="${pick(random, INK)}">${char}</text>`,
    );
  });
  for (let i = 0; i < 30; i += 1) {
    parts.push(
      `<circle cx="${randomInt(random, 0, PICTURE_WIDTH)}" cy="${randomInt(random, 0, PICTURE_HEIGHT)}" r="1" fill="${pick(random, INK)}" opacity="0.5"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}"><rect width="100%" height="100%" fill="#FFF6E5"/>${parts.join('')}</svg>`;
}

/** A jigsaw piece outline of SLIDER_PIECE px with its top-left corner at (x, y). */
function piecePath(x: number, y: number): string {
  const s = SLIDER_PIECE;
  const k = 8;
  return [
    `M${x} ${y + k}`,
    `H${x + s / 2 - k}`,
    `a${k} ${k} 0 0 1 ${2 * k} 0`,
    `H${x + s}`,
    `V${y + s}`,
    `H${x}`,
    `V${y + s / 2 + k}`,
    `a${k} ${k} 0 0 0 0 ${-2 * k}`,
    'Z',
  ].join(' ');
}

/** Hills, sun and koi-coloured stripes; the piece shows a window of the same scene. */
function scene(): string {
  const stripes = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${i * 50}" y="0" width="25" height="${SLIDER_HEIGHT}" fill="#FFFFFF" opacity="0.06"/>`,
  ).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#24365F"/><stop offset="1" stop-color="#E8542C"/></linearGradient></defs>
<rect width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" fill="url(#sky)"/>${stripes}
<circle cx="230" cy="45" r="26" fill="#F2B441"/>
<path d="M0 120 Q60 70 120 110 T240 95 T300 105 V150 H0 Z" fill="#14213D" opacity="0.85"/>
<path d="M0 135 Q80 105 160 130 T300 125 V150 H0 Z" fill="#B8361A" opacity="0.9"/>`;
}

/** Slider images: background with the gap at (gapX, y), and the matching 50x50 piece. */
export function drawSlider(gapX: number, y: number): { bg: string; piece: string } {
  const gap = piecePath(gapX, y);
  const bg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" viewBox="0 0 ${SLIDER_WIDTH} ${SLIDER_HEIGHT}">${scene()}<path d="${gap}" fill="#000000" fill-opacity="0.45" stroke="#FFFFFF" stroke-opacity="0.8"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER_PIECE}" height="${SLIDER_PIECE}" viewBox="${gapX} ${y} ${SLIDER_PIECE} ${SLIDER_PIECE}"><clipPath id="piece"><path d="${gap}"/></clipPath><g clip-path="url(#piece)">${scene()}</g><path d="${gap}" fill="none" stroke="#FFFFFF" stroke-width="1.5"/></svg>`;
  return { bg: svgDataUrl(bg), piece: svgDataUrl(piece) };
}
