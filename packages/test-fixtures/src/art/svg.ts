/** Shared pieces of the sandbox's drawn art: palette, fonts, document wrapper and gradients. */
export const FONT_FAMILY = 'PingFang SC, Microsoft YaHei, WenQuanYi Micro Hei, sans-serif';

export const PALETTE = {
  koi: '#E8542C',
  koiDeep: '#B8361A',
  gold: '#F2B441',
  goldLight: '#FFE08A',
  goldDeep: '#B9781A',
  navy: '#14213D',
  navyLight: '#24365F',
  cream: '#FFF6E5',
} as const;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Gradients and filters every drawing may reference by id (each document includes them once). */
const SHARED_DEFS = `
<linearGradient id="koi-body" x1="0" y1="0" x2="1" y2="0.3">
  <stop offset="0" stop-color="${PALETTE.koi}"/><stop offset="0.6" stop-color="#F27A3A"/><stop offset="1" stop-color="${PALETTE.gold}"/>
</linearGradient>
<linearGradient id="koi-fin" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#FFB36B" stop-opacity="0.95"/><stop offset="1" stop-color="${PALETTE.koi}" stop-opacity="0.55"/>
</linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${PALETTE.goldLight}"/><stop offset="0.55" stop-color="${PALETTE.gold}"/><stop offset="1" stop-color="${PALETTE.goldDeep}"/>
</linearGradient>
<radialGradient id="coin" cx="0.38" cy="0.32" r="0.75">
  <stop offset="0" stop-color="#FFF3C4"/><stop offset="0.45" stop-color="${PALETTE.gold}"/><stop offset="1" stop-color="${PALETTE.goldDeep}"/>
</radialGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="${PALETTE.goldLight}" stop-opacity="0.55"/><stop offset="1" stop-color="${PALETTE.goldLight}" stop-opacity="0"/>
</radialGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
  <feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#000000" flood-opacity="0.35"/>
</filter>
<filter id="text-shadow" x="-5%" y="-20%" width="110%" height="150%">
  <feDropShadow dx="0" dy="3" stdDeviation="3" flood-color="#000000" flood-opacity="0.4"/>
</filter>`;

export function svgDocument(
  width: number,
  height: number,
  title: string,
  defs: string,
  body: string,
): string {
  // An empty title: a decorative drawing without words (the page names it in text beside it).
  const label =
    title === ''
      ? 'aria-hidden="true">'
      : `role="img" aria-label="${escapeXml(title)}">\n<title>${escapeXml(title)}</title>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${label}
<defs>${SHARED_DEFS}${defs}
</defs>
${body}
</svg>
`;
}

export function linearGradient(id: string, stops: readonly string[], x2 = 1, y2 = 1): string {
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 0;
  const stopTags = stops.map(
    (color, index) => `<stop offset="${(index * step).toFixed(2)}" stop-color="${color}"/>`,
  );
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags.join('')}</linearGradient>`;
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  filter?: string;
  opacity?: number;
}

export function text(content: string, options: TextOptions): string {
  const extra = [
    options.letterSpacing === undefined ? '' : ` letter-spacing="${options.letterSpacing}"`,
    options.filter === undefined ? '' : ` filter="url(#${options.filter})"`,
    options.opacity === undefined ? '' : ` opacity="${options.opacity}"`,
  ].join('');
  return `<text x="${options.x}" y="${options.y}" font-family="${FONT_FAMILY}" font-size="${options.size}" font-weight="${options.weight ?? 700}" fill="${options.fill}" text-anchor="${options.anchor ?? 'start'}"${extra}>${escapeXml(content)}</text>`;
}
