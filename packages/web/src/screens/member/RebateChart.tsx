import type { RebateRate } from '@jinli/core/contract';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';

const ROW = 34;
const LABEL = 64;
const WIDTH = 560;
const RIGHT = 56;

/**
 * Rebate rates by game category as an SVG chart: each bar spans the lowest to the highest grade's
 * rate, the dot marks the member's own rate. Scales with its container (viewBox).
 */
export function RebateChart({ rates }: { rates: readonly RebateRate[] }) {
  const { t } = useTranslation();
  const text = useServerText();
  const max = Math.max(0.1, ...rates.map((r) => Number(r.high)));
  const scale = (WIDTH - LABEL - RIGHT) / max;
  const x = (value: string) => LABEL + Number(value) * scale;
  const height = rates.length * ROW + 24;
  const ticks = [0, max / 2, max];
  return (
    <figure className="rebate-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="rebate-chart-desc">
        <desc id="rebate-chart-desc">
          {rates
            .map((r) =>
              t('member.vip.rebateRange', {
                name: text(r.categoryName),
                low: r.low,
                high: r.high,
                current: r.current,
              }),
            )
            .join('；')}
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={LABEL + tick * scale}
              x2={LABEL + tick * scale}
              y1={4}
              y2={height - 20}
              stroke="var(--border)"
              strokeDasharray="3 3"
            />
            <text x={LABEL + tick * scale} y={height - 4} textAnchor="middle" className="rebate-tick">
              {tick.toFixed(2)}%
            </text>
          </g>
        ))}
        {rates.map((r, i) => {
          const y = 8 + i * ROW;
          return (
            <g key={r.category}>
              <text x={0} y={y + 15} className="rebate-label">
                {text(r.categoryName)}
              </text>
              <rect
                x={LABEL}
                y={y + 6}
                width={WIDTH - LABEL - RIGHT}
                height={12}
                rx={6}
                fill="var(--surface-sunken)"
              />
              <rect
                x={x(r.low)}
                y={y + 6}
                width={Math.max(2, x(r.high) - x(r.low))}
                height={12}
                rx={6}
                fill="var(--gold-300)"
              />
              <circle
                cx={x(r.current)}
                cy={y + 12}
                r={7}
                fill="var(--brand-500)"
                stroke="#fff"
                strokeWidth={2}
              />
              <text x={WIDTH - RIGHT + 8} y={y + 16} className="rebate-value">
                {r.current}%
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="member-muted">{t('member.vip.rebatesHint')}</figcaption>
    </figure>
  );
}
