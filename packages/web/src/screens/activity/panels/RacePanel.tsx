import type { ActivityConfigOf } from '@jinli/core/contract';
import { selectJoinBusy } from '@jinli/core/machines';
import { formatMoney } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import type { PanelProps } from '../ActivityScreen.tsx';

/** The board moves on the server's clock: the page reads it again this often while open. */
const BOARD_REFRESH_MS = 60_000;

/** racePage: prizes by rank, the live leaderboard, the member's own score and 立即报名. */
export function RacePanel({
  config,
  session,
  standing,
  verification,
}: PanelProps & { config: ActivityConfigOf<'racePage'> }) {
  const { t } = useTranslation();
  const busy = useSelector(session.join, selectJoinBusy);
  const mine = verification?.progress.type === 'racePage' ? verification.progress : null;
  useEffect(() => {
    const timer = window.setInterval(session.reload, BOARD_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [session]);
  const prizeOf = (rank: number) => config.prizes.find((prize) => prize.rank === rank)?.amount;
  return (
    <section className="activity-card" aria-labelledby="race-title">
      <div className="activity-card-head">
        <h2 id="race-title">{t('activity.race.title')}</h2>
        <p className="activity-muted">{t('activity.race.live')}</p>
      </div>
      {mine && (
        <div className="race-mine">
          <p>
            {t('activity.race.myScore')} <strong className="num">{formatMoney(mine.score)}</strong>
          </p>
          <p>
            {t('activity.race.myRank')}{' '}
            <strong className="num">
              {mine.rank === null
                ? t('activity.race.notRanked')
                : t('activity.race.rankNo', { rank: mine.rank })}
            </strong>
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={standing?.kind !== 'open' || mine.enrolled || busy}
            onClick={() => session.start()}
          >
            {mine.enrolled
              ? t('activity.race.enrolled')
              : busy
                ? t('activity.working')
                : t('activity.race.enroll')}
          </button>
        </div>
      )}
      <div className="activity-table-wrap">
        <table className="activity-table">
          <thead>
            <tr>
              <th scope="col">{t('activity.race.rank')}</th>
              <th scope="col">{t('activity.race.member')}</th>
              <th scope="col">{t('activity.race.score')}</th>
              <th scope="col">{t('activity.race.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {config.leaderboard.map((entry) => {
              const prize = prizeOf(entry.rank);
              return (
                <tr
                  key={`${entry.rank}-${entry.name}`}
                  className={entry.rank <= 3 ? `race-top race-top-${entry.rank}` : ''}
                >
                  <td className="num">
                    <span className="race-rank">{entry.rank}</span>
                  </td>
                  <td>{entry.name}</td>
                  <td className="num">{formatMoney(entry.score)}</td>
                  <td className="num activity-money">{prize ? formatMoney(prize) : '-'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
