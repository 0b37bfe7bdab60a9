export type TutorialStep = 'register' | 'deposit' | 'play' | 'withdraw';

/** Drawn illustrations of the tutorial steps (SVG in the theme's colours, no image files). */
export function TutorialArt({ step }: { step: TutorialStep }) {
  return (
    <svg className="tutorial-art" viewBox="0 0 160 120" aria-hidden="true">
      <rect x="0" y="0" width="160" height="120" rx="14" fill="var(--brand-50)" />
      {step === 'register' && (
        <g>
          <rect x="48" y="14" width="64" height="92" rx="10" fill="var(--grey-900)" />
          <rect x="53" y="22" width="54" height="76" rx="5" fill="var(--surface)" />
          <circle cx="80" cy="42" r="10" fill="var(--brand-300)" />
          <rect x="62" y="58" width="36" height="6" rx="3" fill="var(--grey-200)" />
          <rect x="62" y="70" width="36" height="6" rx="3" fill="var(--grey-200)" />
          <rect x="62" y="83" width="36" height="9" rx="4" fill="var(--brand-500)" />
          <path
            d="M118 30l8 8 16-18"
            stroke="var(--gold-500)"
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      )}
      {step === 'deposit' && (
        <g>
          <rect x="26" y="36" width="92" height="60" rx="10" fill="var(--brand-500)" />
          <rect x="26" y="50" width="92" height="10" fill="var(--brand-700)" />
          <rect x="36" y="72" width="30" height="8" rx="4" fill="var(--gold-300)" />
          <circle cx="124" cy="40" r="18" fill="var(--gold-500)" />
          <text x="124" y="47" textAnchor="middle" fontSize="20" fontWeight="800" fill="#6b3d00">
            ¥
          </text>
          <path
            d="M124 64v20m0 0l-7-7m7 7l7-7"
            stroke="var(--gold-700)"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      )}
      {step === 'play' && (
        <g>
          <circle cx="56" cy="62" r="28" fill="var(--surface)" stroke="var(--grey-900)" strokeWidth="3" />
          <path d="M56 44l10 8-4 12H50l-4-12z" fill="var(--grey-900)" />
          <rect
            x="92"
            y="36"
            width="40"
            height="52"
            rx="6"
            fill="var(--surface)"
            stroke="var(--brand-500)"
            strokeWidth="3"
          />
          <text x="112" y="70" textAnchor="middle" fontSize="24" fontWeight="800" fill="var(--brand-500)">
            A
          </text>
          <circle cx="128" cy="24" r="8" fill="var(--gold-500)" />
          <circle cx="24" cy="26" r="5" fill="var(--gold-300)" />
        </g>
      )}
      {step === 'withdraw' && (
        <g>
          <path d="M30 52l50-26 50 26z" fill="var(--brand-600)" />
          <rect x="36" y="54" width="88" height="8" fill="var(--brand-500)" />
          {[44, 66, 88, 110].map((x) => (
            <rect key={x} x={x} y="64" width="8" height="28" fill="var(--brand-300)" />
          ))}
          <rect x="32" y="94" width="96" height="10" rx="2" fill="var(--brand-600)" />
          <circle cx="132" cy="30" r="14" fill="var(--gold-500)" />
          <path d="M126 30l5 5 8-9" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}
