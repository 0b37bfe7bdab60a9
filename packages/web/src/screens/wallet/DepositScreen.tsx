import { type DEPOSIT_WAITING_ROUTES, formatMoney } from '@jinli/core/rules';
import { type FormEvent, useEffect, useId } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { ChineseCapital, MoneyInput } from '../../components/MoneyAmountField.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { DepositRealName } from '../profile/DepositRealName.tsx';
import { FormSkeleton, LoadFailed } from './LoadStates.tsx';
import './wallet.css';

/** The waiting page's path for a kind (the route names of DEPOSIT_WAITING_ROUTES sit under savemoney). */
export const waitingPath = (kind: keyof typeof DEPOSIT_WAITING_ROUTES) => `/mine/savemoney/${kind}`;

/** /mine/savemoney: deposit type, channel, amount (within the channel's limits) and the service warning. */
export function DepositScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('存款');
  const deposits = useServices().Wallet.deposits;
  const nav = useServices().AppNavigation;
  const ui = useServices().UiStore;
  const amountId = useId();
  const {
    stage,
    waitingKind: kind,
    typeId,
    channel,
    amount,
    amountError,
    canSubmit,
    submitting,
    message,
  } = useReadable(deposits);
  const types = useReadable(deposits, (s) => s.channels.data) ?? [];

  useEffect(() => deposits.open(), [deposits]);
  useEffect(() => {
    // Back on the form after an order ended: start a new one.
    if (stage === 'succeeded' || stage === 'expired' || stage === 'closed') deposits.again();
    // The form stands in for the order's page: back from it does not return to a form that sends it on.
    if ((stage === 'waiting' || stage === 'cancelling') && kind !== null)
      nav.go(waitingPath(kind), { replace: true });
  }, [deposits, stage, kind, nav]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    deposits.submit();
  };
  const channels = types.find((type) => type.id === typeId)?.channels ?? [];

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('wallet.depositTitle')}</h1>
      <p className="wallet-notice">
        {t('wallet.depositNotice')}
        <button type="button" className="wallet-link" onClick={() => ui.openServiceWarning()}>
          {t('wallet.securityTip')}
        </button>
      </p>
      <DepositRealName />
      {stage === 'idle' || stage === 'loading' || stage === 'resuming' ? (
        <FormSkeleton rows={3} />
      ) : stage === 'loadFailed' ? (
        <LoadFailed card message={message} onRetry={() => deposits.reload()} />
      ) : stage === 'empty' ? (
        <div className="wallet-card wallet-empty">
          <p>{t('wallet.noChannel')}</p>
          <button type="button" className="btn btn-outline" onClick={() => ui.openServiceWarning()}>
            {t('wallet.contactService')}
          </button>
        </div>
      ) : (
        <form className="wallet-card wallet-form" onSubmit={submit} noValidate>
          <fieldset className="wallet-choices">
            <legend>{t('wallet.depositType')}</legend>
            {types.map((type) => (
              <button
                key={type.id}
                type="button"
                className={`wallet-chip ${type.id === typeId ? 'is-active' : ''}`}
                aria-pressed={type.id === typeId}
                onClick={() => deposits.chooseType(type.id)}
              >
                {text(type.name)}
              </button>
            ))}
          </fieldset>
          <fieldset className="wallet-choices">
            <legend>{t('wallet.channel')}</legend>
            {channels.map((item) => (
              <button
                key={item.id}
                type="button"
                className={`wallet-chip ${item.id === channel?.id ? 'is-active' : ''}`}
                aria-pressed={item.id === channel?.id}
                onClick={() => deposits.chooseChannel(item.id)}
              >
                {text(item.name)}
              </button>
            ))}
          </fieldset>
          {channel?.tips && <p className="wallet-hint">{text(channel.tips)}</p>}
          <label className="wallet-label" htmlFor={amountId}>
            {t('wallet.depositAmount')}
          </label>
          <MoneyInput
            id={amountId}
            value={amount}
            disabled={submitting}
            invalid={Boolean(amountError)}
            placeholder={
              channel
                ? t('wallet.limits', {
                    min: formatMoney(channel.minAmount),
                    max: formatMoney(channel.maxAmount),
                  })
                : ''
            }
            onChange={(value) => deposits.setAmount(value)}
          />
          {channel?.fixedAmounts && channel.fixedAmounts.length > 0 && (
            <div className="wallet-quick">
              {channel.fixedAmounts.map((value) => (
                <button
                  key={value}
                  type="button"
                  className="wallet-chip"
                  onClick={() => deposits.setAmount(value)}
                >
                  {formatMoney(value)}
                </button>
              ))}
            </div>
          )}
          <div className={`money-notes${amountError || message ? ' has-error' : ''}`}>
            <ChineseCapital amount={amount} />
            <p className="wallet-error" role="alert">
              {amountError ? text(amountError.message) : message ? text(message) : '\u00a0'}
            </p>
          </div>
          <button type="submit" className="btn btn-primary wallet-submit" disabled={!canSubmit || submitting}>
            {submitting ? t('wallet.creating') : t('wallet.depositSubmit')}
          </button>
        </form>
      )}
    </div>
  );
}
