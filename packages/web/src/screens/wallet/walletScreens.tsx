import { lazyScreen, type ScreenMap } from '../../routes/lazyScreen.ts';

const AccountManageScreen = lazyScreen(
  () => import('./AccountManageScreen.tsx'),
  (m) => m.AccountManageScreen,
);
const AddBankCardScreen = lazyScreen(
  () => import('./AddBankCardScreen.tsx'),
  (m) => m.AddBankCardScreen,
);
const AlipayScreen = lazyScreen(
  () => import('./AlipayScreen.tsx'),
  (m) => m.AlipayScreen,
);
const DepositScreen = lazyScreen(
  () => import('./DepositScreen.tsx'),
  (m) => m.DepositScreen,
);
const DepositWaiting = lazyScreen(
  () => import('./DepositWaiting.tsx'),
  (m) => m.DepositWaiting,
);
const ExchangeScreen = lazyScreen(
  () => import('./ExchangeScreen.tsx'),
  (m) => m.ExchangeScreen,
);
const RecordsScreen = lazyScreen(
  () => import('./RecordsScreen.tsx'),
  (m) => m.RecordsScreen,
);
const TransferScreen = lazyScreen(
  () => import('./TransferScreen.tsx'),
  (m) => m.TransferScreen,
);
const VirtualCoinScreen = lazyScreen(
  () => import('./VirtualCoinScreen.tsx'),
  (m) => m.VirtualCoinScreen,
);
const WalletScreen = lazyScreen(
  () => import('./WalletScreen.tsx'),
  (m) => m.WalletScreen,
);
const WithdrawScreen = lazyScreen(
  () => import('./WithdrawScreen.tsx'),
  (m) => m.WithdrawScreen,
);

/** The wallet issue's screens by core route name, merged into the router's SCREENS map. */
export const WALLET_SCREENS: ScreenMap = {
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
