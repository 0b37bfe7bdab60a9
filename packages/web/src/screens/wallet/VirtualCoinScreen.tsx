import { COIN_PROTOCOLS, validateCoinAddress } from '@jinli/core/rules';
import { useState } from 'react';
import { useReadable } from '../../app/useReadable.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { CoinTile } from './AccountTiles.tsx';
import { BindForm, BoundAccounts } from './accountBinding.tsx';
import { Field, useAccountsStore, useLoadOnOpen } from './accountsShared.tsx';
import './accounts.css';
import './wallet.css';

/** /mine/virtualCoinCard: bound USDT addresses and a form to bind one on a chosen chain. */
export function VirtualCoinScreen() {
  const { t } = useTranslation();
  usePageTitle('虚拟币账户');
  const store = useAccountsStore();
  const snap = useReadable(store);
  useLoadOnOpen(store.loadAccounts);
  const [protocol, setProtocol] = useState<string>(COIN_PROTOCOLS[0].protocol);
  const [address, setAddress] = useState('');
  const [alias, setAlias] = useState('');
  const chain = COIN_PROTOCOLS.find((entry) => entry.protocol === protocol) ?? COIN_PROTOCOLS[0];
  const error = validateCoinAddress(protocol, address)?.message;
  const coins = snap.coins.data ?? [];

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('accounts.coinTitle')}</h1>
      <BoundAccounts
        id="coin-bound"
        title={t('accounts.boundCoins')}
        slot={snap.coins}
        count={coins.length}
        emptyText={t('accounts.noCoins')}
      >
        {coins.map((coin) => (
          <CoinTile key={coin.id} coin={coin} />
        ))}
      </BoundAccounts>
      <BindForm
        store={store}
        title={t('accounts.addCoin')}
        valid={!error}
        payload={() => ({
          accountType: 2,
          currency: chain.currency,
          protocol,
          address: address.trim(),
          ...(alias.trim() ? { alias: alias.trim() } : {}),
        })}
        onBound={() => {
          setAddress('');
          setAlias('');
          store.loadAccounts();
        }}
      >
        {(tried) => (
          <>
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
          </>
        )}
      </BindForm>
    </div>
  );
}
