import type { CoinAddress, MemberBankCard } from '@jinli/core/contract';
import { WithdrawAccountType } from '@jinli/core/contract';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Link } from '../../routes/routing.tsx';

/** One bound bank card or Alipay account, number masked by the server, linking to its detail. */
export function CardTile(props: { card: MemberBankCard; active?: boolean }) {
  const { t } = useTranslation();
  const text = useServerText();
  const { card } = props;
  const alipay = card.accountType === WithdrawAccountType.Alipay;
  return (
    <Link
      to="/mine/accountManage/$id"
      params={{ id: card.id }}
      className={`accounts-tile ${alipay ? 'accounts-tile-alipay' : 'accounts-tile-bank'} ${props.active ? 'is-active' : ''}`}
      aria-current={props.active ? 'page' : undefined}
      data-testid={`account-${card.id}`}
    >
      <span className="accounts-tile-kind">{alipay ? t('accounts.kindAlipay') : t('accounts.kindBank')}</span>
      <strong>{text(card.bankName)}</strong>
      <span className="accounts-tile-number num">{card.cardNo}</span>
    </Link>
  );
}

export function CoinTile(props: { coin: CoinAddress; active?: boolean }) {
  const { t } = useTranslation();
  const text = useServerText();
  const { coin } = props;
  return (
    <Link
      to="/mine/accountManage/$id"
      params={{ id: coin.id }}
      className={`accounts-tile accounts-tile-coin ${props.active ? 'is-active' : ''}`}
      aria-current={props.active ? 'page' : undefined}
      data-testid={`account-${coin.id}`}
    >
      <span className="accounts-tile-kind">{t('accounts.kindCoin')}</span>
      <strong>
        {coin.currency}-{coin.protocol}
        {coin.alias ? ` · ${text(coin.alias)}` : ''}
      </strong>
      <span className="accounts-tile-number num">{coin.address}</span>
    </Link>
  );
}

/** Skeleton tiles while a list loads. */
export function TileSkeletons() {
  return (
    <>
      <div className="accounts-tile accounts-tile-skeleton" aria-hidden="true" />
      <div className="accounts-tile accounts-tile-skeleton" aria-hidden="true" />
    </>
  );
}
