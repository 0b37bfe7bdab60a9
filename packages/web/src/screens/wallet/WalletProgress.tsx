import type { Readable } from '@jinli/core';
import type { WithdrawOrderInfo } from '@jinli/core/contract';
import { formatMoney, usdtWithdrawEstimate } from '@jinli/core/rules';
import { useEffect, useSyncExternalStore } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import './walletProgress.css';

/** Binds a core capability (subscribe/getSnapshot) to React. */
function useReadable<S>(readable: Readable<S>): S {
  return useSyncExternalStore(readable.subscribe, readable.getSnapshot, readable.getSnapshot);
}

function ProgressText({ info }: { info: WithdrawOrderInfo }) {
  const { t } = useTranslation();
  const text = useServerText();
  return (
    <>
      <span className={`withdraw-progress-status withdraw-progress-${info.status}`}>
        {t(`walletProgress.status.${info.status}`, { defaultValue: t('walletProgress.status.0') })}
      </span>
      {info.finishTime && (
        <span className="wallet-muted num">{t('walletProgress.finishedAt', { time: info.finishTime })}</span>
      )}
      {info.reason && (
        <span className="withdraw-progress-reason">
          {t('walletProgress.reasonLabel', { reason: text(info.reason) })}
        </span>
      )}
    </>
  );
}

/**
 * A withdrawal's progress (withdraw/withdrawOrderInfo through core's WithdrawalProgress): the status,
 * and a button to ask again. `checkOnMount`: ask at once (the withdrawal page after a submit).
 */
export function WithdrawalProgressLine({
  orderNo,
  checkOnMount = false,
  compact = false,
}: {
  orderNo: string;
  checkOnMount?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const text = useServerText();
  const progress = useServices().WithdrawalProgress;
  const entry = useReadable(progress)[orderNo];

  useEffect(() => {
    if (checkOnMount) void progress.check(orderNo);
  }, [checkOnMount, progress, orderNo]);

  const loading = entry?.status === 'loading';
  const paidOrFailed = entry?.info !== null && entry?.info !== undefined && entry.info.status !== 0;
  return (
    <div
      className={`withdraw-progress ${compact ? 'is-compact' : ''}`}
      data-testid={`withdraw-progress-${orderNo}`}
      aria-live="polite"
    >
      {!compact && <span className="wallet-muted">{t('walletProgress.progressLabel')}</span>}
      {entry?.info ? (
        <ProgressText info={entry.info} />
      ) : compact ? (
        <span className="withdraw-progress-status withdraw-progress-0">{t('walletProgress.status.0')}</span>
      ) : null}
      {entry?.status === 'error' && <span className="wallet-error">{text(entry.message)}</span>}
      {!paidOrFailed && (
        <button
          type="button"
          className="wallet-copy"
          disabled={loading}
          onClick={() => void progress.check(orderNo)}
        >
          {loading
            ? t('walletProgress.checking')
            : entry
              ? t('walletProgress.refresh')
              : t('walletProgress.check')}
        </button>
      )}
    </div>
  );
}

/**
 * A deposit still waiting for payment in the records (issue #28): 处理中 and 查看订单, which shows the
 * order's waiting page again (core's deposit session asks the server for it).
 */
export function PendingDepositLine({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const wallet = useServices().Wallet;
  const nav = useServices().AppNavigation;
  return (
    <div className="withdraw-progress is-compact" data-testid={`deposit-pending-${orderNo}`}>
      <span className="withdraw-progress-status withdraw-progress-0">{t('wallet.recordStatus.0')}</span>
      <button
        type="button"
        className="wallet-copy"
        onClick={() => {
          wallet.deposits.resume(orderNo);
          nav.go('/mine/savemoney');
        }}
      >
        {t('walletProgress.openDeposit')}
      </button>
    </div>
  );
}

/** USDT withdrawal details (withdraw/usdtWithdrawInfo): the rate, the coins the amount is worth, limits. */
export function UsdtWithdrawPanel({ amount }: { amount: string }) {
  const { t } = useTranslation();
  const text = useServerText();
  const details = useServices().UsdtWithdrawInfo;
  const state = useReadable(details);

  useEffect(() => {
    if (details.getSnapshot().status !== 'ready') void details.load();
  }, [details]);

  const info = state.data;
  if (info === null) {
    return (
      <div className="wallet-notice usdt-withdraw" aria-busy={state.status === 'loading'}>
        {state.status === 'error' ? (
          <>
            {t('walletProgress.usdtFailed')}
            <button type="button" className="wallet-link" onClick={() => void details.load()}>
              {t('walletProgress.retry')}
            </button>
          </>
        ) : (
          t('walletProgress.usdtLoading')
        )}
      </div>
    );
  }
  const estimate = usdtWithdrawEstimate(amount, info);
  return (
    <section className="usdt-withdraw" aria-label={t('walletProgress.usdtTitle')} data-testid="usdt-withdraw">
      <h2 className="usdt-withdraw-title">{t('walletProgress.usdtTitle')}</h2>
      <dl className="usdt-withdraw-list">
        <div>
          <dt>{t('walletProgress.usdtRate')}</dt>
          <dd className="num">
            {t('walletProgress.usdtRateValue', { currency: info.currency, rate: formatMoney(info.rate) })}
          </dd>
        </div>
        <div>
          <dt>{t('walletProgress.usdtEstimate')}</dt>
          <dd className="num" data-testid="usdt-estimate">
            {estimate ? `≈ ${estimate} ${info.currency}` : t('walletProgress.usdtEstimateEmpty')}
          </dd>
        </div>
        {info.protocols && info.protocols.length > 0 && (
          <div>
            <dt>{t('walletProgress.usdtProtocols')}</dt>
            <dd>{info.protocols.join(' / ')}</dd>
          </div>
        )}
        {info.minAmount && info.maxAmount && (
          <div>
            <dt>{t('walletProgress.usdtLimits')}</dt>
            <dd className="num">{`${formatMoney(info.minAmount)} – ${formatMoney(info.maxAmount)}`}</dd>
          </div>
        )}
      </dl>
      {info.arrivalTips && <p className="wallet-muted">{text(info.arrivalTips)}</p>}
    </section>
  );
}
