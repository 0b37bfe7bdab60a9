import type { ActivityConfigOf } from '@jinli/core/contract';
import { selectJoinBusy } from '@jinli/core/machines';
import { isInAppPath } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { useServerText } from '../../../i18n/useServerText.ts';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { Link } from '../../../routes/routing.tsx';
import type { PanelProps } from '../ActivityScreen.tsx';

/** activityLandPage: the operator's sections, a call to action and 报名参加. */
export function LandPagePanel({
  config,
  session,
  standing,
  verification,
}: PanelProps & { config: ActivityConfigOf<'activityLandPage'> }) {
  const { t } = useTranslation();
  const text = useServerText();
  const busy = useSelector(session.join, selectJoinBusy);
  const enrolled = verification?.progress.type === 'activityLandPage' && verification.progress.enrolled;
  return (
    <section className="activity-card activity-land" aria-label={text(config.title)}>
      <div className="land-sections">
        {config.sections.map((section) => (
          <article key={section.title} className="land-section">
            <h2>{text(section.title)}</h2>
            <p>{text(section.body)}</p>
          </article>
        ))}
      </div>
      <div className="activity-actions">
        {isInAppPath(config.cta.link) && (
          <Link to={config.cta.link} className="btn btn-gold activity-cta">
            {text(config.cta.text)}
          </Link>
        )}
        {standing?.kind === 'open' && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={enrolled || busy}
            onClick={() => session.start()}
          >
            {enrolled
              ? t('activity.land.enrolled')
              : busy
                ? t('activity.working')
                : t('activity.land.enroll')}
          </button>
        )}
      </div>
    </section>
  );
}
