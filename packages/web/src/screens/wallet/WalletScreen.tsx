import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { BalanceSummary, VenueBalances } from './BalancePanel.tsx';
import { Shortcuts } from './Shortcuts.tsx';
import './wallet.css';

/** /mine/wallet: every balance, with shortcuts to deposit, withdraw, transfer and the records. */
export function WalletScreen() {
  const { t } = useTranslation();
  usePageTitle('我的钱包');
  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('wallet.walletTitle')}</h1>
      <BalanceSummary />
      <Shortcuts
        label={t('wallet.shortcuts')}
        links={[
          { to: '/mine/savemoney', label: t('wallet.deposit') },
          { to: '/mine/takemoney', label: t('wallet.withdraw') },
          { to: '/mine/transfermoney', label: t('wallet.transfer') },
          { to: '/mine/transRecord', label: t('wallet.records') },
        ]}
      />
      <VenueBalances />
    </div>
  );
}
