import { DealRecordType } from '@jinli/core/contract';
import {
  dealRecordEffect,
  formatMoney,
  isPendingDeposit,
  isPendingWithdrawal,
  pageCount,
  RECORD_PAGE_SIZE,
  recordDateRangeError,
  replaceKnownCodes,
} from '@jinli/core/rules';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { ChineseDateField } from '../../components/ChineseDateField.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { LoadFailed } from './LoadStates.tsx';
import { PendingDepositLine, WithdrawalProgressLine } from './WalletProgress.tsx';
import './wallet.css';

const TYPES = [
  DealRecordType.All,
  DealRecordType.Deposit,
  DealRecordType.Withdraw,
  DealRecordType.Transfer,
  DealRecordType.Exchange,
] as const;

/** /mine/transRecord: the member's deal records by type and date range, paged. */
export function RecordsScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('交易记录');
  const store = useServices().Wallet;
  const snap = useReadable(store);
  const { records, filter } = snap;

  useEffect(() => {
    void store.loadRecords();
    // Remarks name venues by code (`中心钱包 → AGZR`): the venue list gives their names.
    if (store.getSnapshot().venues.status === 'idle') void store.loadVenues();
  }, [store]);
  const venueNames = useMemo(
    () => new Map((snap.venues.data ?? []).map((venue) => [venue.enName, venue.name])),
    [snap.venues.data],
  );

  const rangeError = recordDateRangeError(filter.startDate, filter.endDate);
  const page = records.data;
  const pages = page ? pageCount(page.total, RECORD_PAGE_SIZE) : 1;

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('wallet.recordsTitle')}</h1>
      <div className="wallet-card wallet-filters">
        <fieldset className="wallet-choices">
          <legend className="visually-hidden">{t('wallet.recordType')}</legend>
          {TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={`wallet-chip ${filter.type === type ? 'is-active' : ''}`}
              aria-pressed={filter.type === type}
              onClick={() => void store.setFilter({ type })}
            >
              {t(`wallet.recordTypes.${type}`)}
            </button>
          ))}
        </fieldset>
        <ChineseDateField
          label={t('wallet.startDate')}
          value={filter.startDate}
          onChange={(startDate) => void store.setFilter({ startDate })}
        />
        <ChineseDateField
          label={t('wallet.endDate')}
          value={filter.endDate}
          onChange={(endDate) => void store.setFilter({ endDate })}
        />
        {rangeError && (
          <p className="wallet-error" role="alert">
            {text(rangeError)}
          </p>
        )}
      </div>
      <section className="wallet-card" aria-busy={records.status === 'loading'}>
        {records.status === 'error' ? (
          <LoadFailed message={records.errorMessage} onRetry={() => void store.loadRecords()} />
        ) : page === null ? (
          <div className="wallet-skeleton-list">
            {['a', 'b', 'c', 'd', 'e'].map((id) => (
              <div key={id} className="wallet-skeleton wallet-skeleton-row" />
            ))}
          </div>
        ) : page.list.length === 0 ? (
          <p className="wallet-empty">{t('wallet.noRecords')}</p>
        ) : (
          <table className="wallet-table">
            <thead>
              <tr>
                <th scope="col">{t('wallet.colTime')}</th>
                <th scope="col">{t('wallet.colType')}</th>
                <th scope="col">{t('wallet.colOrder')}</th>
                <th scope="col" className="wallet-num-col">
                  {t('wallet.colAmount')}
                </th>
                <th scope="col">{t('wallet.colStatus')}</th>
                <th scope="col">{t('wallet.colRemark')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((row) => (
                <tr key={row.id}>
                  <td className="num">{row.createTime}</td>
                  <td>{t(`wallet.recordTypes.${row.type}`, { defaultValue: '-' })}</td>
                  <td className="num">{row.orderNo}</td>
                  <RecordAmount amount={row.amount} status={row.status} />
                  <td>
                    {isPendingWithdrawal(row) ? (
                      <WithdrawalProgressLine orderNo={row.orderNo} compact />
                    ) : isPendingDeposit(row) ? (
                      <PendingDepositLine orderNo={row.orderNo} />
                    ) : (
                      t(`wallet.recordStatus.${row.status}`, { defaultValue: '-' })
                    )}
                  </td>
                  <td>{text(replaceKnownCodes(row.remark, venueNames))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page !== null && page.total > 0 && (
          <nav className="wallet-pager" aria-label={t('wallet.pager')}>
            <button
              type="button"
              className="btn btn-outline"
              disabled={filter.pageNum <= 1 || records.status === 'loading'}
              onClick={() => void store.setFilter({ pageNum: filter.pageNum - 1 })}
            >
              {t('wallet.prev')}
            </button>
            <span className="num">
              {t('wallet.pageOf', { page: filter.pageNum, pages, total: page.total })}
            </span>
            <button
              type="button"
              className="btn btn-outline"
              disabled={filter.pageNum >= pages || records.status === 'loading'}
              onClick={() => void store.setFilter({ pageNum: filter.pageNum + 1 })}
            >
              {t('wallet.next')}
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}

const EFFECT_CLASS = { credit: 'is-in', debit: 'is-out', pending: 'is-pending', void: 'is-void' } as const;

/** ±amount of a completed record; a processing one plain, a failed or cancelled one struck through. */
function RecordAmount({ amount, status }: { amount: string; status: number }) {
  const effect = dealRecordEffect({ amount, status });
  const plain = formatMoney(amount.startsWith('-') ? amount.slice(1) : amount);
  const shown = effect === 'credit' ? `+${plain}` : effect === 'debit' ? `-${plain}` : plain;
  return (
    <td className={`num wallet-num-col ${EFFECT_CLASS[effect]}`}>
      {effect === 'void' ? <del>{shown}</del> : shown}
    </td>
  );
}
