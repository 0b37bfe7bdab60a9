// Drawn marks for the logo strip (SVG, no pictures): generic shapes in each method's colour, not the
// trademarks themselves.

const VENUE_TONES = [
  ['#e8542c', '#f2b441'],
  ['#1d4ed8', '#60a5fa'],
  ['#7c2d12', '#f59e0b'],
  ['#166534', '#86efac'],
  ['#831843', '#f472b6'],
  ['#312e81', '#a5b4fc'],
  ['#0f766e', '#5eead4'],
] as const;

function toneOf(seed: string) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return VENUE_TONES[hash % VENUE_TONES.length] ?? VENUE_TONES[0];
}

/** A venue's mark: its first character on a disc in a colour of its own. */
export function VenueMark({ name, seed }: { name: string; seed: string }) {
  const [from, to] = toneOf(seed);
  const id = `venue-mark-${seed}`;
  return (
    <svg className="logo-mark" viewBox="0 0 40 40" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="18" fill={`url(#${id})`} />
      <circle cx="20" cy="20" r="14" fill="none" stroke="#fff" strokeOpacity="0.45" />
      <text x="20" y="25.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff">
        {name.slice(0, 1)}
      </text>
    </svg>
  );
}

export type PaymentMethod = 'unionpay' | 'alipay' | 'wechat' | 'usdt' | 'bank' | 'ecny';

/** A deposit method's mark. */
export function PaymentMark({ method }: { method: PaymentMethod }) {
  return (
    <svg className="logo-mark" viewBox="0 0 40 40" aria-hidden="true">
      {method === 'unionpay' && (
        <g>
          <path d="M6 8h10l-4 24H2z" fill="#d7261e" />
          <path d="M16 8h10l-4 24H12z" fill="#0a4a9e" />
          <path d="M26 8h10l-4 24H22z" fill="#0b7f6f" />
        </g>
      )}
      {method === 'alipay' && (
        <g>
          <rect x="3" y="3" width="34" height="34" rx="8" fill="#1677ff" />
          <path
            d="M11 14h18M20 10v8M13 20h14c-2 6-7 10-14 11M18 24c4 3 8 5 12 6"
            stroke="#fff"
            strokeWidth="2.4"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      )}
      {method === 'wechat' && (
        <g>
          <ellipse cx="16" cy="17" rx="12" ry="10" fill="#07c160" />
          <ellipse cx="26" cy="25" rx="10" ry="8" fill="#2fd47c" />
          <circle cx="12" cy="15" r="1.8" fill="#fff" />
          <circle cx="20" cy="15" r="1.8" fill="#fff" />
        </g>
      )}
      {method === 'usdt' && (
        <g>
          <circle cx="20" cy="20" r="18" fill="#26a17b" />
          <path d="M11 11h18v5h-6.5v15h-5V16H11z" fill="#fff" />
          <ellipse cx="20" cy="19" rx="10" ry="3" fill="none" stroke="#fff" strokeWidth="2" />
        </g>
      )}
      {method === 'bank' && (
        <g fill="#b45309">
          <path d="M20 4l16 8v3H4v-3z" />
          <rect x="7" y="17" width="4" height="13" />
          <rect x="15" y="17" width="4" height="13" />
          <rect x="23" y="17" width="4" height="13" />
          <rect x="30" y="17" width="3" height="13" />
          <rect x="4" y="31" width="32" height="4" />
        </g>
      )}
      {method === 'ecny' && (
        <g>
          <circle cx="20" cy="20" r="18" fill="#c81e1e" />
          <path
            d="M13 11l7 9 7-9M20 20v11M14 22h12M14 27h12"
            stroke="#ffd27a"
            strokeWidth="2.6"
            fill="none"
          />
        </g>
      )}
    </svg>
  );
}
