import type { ActivityConfigOf } from '@jinli/core/contract';
import { selectJoinArgs, selectJoinBusy } from '@jinli/core/machines';
import { formatMoney, taskRows } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { useServerText } from '../../../i18n/useServerText.ts';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { Link } from '../../../routes/routing.tsx';
import type { PanelProps } from '../ActivityScreen.tsx';
import { Meter } from '../Meter.tsx';

/** newTask: each task with its progress bar, 去完成 or 领取奖励. */
export function NewTaskPanel({
  config,
  session,
  standing,
  verification,
}: PanelProps & { config: ActivityConfigOf<'newTask'> }) {
  const { t } = useTranslation();
  const text = useServerText();
  const busy = useSelector(session.join, selectJoinBusy);
  const inFlight = useSelector(session.join, selectJoinArgs);
  const rows = taskRows(config, verification?.progress.type === 'newTask' ? verification.progress : null);
  const open = standing?.kind === 'open';
  return (
    <section className="activity-card" aria-labelledby="task-title">
      <h2 id="task-title">{t('activity.task.title')}</h2>
      <ul className="task-list">
        {rows.map((row) => (
          <li key={row.id} className="task-row">
            <div className="task-main">
              <p className="task-title">{text(row.title)}</p>
              <p className="activity-muted">
                {row.kind === 'bindPhone'
                  ? row.done
                    ? t('activity.task.phoneBound')
                    : t('activity.task.phoneUnbound')
                  : t('activity.task.progress', {
                      progress: formatMoney(row.progress),
                      target: formatMoney(row.target),
                    })}
              </p>
              <Meter value={row.ratio} label={text(row.title)} />
            </div>
            <p className="task-reward num">{t('activity.task.reward', { amount: row.reward })}</p>
            {row.claimed ? (
              <span className="activity-badge">{t('activity.task.claimed')}</span>
            ) : row.done ? (
              <button
                type="button"
                className="btn btn-primary btn-small"
                disabled={!open || busy}
                aria-busy={inFlight?.taskId === row.id}
                onClick={() => session.start({ taskId: row.id })}
              >
                {inFlight?.taskId === row.id ? t('activity.working') : t('activity.task.claim')}
              </button>
            ) : (
              <Link to={row.link} className="btn btn-outline btn-small">
                {t('activity.task.goDo')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
