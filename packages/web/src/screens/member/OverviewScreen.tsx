import type { VipOverview } from '@jinli/core';
import { selectDisplayName } from '@jinli/core/machines';
import { formatBalance } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { Badge } from '../../components/Badge.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link } from '../../routes/routing.tsx';
import { LoadView, PageHead, ProgressMeter } from './parts.tsx';
import { QuickIcon, type QuickIconName } from './QuickIcon.tsx';
import { useMemberCentre } from './useMemberCentre.ts';
import './overview.css';

const QUICK: readonly { to: string; key: QuickIconName }[] = [
  { to: '/mine/savemoney', key: 'deposit' },
  { to: '/mine/takemoney', key: 'withdraw' },
  { to: '/mine/transfermoney', key: 'transfer' },
  { to: '/mine/transRecord', key: 'records' },
  { to: '/mine/betRecord', key: 'betRecords' },
  { to: '/mine/welfare', key: 'welfare' },
  { to: '/mine/introTutorial', key: 'tutorial' },
  { to: '/mine/limits', key: 'limits' },
];

/** /mine: balances, VIP grade and progress, unread letters and replies, quick links. */
export function OverviewScreen() {
  const { t } = useTranslation();
  usePageTitle('个人中心');
  const session = useServices().Session;
  const centre = useMemberCentre();
  const { vip } = centre;
  const name = useReadable(session, selectDisplayName);
  // Issue #28: the engine's one balance summary (center wallet + every venue + lock money).
  const summary = useReadable(useServices().Balances, (s) => s.summary);
  const overview = useReadable(centre, (s) => s.vip.overview);
  const totals = useReadable(centre, (s) => s.inbox.totals);
  useEffect(() => {
    void vip.load();
  }, [vip]);

  return (
    <div className="member-page">
      <PageHead
        title={name === '' ? t('member.overview.welcome') : t('member.overview.greeting', { name })}
      />
      <section className="member-card overview-hero">
        <div className="overview-balances">
          <div>
            <p className="member-muted">{t('member.overview.total')}</p>
            <p className="overview-total num" data-testid="overview-total">
              {summary === null ? (
                <span className="skeleton overview-skeleton" />
              ) : (
                `¥${formatBalance(summary.total)}`
              )}
            </p>
          </div>
          {(
            [
              ['center', summary?.center],
              ['venues', summary?.inVenues],
              ['lock', summary?.lock],
            ] as const
          ).map(([key, amount]) => (
            <div key={key}>
              <p className="member-muted">{t(`member.overview.${key}`)}</p>
              <p className="overview-center num" data-testid={`overview-${key}`}>
                {amount === undefined ? '—' : `¥${formatBalance(amount)}`}
              </p>
            </div>
          ))}
        </div>
        <div className="overview-vip">
          <LoadView value={overview} onRetry={() => void vip.load()} rows={2}>
            {(data) => <VipSummary data={data} />}
          </LoadView>
        </div>
      </section>
      <section className="overview-stats">
        <Link to="/mine/message" className="member-card overview-stat">
          <span className="member-muted">{t('member.overview.letters')}</span>
          <strong className="num">{totals.letters}</strong>
          <span className="overview-stat-link">
            {t('member.overview.lettersLink')} <Badge count={totals.letters} />
          </span>
        </Link>
        <Link to="/mine/feedbackList" className="member-card overview-stat">
          <span className="member-muted">{t('member.overview.feedback')}</span>
          <strong className="num">{totals.feedback}</strong>
          <span className="overview-stat-link">
            {t('member.overview.feedbackLink')} <Badge count={totals.feedback} />
          </span>
        </Link>
      </section>
      <section className="member-card" aria-labelledby="overview-quick">
        <h2 id="overview-quick">{t('member.overview.quick')}</h2>
        <ul className="overview-quick">
          {QUICK.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>
                <QuickIcon name={link.key} />
                <span>{t(`member.overview.${link.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function VipSummary({ data }: { data: VipOverview }) {
  const { t } = useTranslation();
  const { progress, mine } = data;
  return (
    <div className="overview-vip-body">
      <div className="overview-vip-row">
        <span className="vip-chip">{mine.gradeName}</span>
        <span className="member-muted">
          {t('member.overview.progress')} <strong className="num">{progress.percent}%</strong>
        </span>
        <Link to="/mine/vip" className="overview-vip-link">
          {t('member.overview.vipLink')}
        </Link>
      </div>
      <ProgressMeter percent={progress.percent} label={t('member.overview.progress')} />
      <p className="member-muted">
        {progress.isTop
          ? t('member.overview.top')
          : t('member.overview.toNext', {
              grade: progress.next?.gradeName ?? '',
              deposit: formatBalance(progress.depositToGo),
              turnover: formatBalance(progress.turnoverToGo),
            })}
      </p>
    </div>
  );
}
