import { WithdrawAccountType } from '@jinli/core/contract';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link, useParams } from '../../routes/routing.tsx';
import { CardTile, CoinTile, TileSkeletons } from './AccountTiles.tsx';
import { useAccountsStore, useLoadOnOpen } from './accountsShared.tsx';
import { LoadFailed } from './LoadStates.tsx';
import { Shortcuts } from './Shortcuts.tsx';
import './accounts.css';
import './wallet.css';

/**
 * /mine/accountManage/$id: every bound withdrawal account; `$id` names the one shown in detail
 * (`all`, or an id that is not the member's, shows the list alone).
 */
export function AccountManageScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('账户管理');
  const { id } = useParams({ strict: false }) as { id?: string };
  const store = useAccountsStore();
  const snap = useReadable(store);
  useLoadOnOpen(store.loadAccounts);
  const cards = snap.cards.data ?? [];
  const coins = snap.coins.data ?? [];
  const loading =
    (snap.cards.status === 'loading' && snap.cards.data === null) || snap.coins.status === 'loading';
  const failed =
    snap.cards.status === 'error' ? snap.cards : snap.coins.status === 'error' ? snap.coins : null;
  const card = cards.find((entry) => entry.id === id);
  const coin = coins.find((entry) => entry.id === id);

  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('accounts.manageTitle')}</h1>
      <Shortcuts
        label={t('accounts.addShortcuts')}
        links={[
          { to: '/mine/addBankCard', label: t('accounts.addCard') },
          { to: '/mine/alipayManage', label: t('accounts.addAlipay') },
          { to: '/mine/virtualCoinCard', label: t('accounts.addCoin') },
        ]}
      />
      {failed ? (
        <LoadFailed card message={failed.errorMessage} onRetry={() => store.loadAccounts()} />
      ) : (
        <div className="accounts-manage">
          <section className="wallet-card" aria-label={t('accounts.boundAll')}>
            <h2 className="accounts-section-title">{t('accounts.boundAll')}</h2>
            <div className="accounts-tiles">
              {loading ? (
                <TileSkeletons />
              ) : cards.length + coins.length === 0 ? (
                <p className="wallet-muted">{t('accounts.noAccounts')}</p>
              ) : (
                <>
                  {cards.map((entry) => (
                    <CardTile key={entry.id} card={entry} active={entry.id === id} />
                  ))}
                  {coins.map((entry) => (
                    <CoinTile key={entry.id} coin={entry} active={entry.id === id} />
                  ))}
                </>
              )}
            </div>
          </section>
          {(card || coin) && (
            <section className="wallet-card accounts-detail" aria-label={t('accounts.detail')}>
              <h2 className="accounts-section-title">{t('accounts.detail')}</h2>
              <dl className="wallet-copy-list">
                {card ? (
                  <>
                    <Row label={t('accounts.kind')}>
                      {card.accountType === WithdrawAccountType.Alipay
                        ? t('accounts.kindAlipay')
                        : t('accounts.kindBank')}
                    </Row>
                    <Row label={t('accounts.bank')}>{text(card.bankName)}</Row>
                    <Row label={t('accounts.number')}>
                      <span className="num">{card.cardNo}</span>
                    </Row>
                    <Row label={t('accounts.holder')}>{text(card.realName ?? '')}</Row>
                  </>
                ) : coin ? (
                  <>
                    <Row label={t('accounts.kind')}>{t('accounts.kindCoin')}</Row>
                    <Row label={t('accounts.chain')}>{`${coin.currency}-${coin.protocol}`}</Row>
                    <Row label={t('accounts.address')}>
                      <span className="num">{coin.address}</span>
                    </Row>
                    {coin.alias ? <Row label={t('accounts.alias')}>{text(coin.alias)}</Row> : null}
                  </>
                ) : null}
              </dl>
              <Link to="/mine/takemoney" className="btn btn-primary wallet-submit">
                {t('accounts.withdrawHere')}
              </Link>
            </section>
          )}
        </div>
      )}
    </div>
  );
}

function Row(props: { label: string; children: React.ReactNode }) {
  return (
    <div className="wallet-copy-row">
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}
