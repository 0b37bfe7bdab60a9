import type { VipOverview } from '@jinli/core';
import type { VipGrade } from '@jinli/core/contract';
import { formatBalance } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useReadable } from '../../app/useReadable.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link } from '../../routes/routing.tsx';
import { LoadView, PageHead, ProgressMeter } from './parts.tsx';
import { RebateChart } from './RebateChart.tsx';
import { useMemberCentre } from './useMemberCentre.ts';
import './vip.css';

/** Loads the grade table, my grade and the rebate rates once the page opens. */
export function useVipData() {
  const centre = useMemberCentre();
  const { vip } = centre;
  const overview = useReadable(centre, (s) => s.vip.overview);
  const rebates = useReadable(centre, (s) => s.vip.rebates);
  useEffect(() => {
    void vip.load();
    void vip.loadRebates();
  }, [vip]);
  return { vip, overview, rebates };
}

/** /mine/vip: my grade, progress on both requirements, my privileges and rebate rates. */
export function VipScreen() {
  const { t } = useTranslation();
  usePageTitle('VIP特权');
  const { vip, overview, rebates } = useVipData();
  return (
    <div className="member-page">
      <PageHead title={t('member.vip.title')}>
        <Link to="/mine/vip/detail" className="btn btn-outline btn-small">
          {t('member.vip.detail')}
        </Link>
      </PageHead>
      <LoadView value={overview} onRetry={() => void vip.load()} rows={4}>
        {(data) => (
          <>
            <VipProgressCard data={data} />
            {data.progress.current !== null && <Privileges grade={data.progress.current} />}
          </>
        )}
      </LoadView>
      <section className="member-card">
        <h2>{t('member.vip.rebates')}</h2>
        <LoadView value={rebates} onRetry={() => void vip.loadRebates()} rows={4}>
          {(rates) => <RebateChart rates={rates} />}
        </LoadView>
      </section>
    </div>
  );
}

function VipProgressCard({ data }: { data: VipOverview }) {
  const { t } = useTranslation();
  const { progress, mine } = data;
  const next = progress.next;
  return (
    <section className="member-card vip-card" aria-label={t('member.vip.myGrade')}>
      <div className="vip-card-top">
        <div className="vip-medal" aria-hidden="true">
          <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
            <path d="M20 4h24l-6 18H26z" fill="var(--brand-500)" />
            <circle cx="32" cy="38" r="20" fill="var(--gold-500)" />
            <circle cx="32" cy="38" r="14" fill="var(--gold-300)" />
            <text x="32" y="44" textAnchor="middle" fontSize="16" fontWeight="800" fill="#6b3d00">
              {mine.grade}
            </text>
          </svg>
        </div>
        <div>
          <p className="member-muted">{t('member.vip.myGrade')}</p>
          <p className="vip-grade-name">{mine.gradeName}</p>
        </div>
        <div className="vip-percent">
          <p className="member-muted">{t('member.vip.progress')}</p>
          <p className="num">{progress.isTop ? t('member.vip.top') : `${progress.percent}%`}</p>
        </div>
      </div>
      <ProgressMeter percent={progress.percent} label={t('member.vip.progress')} />
      {!progress.isTop && next !== null && (
        <dl className="vip-needs">
          <Need
            label={t('member.vip.deposit')}
            have={mine.depositAmount}
            need={next.depositAmount}
            toGo={progress.depositToGo}
            ratio={progress.depositRatio}
          />
          <Need
            label={t('member.vip.turnover')}
            have={mine.validBetAmount}
            need={next.validBetAmount}
            toGo={progress.turnoverToGo}
            ratio={progress.turnoverRatio}
          />
        </dl>
      )}
    </section>
  );
}

function Need(props: { label: string; have: string; need: string; toGo: string; ratio: string }) {
  const { t } = useTranslation();
  const met = props.toGo === '0.00';
  return (
    <div className="vip-need">
      <dt>{props.label}</dt>
      <dd>
        <span className="num">
          ¥{formatBalance(props.have)} / ¥{formatBalance(props.need)}
        </span>
        <ProgressMeter percent={String(Number(props.ratio) * 100)} label={props.label} />
        <span className={met ? 'vip-met' : 'member-muted'}>
          {met ? t('member.vip.met') : t('member.vip.toGo', { amount: formatBalance(props.toGo) })}
        </span>
      </dd>
    </div>
  );
}

function Privileges({ grade }: { grade: VipGrade }) {
  const { t } = useTranslation();
  const items = [
    [t('member.vip.upgradeBonus'), `¥${formatBalance(grade.upgradeBonus)}`],
    [t('member.vip.weeklyGift'), `¥${formatBalance(grade.weeklyGift)}`],
    [t('member.vip.birthdayGift'), `¥${formatBalance(grade.birthdayGift)}`],
    [t('member.vip.withdrawTimes'), t('member.vip.times', { count: grade.dailyWithdrawTimes })],
    [t('member.vip.withdrawLimit'), `¥${formatBalance(grade.dailyWithdrawLimit)}`],
  ] as const;
  return (
    <section className="member-card">
      <h2>{t('member.vip.privileges')}</h2>
      <ul className="vip-privileges">
        {items.map(([label, value]) => (
          <li key={label}>
            <span className="member-muted">{label}</span>
            <strong className="num">{value}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
