/**
 * The sandbox's "live stream": an animated SVG pitch per match (`/sandbox-art/pitch-<gameId>.svg`).
 * Players drift and the ball moves between them with SMIL animation, so an <img> really plays it.
 * The path of the ball comes from the match id, so each match looks different and stays the same.
 */
const PITCH = /^pitch-([a-z0-9]{1,24})$/;

function seeded(id: string): () => number {
  let h = 2166136261;
  for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
    return h / 4294967296;
  };
}

export function pitchArt(name: string): string | null {
  const id = PITCH.exec(name)?.[1];
  if (id === undefined) return null;
  const random = seeded(id);
  const point = () => `${Math.round(40 + random() * 400)},${Math.round(30 + random() * 220)}`;
  const path = Array.from({ length: 7 }, point);
  const ballPath = `M${path.join(' L')} Z`;
  const player = (color: string, i: number) => {
    const [x, y] = [Math.round(50 + random() * 380), Math.round(40 + random() * 200)];
    const dx = Math.round(random() * 40 - 20);
    const dy = Math.round(random() * 30 - 15);
    return `<circle cx="${x}" cy="${y}" r="6" fill="${color}" stroke="#fff" stroke-width="1.5"><animateTransform attributeName="transform" type="translate" values="0 0;${dx} ${dy};0 0" dur="${3 + (i % 4)}s" repeatCount="indefinite"/></circle>`;
  };
  const players = [
    ...Array.from({ length: 6 }, (_, i) => player('#e8542c', i)),
    ...Array.from({ length: 6 }, (_, i) => player('#1d4ed8', i + 6)),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 280" width="480" height="280" role="img" aria-label="赛事动画直播">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f8f4e"/><stop offset="1" stop-color="#23703c"/></linearGradient></defs>
<rect width="480" height="280" fill="url(#g)"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 60}" width="30" height="280" fill="#fff" opacity="0.04"/>`).join('')}
<g fill="none" stroke="#fff" stroke-width="2" opacity="0.85">
<rect x="20" y="20" width="440" height="240"/><line x1="240" y1="20" x2="240" y2="260"/><circle cx="240" cy="140" r="36"/>
<rect x="20" y="85" width="56" height="110"/><rect x="404" y="85" width="56" height="110"/>
<rect x="20" y="115" width="20" height="50"/><rect x="440" y="115" width="20" height="50"/>
</g>
${players}
<circle r="5" fill="#fff" stroke="#222" stroke-width="1"><animateMotion dur="14s" repeatCount="indefinite" path="${ballPath}"/></circle>
<g><rect x="196" y="252" width="88" height="20" rx="10" fill="#000" opacity="0.45"/><circle cx="208" cy="262" r="4" fill="#ef4444"><animate attributeName="opacity" values="1;0.2;1" dur="1.2s" repeatCount="indefinite"/></circle><text x="246" y="267" font-size="12" fill="#fff" text-anchor="middle" font-family="sans-serif">LIVE 直播</text></g>
</svg>`;
}
