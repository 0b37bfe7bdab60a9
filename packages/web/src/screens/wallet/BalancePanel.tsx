import { compareMoney, formatBalance, formatMoney } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { LoadFailed } from './LoadStates.tsx';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/**
 * 总余额 with its parts: center wallet, every venue and the lock money (SPEC §3; issue #28: the
 * engine's one balance summary), with a refresh that reports its failure.
 */
export function BalanceSummary() {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useServices().Wallet;
  const { balances } = useReadable(store);
  const data = balances.data;
  const loading = balances.status === 'loading' || balances.status === 'idle';
  return (
    <section className="wallet-summary" aria-label={t('wallet.summary')}>
      <div className="wallet-summary-main">
        <p className="wallet-summary-label">{t('wallet.total')}</p>
        <p className="wallet-summary-total num" data-testid="wallet-total">
          {data ? `¥ ${formatBalance(data.total)}` : loading ? <span className="wallet-skeleton" /> : '--'}
        </p>
        {balances.status === 'error' && (
          <p className="wallet-error" role="alert">
            {text(balances.errorMessage)}
          </p>
        )}
      </div>
      <dl className="wallet-summary-facts">
        <div>
          <dt>{t('wallet.center')}</dt>
          <dd className="num" data-testid="wallet-center">
            {data ? formatMoney(data.center) : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('wallet.venues')}</dt>
          <dd className="num" data-testid="wallet-in-venues">
            {data ? formatMoney(data.inVenues) : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('wallet.lock')}</dt>
          <dd className="num" data-testid="wallet-lock">
            {data ? formatMoney(data.lock) : '--'}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn-outline wallet-refresh"
        disabled={balances.status === 'loading'}
        onClick={() => void store.loadBalances()}
      >
        {t('wallet.refresh')}
      </button>
    </section>
  );
}

/** Every venue with its own refresh, the stored hide-zero switch, 一键回收 and auto-transfer. */
export function VenueBalances() {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useServices().Wallet;
  const ui = useServices().UiStore;
  const snap = useReadable(store);
  const venues = snap.venues;

  useEffect(() => store.loadAll(), [store]);

  const recycle = async () => {
    const result = await store.recycle();
    if (result.type === 'ok') ui.toast(t('wallet.recycleDone'), 'success');
    else ui.toast(text(result.message), 'error');
  };
  const refreshOne = async (enName: string) => {
    const failed = await store.refreshVenue(enName);
    if (failed) ui.toast(text(failed), 'error');
  };
  const toggleAuto = async () => {
    const failed = await store.setAutoTransfer(!snap.autoTransfer);
    if (failed) ui.toast(text(failed), 'error');
  };
  const rows = (venues.data ?? []).filter((row) => !snap.hideZero || compareMoney(row.balance, '0') !== 0);

  return (
    <section className="wallet-venues" aria-labelledby="wallet-venues-title">
      <header className="wallet-venues-head">
        <h2 id="wallet-venues-title">{t('wallet.venues')}</h2>
        <label className="wallet-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={snap.hideZero}
            checked={snap.hideZero}
            onChange={(e) => store.setHideZero(e.target.checked)}
          />
          <span>{t('wallet.hideZero')}</span>
        </label>
        <label className="wallet-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={snap.autoTransfer === true}
            checked={snap.autoTransfer === true}
            disabled={snap.autoTransfer === null}
            onChange={() => void toggleAuto()}
          />
          <span>{t('wallet.autoTransfer')}</span>
        </label>
        <button
          type="button"
          className="btn btn-primary"
          disabled={snap.moving}
          onClick={() => void recycle()}
        >
          {snap.moving ? t('wallet.working') : t('wallet.recycle')}
        </button>
      </header>
      {venues.status === 'error' ? (
        <LoadFailed message={venues.errorMessage} onRetry={() => void store.loadVenues()} />
      ) : venues.data === null ? (
        <ul className="wallet-venue-grid" aria-busy="true">
          {SKELETONS.map((id) => (
            <li key={id} className="wallet-venue wallet-venue-skeleton" />
          ))}
        </ul>
      ) : rows.length === 0 ? (
        <p className="wallet-empty">{t('wallet.noVenueBalance')}</p>
      ) : (
        <ul className="wallet-venue-grid">
          {rows.map((row) => (
            <li key={row.enName} className="wallet-venue" data-testid={`venue-${row.enName}`}>
              <span className="wallet-venue-name">{text(row.name)}</span>
              <span className="wallet-venue-balance num">{formatMoney(row.balance)}</span>
              <button
                type="button"
                className="wallet-venue-refresh"
                aria-label={t('wallet.refreshVenue', { name: text(row.name) })}
                title={t('wallet.refreshVenue', { name: text(row.name) })}
                disabled={snap.refreshing[row.enName] === true}
                onClick={() => void refreshOne(row.enName)}
              >
                ↻
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
