import type { VipWeek } from '@jinli/core/contract';
import { formatBalance, formatBeijingDate, GIFT_RECORD_PAGE_SIZE, progressRatio } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link } from '../../routes/routing.tsx';
import { LoadView, PageHead, Pager, ProgressMeter } from './parts.tsx';
import { useMemberCentre } from './useMemberCentre.ts';
import './welfare.css';

/** /mine/welfare: the weekly VIP gift (vipWeek/VipWeekInfo) and where the gifts are recorded. */
export function WelfareScreen() {
  const { t } = useTranslation();
  usePageTitle('福利中心');
  const centre = useMemberCentre();
  const { vip } = centre;
  const week = useReadable(centre, (s) => s.vip.week);
  useEffect(() => {
    void vip.loadWeek();
  }, [vip]);
  return (
    <div className="member-page">
      <PageHead title={t('member.welfare.title')}>
        <Link to="/mine/giftRecord" className="btn btn-outline btn-small">
          {t('member.welfare.recordsLink')}
        </Link>
      </PageHead>
      <LoadView value={week} onRetry={() => void vip.loadWeek()} rows={4}>
        {(data) => <WeekCard week={data} />}
      </LoadView>
    </div>
  );
}

function WeekCard({ week }: { week: VipWeek }) {
  const { t } = useTranslation();
  // The turnover against the requirement in decimals (core progressRatio: 0..1, no requirement is reached).
  const percent = (progressRatio(week.weekTurnover, week.requiredTurnover) * 100).toFixed(2);
  return (
    <section className="member-card welfare-card">
      <div className="welfare-art" aria-hidden="true">
        <svg viewBox="0 0 120 100" width="120" height="100" aria-hidden="true">
          <rect x="18" y="42" width="84" height="50" rx="6" fill="var(--brand-500)" />
          <rect x="12" y="30" width="96" height="18" rx="5" fill="var(--brand-600)" />
          <rect x="54" y="30" width="12" height="62" fill="var(--gold-500)" />
          <path
            d="M60 30c-10-22-34-16-22 0M60 30c10-22 34-16 22 0"
            fill="none"
            stroke="var(--gold-500)"
            strokeWidth="6"
          />
          <circle cx="98" cy="16" r="3" fill="var(--gold-300)" />
          <circle cx="18" cy="18" r="2" fill="var(--gold-300)" />
        </svg>
      </div>
      <div className="welfare-body">
        <h2>{t('member.welfare.weekTitle')}</h2>
        <p className="member-muted">
          {t('member.welfare.period', {
            start: formatBeijingDate(week.weekStart),
            end: formatBeijingDate(week.weekEnd),
          })}
        </p>
        {week.grade === 0 ? (
          <p className="welfare-status">{t('member.welfare.noGift')}</p>
        ) : (
          <>
            <dl className="welfare-facts">
              <div>
                <dt>{t('member.welfare.gift')}</dt>
                <dd className="num welfare-gift">¥{formatBalance(week.giftAmount)}</dd>
              </div>
              <div>
                <dt>{t('member.welfare.weekTurnover')}</dt>
                <dd className="num">¥{formatBalance(week.weekTurnover)}</dd>
              </div>
              <div>
                <dt>{t('member.welfare.required')}</dt>
                <dd className="num">¥{formatBalance(week.requiredTurnover)}</dd>
              </div>
            </dl>
            <ProgressMeter percent={percent} label={t('member.welfare.weekTurnover')} />
            <p className={`welfare-status is-${week.status}`}>{t(`member.welfare.status${week.status}`)}</p>
          </>
        )}
        <Link to="/mine/vip">{t('member.welfare.vipLink')}</Link>
      </div>
    </section>
  );
}

/** /mine/giftRecord: gift exchange records (activityTopGift/exchangeRecord), a page at a time. */
export function GiftRecordScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('礼金记录');
  const centre = useMemberCentre();
  const { gifts } = centre;
  const page = useReadable(centre, (m) => m.gifts);
  useEffect(() => {
    void gifts.load(1);
  }, [gifts]);
  return (
    <div className="member-page">
      <PageHead title={t('member.gifts.title')} />
      <LoadView
        value={page}
        onRetry={() => void gifts.load()}
        isEmpty={(d) => d.list.length === 0}
        empty={t('member.gifts.empty')}
        rows={5}
      >
        {(data) => (
          <section className="member-card">
            <div className="member-table-wrap">
              <table className="member-table">
                <thead>
                  <tr>
                    <th scope="col">{t('member.gifts.name')}</th>
                    <th scope="col">{t('member.gifts.amount')}</th>
                    <th scope="col">{t('member.gifts.status')}</th>
                    <th scope="col">{t('member.gifts.time')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((record) => (
                    <tr key={record.id}>
                      <td>{text(record.giftName)}</td>
                      <td className="num">¥{formatBalance(record.amount)}</td>
                      <td>
                        <span className={`gift-status is-${record.status}`}>
                          {t(`member.gifts.status${record.status}`)}
                        </span>
                      </td>
                      <td className="num">{formatBeijingDate(record.createTime)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={data.pageNum}
              total={data.total}
              pageSize={GIFT_RECORD_PAGE_SIZE}
              onPage={(n) => void gifts.load(n)}
            />
          </section>
        )}
      </LoadView>
    </div>
  );
}
