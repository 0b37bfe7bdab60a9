import type { DepositSession } from '@jinli/core';
import { selectDepositPayer, selectDepositSignal } from '@jinli/core/machines';
import { useSelector } from '@xstate/react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import './walletProgress.css';

type DepositActorRef = ReturnType<DepositSession['current']>;

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
export function DepositExtras({ actor }: { actor: DepositActorRef }) {
  const { t } = useTranslation();
  const text = useServerText();
  const payer = useSelector(actor, selectDepositPayer);
  const signal = useSelector(actor, selectDepositSignal);
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
      {signal.status !== 'none' && (
        <section
          className="deposit-extra"
          data-testid="deposit-signal"
          aria-label={t('walletProgress.signalTitle')}
        >
          <h2>{t('walletProgress.signalTitle')}</h2>
          {signal.status === 'ready' ? (
            <>
              <p className="deposit-extra-value">
                <span className="deposit-signal-code num">{signal.code}</span>
                <CopyButton value={signal.code} />
              </p>
              <p className="wallet-muted">
                {t('walletProgress.signalHint')}
                {signal.expireSeconds > 0 &&
                  ` · ${t('walletProgress.signalValid', { minutes: Math.ceil(signal.expireSeconds / 60) })}`}
              </p>
            </>
          ) : signal.status === 'failed' ? (
            <p className="wallet-error" role="alert">
              {text(signal.message)}
              <button
                type="button"
                className="wallet-link"
                onClick={() => actor.send({ type: 'deposit.signalCode' })}
              >
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
