import type { ReactNode } from 'react';
import type { HomeCategoryId } from './categories.ts';

const W = '#ffffff';

/** Drawn venue art (SVG) so tiles never show grey boxes, whatever the backend serves. */
const ART: Record<HomeCategoryId, ReactNode> = {
  sport: (
    <>
      <ellipse cx="92" cy="104" rx="50" ry="8" fill="#000" opacity="0.18" />
      <circle cx="92" cy="62" r="38" fill={W} />
      <path d="M92 40l14 10-5 17H83l-5-17z" fill="#1d3b2a" />
      <path
        d="M92 24v16M106 50l17-6M101 67l10 15M83 67l-10 15M78 50l-17-6"
        stroke="#1d3b2a"
        strokeWidth="3"
      />
      <path
        d="M123 44l7 14-4 14M61 44l-7 14 4 14M111 82l-10 12H83L73 82"
        fill="none"
        stroke="#1d3b2a"
        strokeWidth="3"
      />
      <path d="M138 20l8-8M144 30l10-3M130 12l2-10" stroke="#f5d78e" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  realbet: (
    <>
      <g transform="rotate(-14 70 60)">
        <rect x="44" y="22" width="50" height="70" rx="6" fill={W} />
        <text x="52" y="42" fontSize="16" fontWeight="700" fill="#c0262d">
          A
        </text>
        <path d="M69 52c-6-8-16-2-10 6l10 10 10-10c6-8-4-14-10-6z" fill="#c0262d" />
      </g>
      <g transform="rotate(10 110 60)">
        <rect x="84" y="20" width="50" height="70" rx="6" fill="#fff8f0" />
        <text x="92" y="40" fontSize="16" fontWeight="700" fill="#222">
          K
        </text>
        <path d="M109 46l10 14-10 14-10-14z" fill="#222" />
      </g>
      <circle cx="132" cy="96" r="16" fill="#f5d78e" stroke="#a8761c" strokeWidth="3" strokeDasharray="6 4" />
      <circle cx="112" cy="104" r="12" fill="#e8542c" stroke="#fff" strokeWidth="2.5" strokeDasharray="5 4" />
    </>
  ),
  chess: (
    <>
      <rect x="36" y="26" width="44" height="62" rx="8" fill="#fbf7ec" stroke="#cfc3a5" strokeWidth="2" />
      <text x="44" y="66" fontSize="28" fontWeight="800" fill="#c0262d">
        中
      </text>
      <rect x="86" y="18" width="44" height="62" rx="8" fill="#fbf7ec" stroke="#cfc3a5" strokeWidth="2" />
      <text x="94" y="58" fontSize="28" fontWeight="800" fill="#1f6f4a">
        發
      </text>
      <circle cx="118" cy="98" r="14" fill="#f5d78e" />
      <text x="110" y="104" fontSize="16" fontWeight="800" fill="#7a4a10">
        帥
      </text>
    </>
  ),
  gaming: (
    <>
      <path
        d="M48 48c4-12 20-14 28-8h28c8-6 24-4 28 8l10 36c3 12-12 18-20 8l-10-12H68L58 92c-8 10-23 4-20-8z"
        fill={W}
      />
      <path d="M66 56v18M57 65h18" stroke="#4b2a8f" strokeWidth="5" strokeLinecap="round" />
      <circle cx="114" cy="58" r="5" fill="#e8542c" />
      <circle cx="126" cy="68" r="5" fill="#d9a441" />
      <circle cx="104" cy="70" r="5" fill="#2f9e6e" />
      <path d="M40 22l8 10M140 20l-8 12M90 10v12" stroke="#c9b6ff" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  lottery: (
    <>
      <circle cx="60" cy="70" r="24" fill="#e8542c" />
      <circle cx="102" cy="56" r="26" fill={W} />
      <circle cx="130" cy="88" r="18" fill="#2f7de1" />
      <text x="50" y="79" fontSize="24" fontWeight="800" fill={W}>
        8
      </text>
      <text x="90" y="66" fontSize="26" fontWeight="800" fill="#a8761c">
        6
      </text>
      <text x="123" y="95" fontSize="18" fontWeight="800" fill={W}>
        3
      </text>
      <path d="M40 30l4 8 8 2-8 3-3 8-3-8-8-3 8-2z" fill={W} opacity="0.9" />
    </>
  ),
  egame: (
    <>
      <rect x="34" y="24" width="100" height="74" rx="12" fill="#3a1204" />
      <rect x="42" y="36" width="26" height="46" rx="4" fill={W} />
      <rect x="71" y="36" width="26" height="46" rx="4" fill={W} />
      <rect x="100" y="36" width="26" height="46" rx="4" fill={W} />
      <text x="47" y="68" fontSize="22" fontWeight="900" fill="#e8542c">
        7
      </text>
      <text x="76" y="68" fontSize="22" fontWeight="900" fill="#e8542c">
        7
      </text>
      <text x="105" y="68" fontSize="22" fontWeight="900" fill="#e8542c">
        7
      </text>
      <path d="M138 40v28" stroke="#f5d78e" strokeWidth="4" strokeLinecap="round" />
      <circle cx="138" cy="36" r="6" fill="#e8542c" />
      <circle cx="52" cy="108" r="6" fill="#f5d78e" />
      <circle cx="68" cy="110" r="6" fill="#f5d78e" />
    </>
  ),
  fishing: (
    <>
      <path d="M40 66c16-24 52-30 74-6-22 24-58 20-74 6z" fill="#ff9a3c" />
      <path d="M112 60l22-16v32z" fill="#ff7a1a" />
      <circle cx="58" cy="60" r="4" fill="#14324f" />
      <path d="M76 48c6 6 6 18 0 24" stroke="#fff" strokeWidth="3" fill="none" opacity="0.8" />
      <circle cx="34" cy="34" r="5" fill="none" stroke="#fff" strokeWidth="2" opacity="0.7" />
      <circle cx="46" cy="20" r="3" fill="none" stroke="#fff" strokeWidth="2" opacity="0.6" />
      <path d="M20 100c14-8 28 8 42 0s28 8 42 0 28 8 42 0" stroke="#bfe6ff" strokeWidth="3" fill="none" />
    </>
  ),
};

export function CategoryArt({ id }: { id: HomeCategoryId }) {
  return (
    <svg className="tile-art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      {ART[id]}
    </svg>
  );
}
