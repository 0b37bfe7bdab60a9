import type { BetRecordRange, BetRecordStatusFilter, BetRecords } from '@jinli/core';
import { SPORTS_VENUE } from '@jinli/core/contract';
import { formatMoney } from '@jinli/core/rules';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { BetRecordList } from './BetRecordList.tsx';

const STATUSES: readonly BetRecordStatusFilter[] = ['all', 'pending', 'settled'];
const RANGES: readonly BetRecordRange[] = ['today', 'week', 'month'];

/** A records store for the component's life (each view keeps its own filters). */
export function useBetRecordsStore(variant: 'panel' | 'page'): BetRecords {
  const sports = useServices().Sports;
  const [store] = useState(() =>
    sports.records({
      pageSize: variant === 'panel' ? 5 : 10,
      ...(variant === 'panel'
        ? { venueCode: SPORTS_VENUE, initial: { status: 'pending', range: 'month' } }
        : {}),
    }),
  );
  useEffect(() => {
    void store.load();
  }, [store]);
  return store;
}

function Chips<T extends string>(props: {
  legend: string;
  values: readonly T[];
  current: T;
  label: (value: T) => string;
  onPick: (value: T) => void;
}) {
  return (
    <fieldset className="records-chips">
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <button
          key={value}
          type="button"
          className="records-chip"
          aria-pressed={props.current === value}
          onClick={() => props.onPick(value)}
        >
          {props.label(value)}
        </button>
      ))}
    </fieldset>
  );
}

/** Filters, states (loading, empty, error), the record cards and the pager. */
export function BetRecordsView({ store, variant }: { store: BetRecords; variant: 'panel' | 'page' }) {
  const { t } = useTranslation();
  const text = useServerText();
  const { filter, page, total } = useReadable(store);
  const pages = store.pages();
  const compact = variant === 'panel';
  const cashOut = useServices().Sports.cashOut;
  // Issue #30: the open bets shown get cash-out quotes while this view is on screen.
  const open = (page.data?.list ?? [])
    .filter((record) => record.status === 'pending' && record.venueCode === 'CRTY')
    .map((record) => record.ticketId)
    .join(',');
  useEffect(() => (open === '' ? undefined : cashOut.watch(open.split(','))), [cashOut, open]);
  // A bet settled meanwhile (or cashed out while settled bets are listed) reloads the page: the
  // records capability follows the cash-out offers while this view watches it (core).
  return (
    <div className={`records-view records-view-${variant}`}>
      <div className={compact ? 'records-panel-filters' : 'records-filters'}>
        <Chips
          legend={t('sports.records.status')}
          values={compact ? STATUSES.slice(1) : STATUSES}
          current={filter.status}
          label={(s) => t(`sports.records.${s}`)}
          onPick={(status) => void store.setFilter({ status })}
        />
        {!compact && (
          <Chips
            legend={t('sports.records.range')}
            values={RANGES}
            current={filter.range}
            label={(r) => t(`sports.records.ranges.${r}`)}
            onPick={(range) => void store.setFilter({ range })}
          />
        )}
        {!compact && total.data !== null && (
          <p className="records-summary" data-testid="records-summary">
            <span>{t('sports.records.count', { count: total.data.count })}</span>
            <span>{t('sports.records.totalBet', { amount: formatMoney(total.data.betAmount) })}</span>
            <span>{t('sports.records.totalWinLoss', { amount: formatMoney(total.data.winLoss) })}</span>
          </p>
        )}
      </div>
      <section aria-busy={page.status === 'loading'} aria-label={t('sports.records.title')}>
        {page.status === 'error' ? (
          <div className="records-state" role="alert">
            <p className="records-state-title">{t('sports.records.loadFailed')}</p>
            <p>{text(page.errorMessage)}</p>
            <button type="button" className="records-chip" onClick={() => void store.load()}>
              {t('common.retry')}
            </button>
          </div>
        ) : page.data === null ? (
          <div className="bet-records" role="status" aria-label={t('sports.records.loading')}>
            {(compact ? ['a', 'b'] : ['a', 'b', 'c', 'd']).map((id) => (
              <div key={id} className="records-skeleton" />
            ))}
          </div>
        ) : page.data.list.length === 0 ? (
          <div className="records-state">
            <p className="records-state-title">{t('sports.records.empty')}</p>
            <p>{t('sports.records.emptyHint')}</p>
          </div>
        ) : (
          <BetRecordList records={page.data.list} compact={compact} />
        )}
      </section>
      {page.data !== null && pages > 1 && (
        <nav className="records-pager" aria-label={t('sports.records.title')}>
          <button
            type="button"
            disabled={filter.pageNum <= 1 || page.status === 'loading'}
            onClick={() => void store.setFilter({ pageNum: filter.pageNum - 1 })}
          >
            {t('sports.records.prev')}
          </button>
          <span className="num">{t('sports.records.page', { page: filter.pageNum, pages })}</span>
          <button
            type="button"
            disabled={filter.pageNum >= pages || page.status === 'loading'}
            onClick={() => void store.setFilter({ pageNum: filter.pageNum + 1 })}
          >
            {t('sports.records.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
