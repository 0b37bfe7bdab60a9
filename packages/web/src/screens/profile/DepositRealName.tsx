import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { RealNameForm } from './RealNameForm.tsx';
import { useProfileState } from './useProfile.ts';
import '../wallet/accounts.css';
import './profile.css';

/**
 * SPEC §7 bindFromDeposit: a member without a real name gives it on the deposit page (the payer name
 * the finance team matches); shown only while none is bound.
 */
export function DepositRealName() {
  const { t } = useTranslation();
  const unbound = useProfileState((s) => s.profile !== null && !s.profile.bindRealName);
  const done = useCallback(() => undefined, []);
  if (!unbound) return null;
  return (
    <section className="wallet-card profile-deposit-name" aria-labelledby="deposit-real-name">
      <h2 id="deposit-real-name" className="accounts-section-title">
        {t('profile.depositRealNameTitle')}
      </h2>
      <p className="wallet-muted">{t('profile.depositRealNameHint')}</p>
      <RealNameForm fromDeposit onDone={done} />
    </section>
  );
}
