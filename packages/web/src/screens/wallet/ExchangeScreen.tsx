import {
  allTransferAmount,
  coinAmountFor,
  ExchangeDirection,
  type ExchangeDirectionValue,
  formatMoney,
  normalizeMoneyText,
  validateExchangeAmount,
} from '@jinli/core/rules';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { ChineseCapital, MoneyInput } from '../../components/MoneyAmountField.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { LoadFailed } from './LoadStates.tsx';
import './accounts.css';
import './wallet.css';

/** How often the live rate is read again while the page is open. */
const RATE_REFRESH_MS = 30_000;

/** /mine/exchange: CNY ⇄ USDT at the live rate, the quote in decimal arithmetic, one intent per submit. */
export function ExchangeScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('货币兑换');
  const wallet = useServices().Wallet;
  const ui = useServices().UiStore;
  const session = useServices().Session;
  const snap = useReadable(wallet);
  const amountId = useId();
  const [direction, setDirection] = useState<ExchangeDirectionValue>(ExchangeDirection.ToCoin);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    void wallet.loadBalances();
    void wallet.loadRate();
    const timer = window.setInterval(() => void wallet.loadRate(), RATE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [wallet]);

  const rate = snap.rate.data;
  const center = snap.balances.data?.center;
  const available = direction === ExchangeDirection.ToCoin ? center : rate?.exchangeBalance;
  const error =
    rate && available !== undefined
      ? validateExchangeAmount(amount, { minAmount: rate.minAmount, available })?.message
      : undefined;
  const coins = rate ? coinAmountFor(amount, rate.rate) : '';
  const ready = rate !== null && center !== undefined;

  const flip = (next: ExchangeDirectionValue) => {
    setDirection(next);
    setTried(false);
    setMessage('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!ready || error || snap.moving) return;
    const result = await wallet.exchange(amount, direction);
    if (result.type === 'ok') {
      ui.toast(t('exchange.done'), 'success');
      session.send({ type: 'session.refreshBalance' });
      setAmount('');
      setTried(false);
      setMessage('');
    } else setMessage(result.message);
  };

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('exchange.title')}</h1>
      {snap.rate.status === 'error' && rate === null ? (
        <LoadFailed card message={snap.rate.errorMessage} onRetry={() => void wallet.loadRate()} />
      ) : (
        <>
          <section className="wallet-summary exchange-summary" aria-label={t('exchange.balances')}>
            <div className="wallet-summary-main">
              <p className="wallet-summary-label">{t('exchange.rate')}</p>
              <p className="wallet-summary-total num" data-testid="exchange-rate">
                {rate ? (
                  `1 ${rate.currency} = ${formatMoney(rate.rate)}`
                ) : (
                  <span className="wallet-skeleton" />
                )}
              </p>
            </div>
            <dl className="wallet-summary-facts">
              <div>
                <dt>{t('wallet.center')}</dt>
                <dd className="num" data-testid="exchange-center">
                  {center !== undefined ? formatMoney(center) : <span className="wallet-skeleton" />}
                </dd>
              </div>
              <div>
                <dt>{t('exchange.coinWallet')}</dt>
                <dd className="num" data-testid="exchange-coin">
                  {rate ? formatMoney(rate.exchangeBalance) : <span className="wallet-skeleton" />}
                </dd>
                {rate && (
                  <dd className="exchange-sub num">
                    ≈ {coinAmountFor(rate.exchangeBalance, rate.rate) || '0.00'} {rate.currency}
                  </dd>
                )}
              </div>
            </dl>
          </section>
          <form className="wallet-card wallet-form" onSubmit={submit} noValidate>
            <fieldset className="wallet-choices">
              <legend>{t('exchange.direction')}</legend>
              {[ExchangeDirection.ToCoin, ExchangeDirection.ToCash].map((value) => (
                <button
                  key={value}
                  type="button"
                  className={`wallet-chip ${direction === value ? 'is-active' : ''}`}
                  aria-pressed={direction === value}
                  disabled={snap.moving}
                  onClick={() => flip(value)}
                >
                  {t(value === ExchangeDirection.ToCoin ? 'exchange.toCoin' : 'exchange.toCash')}
                </button>
              ))}
            </fieldset>
            <label className="wallet-label" htmlFor={amountId}>
              {t('exchange.amount')}
            </label>
            <MoneyInput
              id={amountId}
              value={amount}
              disabled={snap.moving}
              invalid={tried && Boolean(error)}
              placeholder={rate ? t('exchange.minimum', { min: formatMoney(rate.minAmount) }) : ''}
              onChange={(value) => {
                setAmount(normalizeMoneyText(value));
                setMessage('');
              }}
              onAll={() => available !== undefined && setAmount(allTransferAmount(available))}
              allDisabled={snap.moving || available === undefined}
            />
            <ChineseCapital amount={amount} />
            {tried && error && <p className="wallet-error">{text(error)}</p>}
            <p className="exchange-quote" data-testid="exchange-quote" aria-live="polite">
              {coins === ''
                ? t('exchange.quoteEmpty')
                : direction === ExchangeDirection.ToCoin
                  ? t('exchange.quoteToCoin', { coins, currency: rate?.currency ?? 'USDT' })
                  : t('exchange.quoteToCash', {
                      amount: formatMoney(amount),
                      coins,
                      currency: rate?.currency ?? 'USDT',
                    })}
            </p>
            <p className="wallet-error" role="alert">
              {message ? text(message) : '\u00a0'}
            </p>
            <button type="submit" className="btn btn-primary wallet-submit" disabled={!ready || snap.moving}>
              {snap.moving ? t('wallet.submitting') : t('exchange.submit')}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
