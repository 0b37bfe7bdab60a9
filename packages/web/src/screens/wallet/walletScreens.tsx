import { AccountManageScreen } from './AccountManageScreen.tsx';
import { AddBankCardScreen } from './AddBankCardScreen.tsx';
import { AlipayScreen } from './AlipayScreen.tsx';
import { DepositScreen } from './DepositScreen.tsx';
import { DepositWaiting } from './DepositWaiting.tsx';
import { ExchangeScreen } from './ExchangeScreen.tsx';
import { RecordsScreen } from './RecordsScreen.tsx';
import { TransferScreen } from './TransferScreen.tsx';
import { VirtualCoinScreen } from './VirtualCoinScreen.tsx';
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
  addBankCard: AddBankCardScreen,
  alipayManage: AlipayScreen,
  virtualCoinCard: VirtualCoinScreen,
  accountManage: AccountManageScreen,
  exchange: ExchangeScreen,
};
