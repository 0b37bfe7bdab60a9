import {
  selectWithdrawCanSubmit,
  selectWithdrawErrors,
  selectWithdrawLimit,
  selectWithdrawMessage,
  selectWithdrawNeedsAccount,
  selectWithdrawNeedsPassword,
  selectWithdrawStage,
} from '@jinli/core/machines';
import { formatMoney } from '@jinli/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useMemo } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
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
  const wallet = useServices().Wallet;
  const session = useServices().Session;
  const ui = useServices().UiStore;
  const nav = useServices().AppNavigation;
  const machine = useMemo(() => wallet.withdrawal(), [wallet]);
  const actor = useActorRef(machine);
  const amountId = useId();
  const passwordId = useId();
  const stage = useSelector(actor, selectWithdrawStage);
  const setup = useSelector(actor, (s) => s.context.setup);
  const target = useSelector(actor, (s) => s.context.target);
  const amount = useSelector(actor, (s) => s.context.amount);
  const password = useSelector(actor, (s) => s.context.password);
  const order = useSelector(actor, (s) => s.context.order);
  const errors = useSelector(actor, selectWithdrawErrors);
  const canSubmit = useSelector(actor, selectWithdrawCanSubmit);
  const limit = useSelector(actor, selectWithdrawLimit);
  const message = useSelector(actor, selectWithdrawMessage);
  const needsAccount = useSelector(actor, selectWithdrawNeedsAccount);
  const needsPassword = useSelector(actor, selectWithdrawNeedsPassword);

  useEffect(() => {
    const sub = actor.on('withdraw.succeeded', () => {
      ui.toast(t('wallet.withdrawDone'), 'success');
      session.send({ type: 'session.refreshBalance' });
    });
    return () => sub.unsubscribe();
  }, [actor, ui, session, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'withdraw.submit' });
  };
  // Issue #29: while a lost answer is checked the form stays locked and says so.
  const busy = stage === 'submitting' || stage === 'checking';

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('wallet.withdrawTitle')}</h1>
      {stage === 'loading' ? (
        <FormSkeleton rows={2} />
      ) : stage === 'loadFailed' ? (
        <LoadFailed card message={message} onRetry={() => actor.send({ type: 'withdraw.reload' })} />
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
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => actor.send({ type: 'withdraw.again' })}
            >
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
                onClick={() =>
                  actor.send({ type: 'withdraw.selectTarget', target: { kind: 'card', id: card.id } })
                }
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
                onClick={() =>
                  actor.send({ type: 'withdraw.selectTarget', target: { kind: 'coin', id: coin.id } })
                }
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
            onChange={(value) => actor.send({ type: 'withdraw.change', field: 'amount', value })}
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
              onChange={(e) =>
                actor.send({ type: 'withdraw.change', field: 'password', value: e.target.value })
              }
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
