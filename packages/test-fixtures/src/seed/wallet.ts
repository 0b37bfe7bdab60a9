/**
 * Wallet seed (issue #4): deposit types and channels, withdrawal limits, the exchange rate and the
 * bound accounts of demo01. Amounts are decimal strings in CNY. Channels are fictional.
 */

export interface SeedDepositChannel {
  id: string;
  name: string;
  channelType: 1 | 2 | 3 | 4 | 5;
  minAmount: string;
  maxAmount: string;
  fixedAmounts?: string[];
  currency?: string;
  protocol?: string;
  rate?: string;
  tips?: string;
  /** The waiting page asks payment/createSignalCode for a code the member writes in the payment note. */
  needSignalCode?: boolean;
}

export interface SeedDepositType {
  id: string;
  name: string;
  channels: SeedDepositChannel[];
}

/** CNY per USDT for coin deposits, coin withdrawals and the exchange page. */
export const USDT_RATE = '7.20';

export const SEED_DEPOSIT_TYPES: readonly SeedDepositType[] = [
  {
    id: '1',
    name: '在线充值',
    channels: [
      {
        id: '11',
        name: '快捷支付',
        channelType: 1,
        minAmount: '100',
        maxAmount: '50000',
        fixedAmounts: ['100', '500', '1000', '5000'],
        tips: '支付完成后请返回本页，到账后自动提示',
      },
    ],
  },
  {
    id: '2',
    name: '银行转账',
    channels: [
      {
        id: '21',
        name: '银行卡转账',
        channelType: 2,
        minAmount: '100',
        maxAmount: '100000',
        tips: '请务必在转账附言中填写订单备注，否则无法自动到账',
      },
    ],
  },
  {
    id: '3',
    name: '电子钱包',
    channels: [
      {
        id: '31',
        name: '锦汇钱包',
        channelType: 3,
        minAmount: '50',
        maxAmount: '20000',
        needSignalCode: true,
      },
    ],
  },
  {
    id: '4',
    name: '虚拟币',
    channels: [
      {
        id: '41',
        name: 'USDT-TRC20',
        channelType: 5,
        minAmount: '100',
        maxAmount: '200000',
        currency: 'USDT',
        protocol: 'TRC20',
        rate: USDT_RATE,
      },
      {
        id: '42',
        name: 'USDT收款码',
        channelType: 4,
        minAmount: '100',
        maxAmount: '200000',
        currency: 'USDT',
        protocol: 'ERC20',
        rate: USDT_RATE,
      },
    ],
  },
];

/** Per account type: 1 bank card, 2 virtual-coin address, 3 Alipay (docs/protocol.md, "Withdrawals"). */
export const SEED_WITHDRAW_LIMITS = [
  { accountType: 1, minAmount: '100', maxAmount: '50000', remainingCount: 5 },
  { accountType: 2, minAmount: '100', maxAmount: '200000', remainingCount: 5 },
  { accountType: 3, minAmount: '100', maxAmount: '20000', remainingCount: 5 },
];

export interface SeedCard {
  id: string;
  accountType: 1 | 3;
  bankName: string;
  cardNo: string;
  realName: string;
}

export interface SeedCoinAddress {
  id: string;
  currency: string;
  protocol: string;
  address: string;
  alias?: string;
}

/** demo01's withdrawal password is `123456` (README accounts table). */
export const DEMO_WITHDRAW_PASSWORD = '123456';

export const SEED_CARDS: Readonly<Record<string, SeedCard[]>> = {
  demo01: [
    { id: '5001', accountType: 1, bankName: '中国工商银行', cardNo: '6222021234567890123', realName: '张伟' },
  ],
};

export const SEED_COIN_ADDRESSES: Readonly<Record<string, SeedCoinAddress[]>> = {
  demo01: [
    {
      id: '7001',
      currency: 'USDT',
      protocol: 'TRC20',
      address: 'TQ7sandboxDemo01WalletAddr9xK2mPz4',
      alias: '我的TRC20钱包',
    },
  ],
};

/** Where deposits are paid to (sandbox-only, fictional). */
export const SEED_PAYEE = {
  bankName: '中国建设银行',
  branch: '深圳福田支行',
  accountName: '深圳锦鲤科技有限公司',
  accountNo: '6217003320012345678',
};
export const SEED_EWALLET_ACCOUNT = 'JH-8800-1314-520';
export const SEED_COIN_RECEIPT_ADDRESS: Readonly<Record<string, string>> = {
  TRC20: 'TJinliSandboxReceipt5Xq8wN3vLr7aZ',
  ERC20: '0x7a1inSandb0xRece1pt00000000000000c0FFee',
};
