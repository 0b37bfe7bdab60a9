import { groupCardNumber, validateBranch, validateCardNumber } from '@jinli/core/rules';
import { useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { BindForm, HolderField } from './accountBinding.tsx';
import { Field, useAccountsStore, useLoadOnOpen, useMemberFacts } from './accountsShared.tsx';
import { LoadFailed } from './LoadStates.tsx';
import './accounts.css';
import './wallet.css';

/** /mine/addBankCard: bank, card number (grouped, Luhn), the bound real name as holder, branch; once. */
export function AddBankCardScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('添加银行卡');
  const store = useAccountsStore();
  const nav = useServices().AppNavigation;
  const member = useMemberFacts();
  const snap = useReadable(store);
  useLoadOnOpen(store.loadBanks);
  const [bankCode, setBankCode] = useState('');
  const [cardNo, setCardNo] = useState('');
  const [branch, setBranch] = useState('');

  const errors = {
    bank: bankCode === '' ? t('accounts.pickBank') : undefined,
    cardNo: validateCardNumber(cardNo)?.message,
    branch: validateBranch(branch)?.message,
  };
  const valid = !errors.bank && !errors.cardNo && !errors.branch;

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('accounts.addCardTitle')}</h1>
      {snap.banks.status === 'error' ? (
        <LoadFailed card message={snap.banks.errorMessage} onRetry={() => void store.loadBanks()} />
      ) : (
        <BindForm
          store={store}
          valid={valid}
          payload={() => ({
            accountType: 1,
            bankCode,
            cardNo: cardNo.replace(/\s/g, ''),
            branch: branch.trim(),
          })}
          onBound={() => nav.go(`/mine/accountManage/${store.getSnapshot().lastBoundId ?? 'all'}`)}
        >
          {(tried) => (
            <>
              <p className="wallet-notice">{t('accounts.cardNotice')}</p>
              <Field label={t('accounts.bank')} error={tried ? errors.bank : undefined}>
                {(id) => (
                  <select
                    id={id}
                    className="accounts-select"
                    value={bankCode}
                    disabled={snap.banks.status !== 'ready' || snap.busy}
                    onChange={(e) => setBankCode(e.target.value)}
                  >
                    <option value="">
                      {snap.banks.status === 'ready' ? t('accounts.pickBank') : t('accounts.loadingBanks')}
                    </option>
                    {snap.banks.data?.map((bank) => (
                      <option key={bank.bankCode} value={bank.bankCode}>
                        {text(bank.bankName)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('accounts.cardNo')} error={tried ? errors.cardNo : undefined}>
                {(id) => (
                  <input
                    id={id}
                    className="num"
                    inputMode="numeric"
                    autoComplete="off"
                    value={cardNo}
                    disabled={snap.busy}
                    placeholder={t('accounts.cardNoPlaceholder')}
                    onChange={(e) => setCardNo(groupCardNumber(e.target.value))}
                  />
                )}
              </Field>
              <HolderField realName={member?.realName ?? ''} />
              <Field label={t('accounts.branch')} error={tried ? errors.branch : undefined}>
                {(id) => (
                  <input
                    id={id}
                    maxLength={40}
                    value={branch}
                    disabled={snap.busy}
                    placeholder={t('accounts.branchPlaceholder')}
                    onChange={(e) => setBranch(e.target.value)}
                  />
                )}
              </Field>
            </>
          )}
        </BindForm>
      )}
    </div>
  );
}
