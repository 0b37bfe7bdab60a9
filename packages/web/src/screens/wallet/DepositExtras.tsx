import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import './walletProgress.css';

function CopyButton({ value }: { value: string }) {
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
    <button type="button" className="wallet-copy" onClick={() => void copy()}>
      {t('wallet.copy')}
    </button>
  );
}

/**
 * What a waiting deposit page adds below the payee (issue #17): who must pay (payment/getCustomerInfo)
 * and, where the channel needs one, the signal code for the payment note (payment/createSignalCode).
 */
export function DepositExtras() {
  const { t } = useTranslation();
  const text = useServerText();
  const deposits = useServices().Wallet.deposits;
  const payer = useReadable(deposits, (s) => s.payer.data);
  const signal = useReadable(deposits, (s) => s.signal);
  return (
    <>
      {payer !== null && (
        <section
          className="deposit-extra"
          data-testid="deposit-payer"
          aria-label={t('walletProgress.payerTitle')}
        >
          <h2>{t('walletProgress.payerName')}</h2>
          <p className="deposit-extra-value">
            {payer.realName ? text(payer.realName) : t('walletProgress.payerUnknown')}
          </p>
          {payer.payerTips && <p className="wallet-muted">{text(payer.payerTips)}</p>}
        </section>
      )}
      {signal.status !== 'idle' && (
        <section
          className="deposit-extra"
          data-testid="deposit-signal"
          aria-label={t('walletProgress.signalTitle')}
        >
          <h2>{t('walletProgress.signalTitle')}</h2>
          {signal.data !== null ? (
            <>
              <p className="deposit-extra-value">
                <span className="deposit-signal-code num">{signal.data.signalCode}</span>
                <CopyButton value={signal.data.signalCode} />
              </p>
              <p className="wallet-muted">
                {t('walletProgress.signalHint')}
                {signal.data.expireSeconds > 0 &&
                  ` · ${t('walletProgress.signalValid', { minutes: Math.ceil(signal.data.expireSeconds / 60) })}`}
              </p>
            </>
          ) : signal.status === 'error' ? (
            <p className="wallet-error" role="alert">
              {text(signal.errorMessage)}
              <button type="button" className="wallet-link" onClick={() => deposits.retrySignalCode()}>
                {t('walletProgress.signalRetry')}
              </button>
            </p>
          ) : (
            <p className="wallet-muted" aria-busy="true">
              {t('walletProgress.signalLoading')}
            </p>
          )}
        </section>
      )}
    </>
  );
}
