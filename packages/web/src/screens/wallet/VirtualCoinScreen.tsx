import { COIN_PROTOCOLS, validateCoinAddress } from '@jinli/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { usePageTitle } from '../../routes/pages.tsx';
import { CoinTile, TileSkeletons } from './AccountTiles.tsx';
import { Field, useAccountsStore, useLoadOnOpen } from './accountsShared.tsx';
import './accounts.css';
import './wallet.css';

/** /mine/virtualCoinCard: bound USDT addresses and a form to bind one on a chosen chain. */
export function VirtualCoinScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('虚拟币账户');
  const store = useAccountsStore();
  const ui = useService(Tokens.UiStore);
  const snap = useSnapshot(store.state);
  useLoadOnOpen(store.loadAccounts);
  const [protocol, setProtocol] = useState<string>(COIN_PROTOCOLS[0].protocol);
  const [address, setAddress] = useState('');
  const [alias, setAlias] = useState('');
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState('');
  const chain = COIN_PROTOCOLS.find((entry) => entry.protocol === protocol) ?? COIN_PROTOCOLS[0];
  const error = validateCoinAddress(protocol, address)?.message;
  const coins = snap.coins.data ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error || snap.busy) return;
    const failed = await store.bind({
      accountType: 2,
      currency: chain.currency,
      protocol,
      address: address.trim(),
      ...(alias.trim() ? { alias: alias.trim() } : {}),
    });
    setMessage(failed ?? '');
    if (failed === null) {
      ui.toast(t('accounts.boundToast'), 'success');
      setAddress('');
      setAlias('');
      setTried(false);
      store.loadAccounts();
    }
  };

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('accounts.coinTitle')}</h1>
      <section className="wallet-card" aria-labelledby="coin-bound">
        <h2 id="coin-bound" className="accounts-section-title">
          {t('accounts.boundCoins')}
        </h2>
        <div className="accounts-tiles">
          {snap.coins.status === 'loading' && snap.coins.data === null ? (
            <TileSkeletons />
          ) : snap.coins.status === 'error' ? (
            <p className="wallet-error" role="alert">
              {text(snap.coins.errorMessage)}
            </p>
          ) : coins.length === 0 ? (
            <p className="wallet-muted">{t('accounts.noCoins')}</p>
          ) : (
            coins.map((coin) => <CoinTile key={coin.id} coin={coin} />)
          )}
        </div>
      </section>
      <form className="wallet-card wallet-form accounts-form" onSubmit={submit} noValidate>
        <h2 className="accounts-section-title">{t('accounts.addCoin')}</h2>
        <fieldset className="wallet-choices">
          <legend>{t('accounts.chain')}</legend>
          {COIN_PROTOCOLS.map((entry) => (
            <button
              key={entry.protocol}
              type="button"
              className={`wallet-chip ${entry.protocol === protocol ? 'is-active' : ''}`}
              aria-pressed={entry.protocol === protocol}
              disabled={snap.busy}
              onClick={() => setProtocol(entry.protocol)}
            >
              {entry.currency}-{entry.protocol}
            </button>
          ))}
        </fieldset>
        <Field
          label={t('accounts.address')}
          error={tried ? error : undefined}
          hint={t('accounts.addressHint', { protocol, example: chain.example })}
        >
          {(id) => (
            <input
              id={id}
              className="num"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              value={address}
              disabled={snap.busy}
              placeholder={t('accounts.addressPlaceholder', { protocol })}
              onChange={(e) => setAddress(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('accounts.alias')}>
          {(id) => (
            <input
              id={id}
              maxLength={20}
              value={alias}
              disabled={snap.busy}
              placeholder={t('accounts.aliasPlaceholder')}
              onChange={(e) => setAlias(e.target.value)}
            />
          )}
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
