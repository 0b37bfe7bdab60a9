import type { ActivityConfigOf } from '@jinli/core/contract';
import { selectJoinArgs, selectJoinBusy } from '@jinli/core/machines';
import { formatMoney, subtractMoney, tierRows } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import type { PanelProps } from '../ActivityScreen.tsx';
import { Meter } from '../Meter.tsx';

/** bettingGift: the member's turnover against each tier; reached tiers can be claimed once. */
export function BettingGiftPanel({
  config,
  session,
  standing,
  verification,
}: PanelProps & { config: ActivityConfigOf<'bettingGift'> }) {
  const { t } = useTranslation();
  const busy = useSelector(session.join, selectJoinBusy);
  const inFlight = useSelector(session.join, selectJoinArgs);
  const progress = verification?.progress.type === 'bettingGift' ? verification.progress : null;
  const turnover = progress?.turnover ?? '0';
  const rows = tierRows(config.tiers, turnover, progress?.claimedTiers ?? []);
  return (
    <section className="activity-card" aria-labelledby="tiers-title">
      <div className="activity-card-head">
        <h2 id="tiers-title">{t('activity.betting.title')}</h2>
        {progress && (
          <p className="activity-stat">
            {t('activity.betting.turnover')} <strong className="num">{formatMoney(turnover)}</strong>
          </p>
        )}
      </div>
      <ol className="tier-list">
        {rows.map((row) => (
          <li key={row.index} className={`tier-row ${row.reached ? 'is-reached' : ''}`}>
            <div className="tier-main">
              <p className="tier-title">
                {t('activity.betting.threshold', { amount: formatMoney(row.threshold).slice(1) })}
              </p>
              <Meter
                value={progress ? row.ratio : 0}
                label={t('activity.betting.threshold', { amount: row.threshold })}
              />
              {progress && !row.reached && (
                <p className="activity-muted">
                  {t('activity.betting.remaining', {
                    amount: formatMoney(subtractMoney(row.threshold, turnover)).slice(1),
                  })}
                </p>
              )}
            </div>
            <p className="tier-bonus num">{t('activity.betting.bonus', { amount: row.bonus })}</p>
            {row.claimed ? (
              <span className="activity-badge">{t('activity.betting.claimed')}</span>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-small"
                disabled={standing?.kind !== 'open' || !row.reached || busy}
                aria-busy={inFlight?.tier === row.index}
                onClick={() => session.start({ tier: row.index })}
              >
                {inFlight?.tier === row.index
                  ? t('activity.working')
                  : row.reached
                    ? t('activity.betting.claim')
                    : t('activity.betting.locked')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
