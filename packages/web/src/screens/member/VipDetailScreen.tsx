import { formatBalance } from '@jinli/core/rules';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link } from '../../routes/routing.tsx';
import { LoadView, PageHead } from './parts.tsx';
import { RebateChart } from './RebateChart.tsx';
import { useVipData } from './VipScreen.tsx';
import './vip.css';

/** /mine/vip/detail: the whole grade table with my grade marked, the rules and the rebate chart. */
export function VipDetailScreen() {
  const { t } = useTranslation();
  usePageTitle('VIP详情');
  const { vip, overview, rebates } = useVipData();
  return (
    <div className="member-page">
      <PageHead title={t('member.vip.detailTitle')}>
        <Link to="/mine/vip" className="btn btn-outline btn-small">
          {t('member.vip.back')}
        </Link>
      </PageHead>
      <section className="member-card">
        <h2>{t('member.vip.table')}</h2>
        <LoadView value={overview} onRetry={() => void vip.load()} rows={6}>
          {({ grades, mine }) => (
            <div className="member-table-wrap">
              <table className="member-table">
                <thead>
                  <tr>
                    <th scope="col">{t('member.vip.gradeCol')}</th>
                    <th scope="col">{t('member.vip.depositCol')}</th>
                    <th scope="col">{t('member.vip.turnoverCol')}</th>
                    <th scope="col">{t('member.vip.upgradeBonus')}</th>
                    <th scope="col">{t('member.vip.weeklyGift')}</th>
                    <th scope="col">{t('member.vip.withdrawTimes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {grades.map((g) => (
                    <tr key={g.grade} className={g.grade === mine.grade ? 'is-current' : ''}>
                      <th scope="row">
                        {g.gradeName}
                        {g.grade === mine.grade && (
                          <span className="vip-current-tag">{t('member.vip.current')}</span>
                        )}
                      </th>
                      <td>¥{formatBalance(g.depositAmount)}</td>
                      <td>¥{formatBalance(g.validBetAmount)}</td>
                      <td>¥{formatBalance(g.upgradeBonus)}</td>
                      <td>¥{formatBalance(g.weeklyGift)}</td>
                      <td>{t('member.vip.times', { count: g.dailyWithdrawTimes })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </LoadView>
      </section>
      <section className="member-card">
        <h2>{t('member.vip.rebates')}</h2>
        <LoadView value={rebates} onRetry={() => void vip.loadRebates()} rows={4}>
          {(rates) => <RebateChart rates={rates} />}
        </LoadView>
      </section>
      <section className="member-card">
        <h2>{t('member.vip.rulesTitle')}</h2>
        <p className="member-muted">{t('member.vip.rules')}</p>
      </section>
    </div>
  );
}
