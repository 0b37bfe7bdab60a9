import type { ActivityConfigOf } from '@jinli/core/contract';
import { selectJoinBusy } from '@jinli/core/machines';
import { depositBonusPreview, formatMoney, formatRatePercent, normalizeMoneyText } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { MoneyInput } from '../../../components/MoneyAmountField.tsx';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { Link } from '../../../routes/routing.tsx';
import type { PanelProps } from '../ActivityScreen.tsx';

type DepositConfig = ActivityConfigOf<'firstDeposit'> | ActivityConfigOf<'againDeposit'>;

/** firstDeposit / againDeposit: the terms, a calculator for any amount, and 申请彩金 for the member's deposit. */
export function DepositBonusPanel({
  config,
  session,
  standing,
  verification,
}: PanelProps & { config: DepositConfig }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [amount, setAmount] = useState('');
  const busy = useSelector(session.join, selectJoinBusy);
  const terms = config.bonus;
  const preview = amount === '' ? null : depositBonusPreview(terms, amount);
  const invalid = amount !== '' && preview === null;
  const progress = verification?.progress.type === config.type ? verification.progress : null;
  const hint = invalid
    ? t('activity.deposit.amountInvalid')
    : preview?.belowMinimum
      ? t('activity.deposit.belowMin', { min: terms.minDeposit })
      : '';

  return (
    <section className="activity-card activity-deposit" aria-labelledby="deposit-title">
      <dl className="deposit-terms">
        <div>
          <dt>{t('activity.deposit.rate')}</dt>
          <dd className="num">{formatRatePercent(terms.rate)}</dd>
        </div>
        <div>
          <dt>{t('activity.deposit.min')}</dt>
          <dd className="num">{formatMoney(terms.minDeposit)}</dd>
        </div>
        <div>
          <dt>{t('activity.deposit.max')}</dt>
          <dd className="num">{formatMoney(terms.maxBonus)}</dd>
        </div>
        <div>
          <dt>{t('activity.deposit.multiple')}</dt>
          <dd className="num">{t('activity.deposit.multipleValue', { count: terms.turnoverMultiple })}</dd>
        </div>
      </dl>
      <div className="deposit-grid">
        <div className="deposit-calculator">
          <h2 id="deposit-title">{t('activity.deposit.calculator')}</h2>
          <label htmlFor={inputId} className="activity-label">
            {t('activity.deposit.amountLabel')}
          </label>
          <MoneyInput
            id={inputId}
            value={amount}
            onChange={(text) => setAmount(normalizeMoneyText(text))}
            placeholder={t('activity.deposit.amountPlaceholder')}
            invalid={invalid}
            describedBy={`${inputId}-hint`}
          />
          <p id={`${inputId}-hint`} className="activity-hint" role={invalid ? 'alert' : undefined}>
            {hint || '\u00a0'}
          </p>
          <dl className="deposit-preview">
            <div>
              <dt>{t('activity.deposit.bonus')}</dt>
              <dd className="num activity-money" data-testid="calc-bonus">
                {formatMoney(preview?.bonus ?? '0')}
              </dd>
            </div>
            <div>
              <dt>{t('activity.deposit.turnover')}</dt>
              <dd className="num">{formatMoney(preview?.turnover ?? '0')}</dd>
            </div>
          </dl>
        </div>
        <div className="deposit-apply">
          <h2>{t('activity.deposit.myDeposit')}</h2>
          {progress?.depositAmount ? (
            <p className="deposit-amount num" data-testid="my-deposit">
              {formatMoney(progress.depositAmount)}
            </p>
          ) : (
            <p className="activity-muted">{t('activity.deposit.noDeposit')}</p>
          )}
          <div className="activity-actions">
            {standing?.kind !== 'visitor' && (!progress?.depositAmount || progress.claimed) && (
              <Link to="/mine/savemoney" className="btn btn-outline">
                {t('activity.deposit.goDeposit')}
              </Link>
            )}
            <button
              type="button"
              className="btn btn-primary activity-cta"
              disabled={standing?.kind !== 'open' || busy}
              onClick={() => session.start()}
            >
              {progress?.claimed
                ? t('activity.deposit.claimed')
                : busy
                  ? t('activity.working')
                  : t('activity.deposit.apply')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
