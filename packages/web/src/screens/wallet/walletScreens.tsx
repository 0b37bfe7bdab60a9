import { DepositScreen } from './DepositScreen.tsx';
import { DepositWaiting } from './DepositWaiting.tsx';
import { RecordsScreen } from './RecordsScreen.tsx';
import { TransferScreen } from './TransferScreen.tsx';
import { WalletScreen } from './WalletScreen.tsx';
import { WithdrawScreen } from './WithdrawScreen.tsx';

/** The wallet issue's screens by core route name, merged into the router's SCREENS map. */
export const WALLET_SCREENS: Record<string, () => React.JSX.Element> = {
  wallet: WalletScreen,
  transfermoney: TransferScreen,
  savemoney: DepositScreen,
  rechargeWaiting: DepositWaiting,
  transferWaiting: DepositWaiting,
  huioneWaiting: DepositWaiting,
  xnbskWaiting: DepositWaiting,
  virtualCoinWaiting: DepositWaiting,
  takemoney: WithdrawScreen,
  transRecord: RecordsScreen,
};
