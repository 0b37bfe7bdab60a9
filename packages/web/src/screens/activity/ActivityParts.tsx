import type { ActivityConfig } from '@jinli/core/contract';
import type { ActivityStanding } from '@jinli/core/rules';
import { formatBeijingDateTime, isSafeUrl } from '@jinli/core/rules';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';

/** `活动时间：…` in Beijing time. */
export function ActivityPeriod({ startTime, endTime }: { startTime: number; endTime: number | null }) {
  const { t } = useTranslation();
  const start = formatBeijingDateTime(startTime).slice(0, 16);
  return (
    <p className="activity-period">
      {endTime === null
        ? t('activity.periodOpen', { start })
        : t('activity.period', { start, end: formatBeijingDateTime(endTime).slice(0, 16) })}
    </p>
  );
}

/** The activity's art, title and time window. */
export function ActivityHero({ config }: { config: ActivityConfig }) {
  const text = useServerText();
  const image = isSafeUrl(config.image) ? config.image : '';
  return (
    <header className="activity-hero">
      {image && <img src={image} alt="" className="activity-hero-art" width={1200} height={360} />}
      <div className="activity-hero-text">
        <span className="activity-tag">{text(config.categoryName)}</span>
        <h1>{text(config.title)}</h1>
        <p className="activity-subtitle">{text(config.subtitle)}</p>
        <ActivityPeriod startTime={config.startTime} endTime={config.endTime} />
      </div>
    </header>
  );
}

/** What the viewer may do: log in (visitor), why not (ineligible), or when (upcoming/ended). */
export function StandingNotice({ standing }: { standing: ActivityStanding | null }) {
  const { t } = useTranslation();
  const text = useServerText();
  const { auth } = useServices().Engine;
  if (standing === null || standing.kind === 'open') return null;
  if (standing.kind === 'visitor')
    return (
      <section className="activity-notice activity-notice-visitor" aria-label={t('activity.visitorTitle')}>
        <div>
          <h2>{t('activity.visitorTitle')}</h2>
          <p>{t('activity.visitorHint')}</p>
        </div>
        <div className="activity-notice-actions">
          <button type="button" className="btn btn-primary" onClick={() => auth.open('login')}>
            {t('activity.login')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => auth.open('register')}>
            {t('activity.register')}
          </button>
        </div>
      </section>
    );
  if (standing.kind === 'ineligible')
    return (
      <section className="activity-notice activity-notice-warn" role="status">
        <h2>{t('activity.ineligibleTitle')}</h2>
        <p data-testid="activity-reason">{text(standing.reason)}</p>
      </section>
    );
  const message =
    standing.kind === 'checking'
      ? t('activity.checking')
      : standing.kind === 'ended'
        ? t('activity.ended')
        : t('activity.upcoming', { time: formatBeijingDateTime(standing.startTime).slice(0, 16) });
  return (
    <section className="activity-notice" role="status">
      <p>{message}</p>
    </section>
  );
}

/** The rule lines and the operator's rights (SPEC §6). */
export function ActivityRules({ rules }: { rules: readonly string[] }) {
  const { t } = useTranslation();
  const text = useServerText();
  return (
    <section className="activity-card activity-rules" aria-labelledby="activity-rules-title">
      <h2 id="activity-rules-title">{t('activity.rules')}</h2>
      <ol>
        {rules.map((rule) => (
          <li key={rule}>{text(rule)}</li>
        ))}
        <li>{t('activity.operatorRights')}</li>
      </ol>
    </section>
  );
}

/** Placeholder with the page's final proportions while the activity loads. */
export function ActivitySkeleton() {
  return (
    <div className="activity-page container" aria-busy="true">
      <div className="activity-hero activity-skeleton skeleton" />
      <div className="activity-card activity-skeleton-card skeleton" />
    </div>
  );
}
