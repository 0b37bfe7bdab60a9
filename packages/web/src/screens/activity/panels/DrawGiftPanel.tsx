import type { ActivityConfigOf, JoinResult } from '@jinli/core/contract';
import { selectJoinBusy, selectJoinError, selectJoinResult } from '@jinli/core/machines';
import { formatBeijingDateTime, prizeSlice, wheelStopAngle } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useServerText } from '../../../i18n/useServerText.ts';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { usePrefersReducedMotion } from '../../home/usePrefersReducedMotion.ts';
import type { PanelProps } from '../ActivityScreen.tsx';
import { DrawWheel } from './DrawWheel.tsx';

const SPIN_MS = 4200;
const TURNS = 6;

/** drawGift: the wheel turns to the prize the server drew, then says what was won (calm when motion is reduced). */
export function DrawGiftPanel({
  config,
  session,
  standing,
  verification,
}: PanelProps & { config: ActivityConfigOf<'drawGift'> }) {
  const { t } = useTranslation();
  const text = useServerText();
  const reduced = usePrefersReducedMotion();
  const busy = useSelector(session.join, selectJoinBusy);
  const result = useSelector(session.join, selectJoinResult);
  const error = useSelector(session.join, selectJoinError);
  const [angle, setAngle] = useState(0);
  const [shown, setShown] = useState<JoinResult | null>(null);
  const [spinning, setSpinning] = useState(false);
  const seen = useRef<JoinResult | null>(null);
  const progress = verification?.progress.type === 'drawGift' ? verification.progress : null;

  useEffect(() => {
    if (result === null || result === seen.current) return;
    seen.current = result;
    const slice = prizeSlice(config.prizes, result.prizeId);
    if (slice < 0) {
      setShown(result);
      return;
    }
    setShown(null);
    setAngle((from) => wheelStopAngle(from, slice, config.prizes.length, reduced ? 0 : TURNS));
    if (reduced) {
      setShown(result);
      return;
    }
    setSpinning(true);
    const timer = window.setTimeout(() => {
      setSpinning(false);
      setShown(result);
    }, SPIN_MS);
    return () => window.clearTimeout(timer);
  }, [result, config.prizes, reduced]);

  const chances = progress?.chancesLeft ?? 0;
  const canSpin = standing?.kind === 'open' && chances > 0 && !busy && !spinning;
  const prizeName = (id: string) => config.prizes.find((prize) => prize.id === id)?.name ?? '';

  return (
    <section className="activity-card activity-draw" aria-labelledby="draw-title">
      <div className="activity-card-head">
        <h2 id="draw-title">{t('activity.draw.title')}</h2>
        {progress && (
          <p className="activity-stat">
            {t('activity.draw.chances')}{' '}
            <strong className="num" data-testid="draw-chances">
              {chances}
            </strong>
          </p>
        )}
      </div>
      <div className="draw-layout">
        <DrawWheel
          prizes={config.prizes}
          angle={angle}
          durationMs={reduced ? 0 : SPIN_MS}
          label={t('activity.draw.wheelLabel', { count: config.prizes.length })}
        />
        <div className="draw-side">
          <button
            type="button"
            className="btn btn-primary activity-cta"
            disabled={!canSpin}
            aria-busy={busy || spinning}
            onClick={() => session.start()}
          >
            {busy || spinning
              ? t('activity.draw.spinning')
              : chances > 0 || !progress
                ? t('activity.draw.spin')
                : t('activity.draw.noChance')}
          </button>
          <div aria-live="polite" className="activity-feedback">
            {shown && (
              <p className="activity-result" role="status" data-testid="draw-result">
                {text(shown.message)}
              </p>
            )}
            {error && !busy && (
              <p className="activity-error" role="alert">
                {text(error)}
              </p>
            )}
          </div>
          {progress && (
            <div className="draw-history">
              <h3>{t('activity.draw.history')}</h3>
              {progress.history.length === 0 ? (
                <p className="activity-muted">{t('activity.draw.noHistory')}</p>
              ) : (
                <ul>
                  {progress.history
                    .slice(-5)
                    .reverse()
                    .map((entry) => (
                      <li key={entry.at}>
                        <span>{text(prizeName(entry.prizeId))}</span>
                        <time className="num">{formatBeijingDateTime(entry.at).slice(5, 16)}</time>
                      </li>
                    ))}
                </ul>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
