import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../routes/pages.tsx';
import { BalanceSummary, VenueBalances } from './BalancePanel.tsx';
import './wallet.css';

/** /mine/wallet: every balance, with shortcuts to deposit, withdraw, transfer and the records. */
export function WalletScreen() {
  const { t } = useTranslation();
  usePageTitle('我的钱包');
  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('wallet.walletTitle')}</h1>
      <BalanceSummary />
      <nav className="wallet-shortcuts" aria-label={t('wallet.shortcuts')}>
        <Link to="/mine/savemoney" className="btn btn-primary">
          {t('wallet.deposit')}
        </Link>
        <Link to="/mine/takemoney" className="btn btn-outline">
          {t('wallet.withdraw')}
        </Link>
        <Link to="/mine/transfermoney" className="btn btn-outline">
          {t('wallet.transfer')}
        </Link>
        <Link to="/mine/transRecord" className="btn btn-outline">
          {t('wallet.records')}
        </Link>
      </nav>
      <VenueBalances />
    </div>
  );
}
