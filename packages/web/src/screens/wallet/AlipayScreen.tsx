import { WithdrawAccountType } from '@jinli/core/contract';
import { validateAlipayAccount } from '@jinli/core/rules';
import { useState } from 'react';
import { useReadable } from '../../app/useReadable.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { CardTile } from './AccountTiles.tsx';
import { BindForm, BoundAccounts, HolderField } from './accountBinding.tsx';
import { Field, useAccountsStore, useLoadOnOpen, useMemberFacts } from './accountsShared.tsx';
import './accounts.css';
import './wallet.css';

/** /mine/alipayManage: the member's Alipay accounts and a form to bind one (holder = real name). */
export function AlipayScreen() {
  const { t } = useTranslation();
  usePageTitle('支付宝管理');
  const store = useAccountsStore();
  const member = useMemberFacts();
  const snap = useReadable(store);
  useLoadOnOpen(store.loadAccounts);
  const [account, setAccount] = useState('');
  const error = validateAlipayAccount(account)?.message;
  const accounts = (snap.cards.data ?? []).filter((card) => card.accountType === WithdrawAccountType.Alipay);

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('accounts.alipayTitle')}</h1>
      <BoundAccounts
        id="alipay-bound"
        title={t('accounts.boundAlipay')}
        slot={snap.cards}
        count={accounts.length}
        emptyText={t('accounts.noAlipay')}
      >
        {accounts.map((card) => (
          <CardTile key={card.id} card={card} />
        ))}
      </BoundAccounts>
      <BindForm
        store={store}
        title={t('accounts.addAlipay')}
        valid={!error}
        payload={() => ({ accountType: 3, account: account.trim() })}
        onBound={() => {
          setAccount('');
          store.loadAccounts();
        }}
      >
        {(tried) => (
          <>
            <Field label={t('accounts.alipayAccount')} error={tried ? error : undefined}>
              {(id) => (
                <input
                  id={id}
                  autoComplete="off"
                  maxLength={64}
                  value={account}
                  disabled={snap.busy}
                  placeholder={t('accounts.alipayPlaceholder')}
                  onChange={(e) => setAccount(e.target.value)}
                />
              )}
            </Field>
            <HolderField realName={member?.realName ?? ''} />
          </>
        )}
      </BindForm>
    </div>
  );
}
