import { validateAlipayAccount, WithdrawAccountType } from '@jinli/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { usePageTitle } from '../../routes/pages.tsx';
import { CardTile, TileSkeletons } from './AccountTiles.tsx';
import { Field, useAccountsStore, useLoadOnOpen, useMemberFacts } from './accountsShared.tsx';
import './accounts.css';
import './wallet.css';

/** /mine/alipayManage: the member's Alipay accounts and a form to bind one (holder = real name). */
export function AlipayScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('支付宝管理');
  const store = useAccountsStore();
  const ui = useService(Tokens.UiStore);
  const member = useMemberFacts();
  const snap = useSnapshot(store.state);
  useLoadOnOpen(store.loadAccounts);
  const [account, setAccount] = useState('');
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState('');
  const error = validateAlipayAccount(account)?.message;
  const accounts = (snap.cards.data ?? []).filter((card) => card.accountType === WithdrawAccountType.Alipay);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error || snap.busy) return;
    const failed = await store.bind({ accountType: 3, account: account.trim() });
    setMessage(failed ?? '');
    if (failed === null) {
      ui.toast(t('accounts.boundToast'), 'success');
      setAccount('');
      setTried(false);
      store.loadAccounts();
    }
  };

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('accounts.alipayTitle')}</h1>
      <section className="wallet-card" aria-labelledby="alipay-bound">
        <h2 id="alipay-bound" className="accounts-section-title">
          {t('accounts.boundAlipay')}
        </h2>
        <div className="accounts-tiles">
          {snap.cards.status === 'loading' && snap.cards.data === null ? (
            <TileSkeletons />
          ) : snap.cards.status === 'error' ? (
            <p className="wallet-error" role="alert">
              {text(snap.cards.errorMessage)}
            </p>
          ) : accounts.length === 0 ? (
            <p className="wallet-muted">{t('accounts.noAlipay')}</p>
          ) : (
            accounts.map((card) => <CardTile key={card.id} card={card} />)
          )}
        </div>
      </section>
      <form className="wallet-card wallet-form accounts-form" onSubmit={submit} noValidate>
        <h2 className="accounts-section-title">{t('accounts.addAlipay')}</h2>
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
        <Field label={t('accounts.holder')} hint={t('accounts.holderHint')}>
          {(id) => <input id={id} value={member?.realName ?? ''} readOnly aria-readonly="true" />}
        </Field>
        <p className="wallet-error" role="alert">
          {message ? text(message) : '\u00a0'}
        </p>
        <button type="submit" className="btn btn-primary wallet-submit" disabled={snap.busy}>
          {snap.busy ? t('wallet.submitting') : t('accounts.bindSubmit')}
        </button>
      </form>
    </div>
  );
}
