import type { ActivityConfigOf } from '@jinli/core/contract';
import { selectJoinBusy } from '@jinli/core/machines';
import { formatMoney, signMonth, signStatus } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import type { PanelProps } from '../ActivityScreen.tsx';

/** signGift: the month's calendar with signed days, the 7-day reward cycle and 立即签到. */
export function SignGiftPanel({
  config,
  session,
  standing,
  verification,
}: PanelProps & { config: ActivityConfigOf<'signGift'> }) {
  const { t } = useTranslation();
  const busy = useSelector(session.join, selectJoinBusy);
  const progress = verification?.progress.type === 'signGift' ? verification.progress : null;
  const {
    signedToday,
    streak,
    nextReward: reward,
    cycleDay,
    doneInCycle,
  } = signStatus(config.rewards, progress);
  const month = progress ? signMonth(progress.today, progress.signedDates) : null;
  const canSign = standing?.kind === 'open' && !busy;

  return (
    <section className="activity-card activity-sign" aria-labelledby="sign-title">
      <div className="activity-card-head">
        <h2 id="sign-title">{t('activity.sign.title')}</h2>
        <p className="activity-stat">
          {t('activity.sign.streak')}{' '}
          <strong className="num">{t('activity.sign.streakDays', { count: streak })}</strong>
        </p>
      </div>
      <ol className="sign-cycle" aria-label={t('activity.sign.cycle')}>
        {config.rewards.map((amount, index) => (
          <li
            // The cycle is fixed by the config: its position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: days of the cycle are positions
            key={index}
            className={`sign-cycle-day ${index < doneInCycle ? 'is-done' : ''} ${index === cycleDay ? 'is-current' : ''}`}
          >
            <span>{t('activity.sign.dayReward', { day: index + 1 })}</span>
            <strong className="num">{formatMoney(amount)}</strong>
          </li>
        ))}
      </ol>
      {month && (
        <div className="sign-calendar">
          <p className="sign-calendar-title" id="sign-month">
            {t('activity.sign.month', { year: month.year, month: month.month })}
          </p>
          <div className="sign-grid" aria-hidden="true">
            {t('activity.sign.weekdays')
              .split(',')
              .map((day) => (
                <span key={day} className="sign-weekday">
                  {day}
                </span>
              ))}
          </div>
          <ol className="sign-grid" aria-labelledby="sign-month">
            {Array.from({ length: month.leading }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty leading cells
              <li key={`lead-${i}`} aria-hidden="true" />
            ))}
            {month.days.map((day) => (
              <li
                key={day.date}
                data-testid={day.isToday ? 'sign-today' : undefined}
                aria-current={day.isToday ? 'date' : undefined}
                className={`sign-day ${day.signed ? 'is-signed' : ''} ${day.isToday ? 'is-today' : ''} ${day.future ? 'is-future' : ''}`}
              >
                <span className="num">{day.day}</span>
                {day.signed && <small>{t('activity.sign.signedMark')}</small>}
              </li>
            ))}
          </ol>
        </div>
      )}
      <div className="activity-actions">
        {reward !== null && standing?.kind === 'open' && (
          <p className="activity-stat">
            {t('activity.sign.todayReward')}{' '}
            <strong className="num activity-money">{formatMoney(reward)}</strong>
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary activity-cta"
          disabled={!canSign}
          aria-busy={busy}
          onClick={() => session.start()}
        >
          {busy
            ? t('activity.working')
            : signedToday
              ? t('activity.sign.signedToday')
              : t('activity.sign.signNow')}
        </button>
      </div>
    </section>
  );
}
