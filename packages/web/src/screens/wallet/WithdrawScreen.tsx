import { formatMoney } from '@jinli/core/rules';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { ChineseCapital, MoneyInput } from '../../components/MoneyAmountField.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { FormSkeleton, LoadFailed } from './LoadStates.tsx';
import { UsdtWithdrawPanel, WithdrawalProgressLine } from './WalletProgress.tsx';
import './wallet.css';

/** /mine/takemoney: a card or coin address, an amount within the limits, the withdrawal password, once. */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('取款');
  const withdrawals = useServices().Wallet.withdrawals;
  const ui = useServices().UiStore;
  const nav = useServices().AppNavigation;
  const amountId = useId();
  const passwordId = useId();
  // Issue #29: while a lost answer is checked the form stays locked (busy) and says so.
  const { stage, target, amount, password, order, errors, canSubmit, limit, message, needsAccount, busy } =
    useReadable(withdrawals);
  const needsPassword = useReadable(withdrawals, (s) => s.needsPassword);
  const setup = useReadable(withdrawals, (s) => s.setup.data);

  // A fresh form each time the page opens (before it paints: never the last visit's result).
  useLayoutEffect(() => withdrawals.open(), [withdrawals]);
  // The engine refreshes the balance; the page says the submit went through.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && stage === 'succeeded') ui.toast(t('wallet.withdrawDone'), 'success');
    wasBusy.current = busy;
  }, [busy, stage, ui, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    withdrawals.submit();
  };

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('wallet.withdrawTitle')}</h1>
      {stage === 'idle' || stage === 'loading' ? (
        <FormSkeleton rows={2} />
      ) : stage === 'loadFailed' ? (
        <LoadFailed card message={message} onRetry={() => withdrawals.reload()} />
      ) : stage === 'succeeded' && order ? (
        <div className="wallet-card wallet-empty">
          <p className="wallet-status wallet-status-succeeded" role="status">
            {t('wallet.withdrawDone')}
          </p>
          <p className="num">
            {formatMoney(order.amount)} · {t('wallet.orderNo', { orderNo: order.orderNo })}
          </p>
          {message && <p className="wallet-notice">{text(message)}</p>}
          <WithdrawalProgressLine orderNo={order.orderNo} checkOnMount />
          <div className="wallet-actions">
            <button type="button" className="btn btn-primary" onClick={() => withdrawals.again()}>
              {t('wallet.withdrawAgain')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => nav.go('/mine/transRecord')}>
              {t('wallet.seeRecords')}
            </button>
          </div>
        </div>
      ) : needsAccount ? (
        <div className="wallet-card wallet-empty">
          <p>{t('wallet.needsAccount')}</p>
          <button type="button" className="btn btn-primary" onClick={() => nav.go('/mine/addBankCard')}>
            {t('wallet.bindCard')}
          </button>
        </div>
      ) : (
        <form className="wallet-card wallet-form" onSubmit={submit} noValidate>
          <p className="wallet-muted">
            {t('wallet.withdrawable')}
            <strong className="num"> {formatMoney(setup?.info.withdrawableAmount ?? '0')}</strong>
          </p>
          <fieldset className="wallet-choices wallet-targets">
            <legend>{t('wallet.target')}</legend>
            {setup?.cards.map((card) => (
              <button
                key={`card-${card.id}`}
                type="button"
                className={`wallet-target ${target?.kind === 'card' && target.id === card.id ? 'is-active' : ''}`}
                aria-pressed={target?.kind === 'card' && target.id === card.id}
                disabled={busy}
                onClick={() => withdrawals.chooseTarget({ kind: 'card', id: card.id })}
              >
                <strong>{text(card.bankName)}</strong>
                <span className="num">{card.cardNo}</span>
              </button>
            ))}
            {setup?.addresses.map((coin) => (
              <button
                key={`coin-${coin.id}`}
                type="button"
                className={`wallet-target ${target?.kind === 'coin' && target.id === coin.id ? 'is-active' : ''}`}
                aria-pressed={target?.kind === 'coin' && target.id === coin.id}
                disabled={busy}
                onClick={() => withdrawals.chooseTarget({ kind: 'coin', id: coin.id })}
              >
                <strong>{`${coin.currency}-${coin.protocol}`}</strong>
                <span className="num">{coin.address}</span>
              </button>
            ))}
          </fieldset>
          {errors.target && <p className="wallet-error">{text(errors.target.message)}</p>}
          <label className="wallet-label" htmlFor={amountId}>
            {t('wallet.withdrawAmount')}
          </label>
          <MoneyInput
            id={amountId}
            value={amount}
            disabled={busy}
            invalid={Boolean(errors.amount)}
            placeholder={
              limit
                ? t('wallet.limits', {
                    min: formatMoney(limit.minAmount),
                    max: formatMoney(limit.maxAmount),
                  })
                : ''
            }
            onChange={(value) => withdrawals.setAmount(value)}
          />
          <ChineseCapital amount={amount} />
          {errors.amount && <p className="wallet-error">{text(errors.amount.message)}</p>}
          {target?.kind === 'coin' && <UsdtWithdrawPanel amount={amount} />}
          <label className="wallet-label" htmlFor={passwordId}>
            {t('wallet.withdrawPassword')}
          </label>
          <div className={`field-box ${errors.password ? 'field-box-error' : ''}`}>
            <input
              id={passwordId}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={password}
              disabled={busy || needsPassword}
              placeholder={t('wallet.passwordPlaceholder')}
              onChange={(e) => withdrawals.setPassword(e.target.value)}
            />
          </div>
          {errors.password && <p className="wallet-error">{text(errors.password.message)}</p>}
          {needsPassword && (
            <p className="wallet-notice">
              {t('wallet.needsPassword')}
              <button type="button" className="wallet-link" onClick={() => nav.go('/mine/auth')}>
                {t('wallet.setPasswordLink')}
              </button>
            </p>
          )}
          <p className="wallet-error" role="alert" aria-busy={stage === 'checking'}>
            {message ? text(message) : '\u00a0'}
          </p>
          <button type="submit" className="btn btn-primary wallet-submit" disabled={!canSubmit || busy}>
            {busy ? t('wallet.submitting') : t('wallet.withdrawSubmit')}
          </button>
        </form>
      )}
    </div>
  );
}
