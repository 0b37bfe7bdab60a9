import type { Prize } from '@jinli/core/contract';
import { useServerText } from '../../../i18n/useServerText.ts';

const R = 150;
const C = 160;

function slicePath(index: number, count: number): string {
  const a0 = (index / count) * 2 * Math.PI - Math.PI / 2;
  const a1 = ((index + 1) / count) * 2 * Math.PI - Math.PI / 2;
  const p = (a: number) => `${(C + R * Math.cos(a)).toFixed(2)} ${(C + R * Math.sin(a)).toFixed(2)}`;
  return `M${C} ${C}L${p(a0)}A${R} ${R} 0 0 1 ${p(a1)}Z`;
}

/** The lucky-draw wheel: slice 0 starts at the top pointer, clockwise; `angle` turns it (CSS transition). */
export function DrawWheel(props: {
  prizes: readonly Prize[];
  angle: number;
  durationMs: number;
  label: string;
}) {
  const text = useServerText();
  const count = props.prizes.length;
  return (
    <div className="draw-wheel" role="img" aria-label={props.label}>
      <svg viewBox="0 0 320 320" aria-hidden="true">
        <circle cx={C} cy={C} r={R + 8} fill="var(--brand-600)" />
        <g
          className="draw-wheel-disc"
          style={{
            transform: `rotate(${props.angle}deg)`,
            transitionDuration: `${props.durationMs}ms`,
          }}
        >
          {props.prizes.map((prize, index) => {
            const mid = ((index + 0.5) / count) * 360;
            return (
              <g key={prize.id}>
                <path
                  d={slicePath(index, count)}
                  fill={index % 2 ? '#fff6e5' : '#f5d78e'}
                  stroke="#fff"
                  strokeWidth="1.5"
                />
                <text
                  x={C}
                  y={C - R + 34}
                  transform={`rotate(${mid} ${C} ${C})`}
                  textAnchor="middle"
                  fontSize="14"
                  fontWeight="700"
                  fill="#5a2a12"
                >
                  {text(prize.name)}
                </text>
              </g>
            );
          })}
        </g>
        <circle cx={C} cy={C} r="30" fill="var(--brand-500)" stroke="#fff" strokeWidth="4" />
        <path d={`M${C - 14} 4h28l-14 30z`} fill="var(--gold-500)" stroke="#fff" strokeWidth="2" />
      </svg>
    </div>
  );
}
