import type { DepositOrder } from '@jinli/core/contract';
import { DEPOSIT_UNKNOWN_MESSAGES, formatCountdown, formatMoney, isSafeUrl } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { DepositExtras } from './DepositExtras.tsx';
import { waitingPath } from './DepositScreen.tsx';
import './wallet.css';

/** One copyable line of payee details; the value is server text, rendered as text. */
function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const ui = useServices().UiStore;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      ui.toast(t('wallet.copied'), 'success');
    } catch {
      ui.toast(t('wallet.copyFailed'), 'error');
    }
  };
  return (
    <div className="wallet-copy-row">
      <dt>{label}</dt>
      <dd>
        <span className="num">{value}</span>
        <button type="button" className="wallet-copy" onClick={() => void copy()}>
          {t('wallet.copy')}
        </button>
      </dd>
    </div>
  );
}

function PayeeDetails({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const navigatorPort = useServices().Navigator;
  const ui = useServices().UiStore;
  const { payee, coin, payUrl, qrCode } = order;
  const safeQr = qrCode && (qrCode.startsWith('data:image/') || isSafeUrl(qrCode));
  return (
    <div className="wallet-payee">
      <dl className="wallet-copy-list">
        {payee?.bankName && <CopyRow label={t('wallet.bankName')} value={payee.bankName} />}
        {payee?.branch && <CopyRow label={t('wallet.branch')} value={payee.branch} />}
        {payee?.accountName && <CopyRow label={t('wallet.accountName')} value={payee.accountName} />}
        {payee?.accountNo && <CopyRow label={t('wallet.accountNo')} value={payee.accountNo} />}
        {payee?.remark && <CopyRow label={t('wallet.remark')} value={payee.remark} />}
        {coin && (
          <>
            <CopyRow label={t('wallet.coinAmount', { currency: coin.currency })} value={coin.coinAmount} />
            <CopyRow label={t('wallet.coinAddress', { protocol: coin.protocol })} value={coin.address} />
            <div className="wallet-copy-row">
              <dt>{t('wallet.rate')}</dt>
              <dd className="num">{`1 ${coin.currency} ≈ ${formatMoney(coin.rate)}`}</dd>
            </div>
          </>
        )}
      </dl>
      {safeQr && <img className="wallet-qr" src={qrCode} alt={t('wallet.qrCode')} width={140} height={140} />}
      {payUrl && (
        <button
          type="button"
          className="btn btn-gold"
          onClick={() => {
            if (isSafeUrl(payUrl)) navigatorPort.openWindow(new URL(payUrl, window.location.origin).href);
            else ui.toast(t('wallet.unsafeUrl'), 'error');
          }}
        >
          {t('wallet.goPay')}
        </button>
      )}
    </div>
  );
}

/** /mine/savemoney/{recharge,transfer,huione,xnbsk,virtualCoin}: the order until it ends by itself. */
export function DepositWaiting() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('存款');
  const deposits = useServices().Wallet.deposits;
  const nav = useServices().AppNavigation;
  const ui = useServices().UiStore;
  const { stage, waitingKind: kind, remainingSeconds: seconds, message } = useReadable(deposits);
  const order = useReadable(deposits, (s) => s.order.data);

  useEffect(() => deposits.open(), [deposits]);
  useEffect(() => {
    // Until the deposit opens, and while a reload's order is looked up, stay: it may come back (issue #28).
    if (order === null) {
      if (stage !== 'idle' && stage !== 'resuming') nav.go('/mine/savemoney', { replace: true });
    } else if (kind !== null && window.location.pathname !== waitingPath(kind))
      nav.go(waitingPath(kind), { replace: true });
  }, [order, kind, nav, stage]);
  if (order === null) return <div className="wallet-page" aria-busy="true" />;

  const status =
    stage === 'succeeded'
      ? t('wallet.statusPaid')
      : stage === 'expired'
        ? t('wallet.statusExpired')
        : stage === 'closed'
          ? t('wallet.statusClosed')
          : t('wallet.statusWaiting');
  const ended = stage === 'succeeded' || stage === 'expired' || stage === 'closed';

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t(`wallet.waiting.${kind ?? 'recharge'}`)}</h1>
      <section className="wallet-card wallet-waiting">
        <header className="wallet-waiting-head">
          <div>
            <p className="wallet-summary-label">{t('wallet.depositAmount')}</p>
            <p className="wallet-summary-total num">{formatMoney(order.amount)}</p>
            <p className="wallet-muted num">{t('wallet.orderNo', { orderNo: order.orderNo })}</p>
          </div>
          <div className="wallet-waiting-status">
            <p className={`wallet-status wallet-status-${stage}`} role="status" data-testid="deposit-status">
              {status}
            </p>
            {!ended && (
              <p className="wallet-countdown num" title={t('wallet.countdown')}>
                {formatCountdown(seconds)}
              </p>
            )}
          </div>
        </header>
        {!ended && <PayeeDetails order={order} />}
        {!ended && <DepositExtras />}
        {message === DEPOSIT_UNKNOWN_MESSAGES.applied ? (
          <p className="wallet-notice" role="status">
            {text(message)}
          </p>
        ) : (
          message && (
            <p className="wallet-error" role="alert">
              {text(message)}
            </p>
          )
        )}
        <div className="wallet-actions">
          {ended ? (
            <button type="button" className="btn btn-primary" onClick={() => nav.go('/mine/savemoney')}>
              {t('wallet.depositAgain')}
            </button>
          ) : (
            <>
              <button type="button" className="btn btn-primary" onClick={() => deposits.checkPaid()}>
                {t('wallet.iPaid')}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                disabled={stage === 'cancelling'}
                onClick={() =>
                  // Cancelling cannot be taken back: the member confirms first (#28).
                  ui.openTips({
                    message: t('wallet.cancelOrderConfirm'),
                    showCancel: true,
                    sureText: t('wallet.cancelOrderSure'),
                    cancelText: t('wallet.keepOrder'),
                    onSure: () => deposits.cancel(),
                  })
                }
              >
                {t('wallet.cancelOrder')}
              </button>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
