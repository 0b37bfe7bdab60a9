import { describe, expect, it } from 'vitest';
import { money } from '../api/catalogue/money.ts';
import { DepositChannelType, DepositOrderStatus } from '../api/schemas/payment.ts';
import { createMemoryStorage } from '../auth/authFakes.ts';
import { createIntentRunner } from '../money/intent.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createDepositSession } from './depositSession.ts';
import {
  isPendingDeposit,
  PENDING_DEPOSIT_KEY,
  pendingDepositFor,
  resumableOrder,
  writePendingDeposit,
} from './pendingDeposit.ts';
import { createFakeWalletHttp, refused, sequentialIds, settle } from './walletFakes.ts';

const TYPES = [
  {
    id: 'coin',
    name: '虚拟币',
    channels: [
      {
        id: '42',
        name: 'USDT收款码',
        channelType: DepositChannelType.CoinReceipt,
        minAmount: '100',
        maxAmount: '9000',
      },
    ],
  },
];

const details = {
  channelType: DepositChannelType.CoinReceipt,
  amount: '300.00',
  typeId: 'coin',
  channelId: '42',
  coin: { currency: 'USDT', protocol: 'ERC20', address: '0xabc', coinAmount: '41.66', rate: '7.20' },
};

describe('pending deposit pointer (issue #28)', () => {
  it('is only a pointer, and only for the member who made it', () => {
    const stored = writePendingDeposit({ orderNo: 'D7', member: '10086' });
    expect(JSON.parse(stored)).toEqual({ orderNo: 'D7', member: '10086' });
    expect(pendingDepositFor(stored, '10086')).toBe('D7');
    expect(pendingDepositFor(stored, '20000')).toBeNull();
    expect(pendingDepositFor(stored, null)).toBeNull();
    expect(pendingDepositFor('{broken', '10086')).toBeNull();
    expect(pendingDepositFor(null, '10086')).toBeNull();
  });

  it('shows an order again only while it waits and the server gave its details', () => {
    const waiting = { orderNo: 'D7', status: DepositOrderStatus.Waiting, expireSeconds: 600, ...details };
    expect(resumableOrder(waiting)?.coin?.address).toBe('0xabc');
    expect(resumableOrder({ ...waiting, status: DepositOrderStatus.Expired })).toBeNull();
    expect(resumableOrder({ orderNo: 'D7', status: 0, expireSeconds: 600 })).toBeNull();
    expect(resumableOrder({ ...waiting, channelType: 42 })).toBeNull();
  });

  it('records: a deposit still processing can be reopened, nothing else', () => {
    expect(isPendingDeposit({ type: 1, status: 0 })).toBe(true);
    expect(isPendingDeposit({ type: 1, status: 2 })).toBe(false);
    expect(isPendingDeposit({ type: 2, status: 0 })).toBe(false);
  });
});

describe('deposit session across a reload (issue #28)', () => {
  function setUp(status: () => Record<string, unknown>) {
    const http = createFakeWalletHttp();
    http.on(money.paymentTypes, () => TYPES);
    http.on(money.pay, () => ({ orderNo: 'D7', status: 0, expireSeconds: 900, ...details }));
    http.on(money.getDepositOrderStatus, status);
    http.on(money.closeOrder, () => ({ orderNo: 'D7', status: DepositOrderStatus.Closed, expireSeconds: 0 }));
    http.on(money.getCustomerInfo, () => ({ realName: '张三' }));
    const storage = createMemoryStorage();
    storage.set(StorageKey.userId, '10086');
    const session = () =>
      createDepositSession({
        http,
        runner: createIntentRunner(sequentialIds()),
        onPaid: () => undefined,
        storage,
      });
    return { http, storage, session };
  }

  it('a waiting order is pointed at, and a new session (a reload) shows it again from the server', async () => {
    const { storage, session } = setUp(() => ({
      orderNo: 'D7',
      status: 0,
      expireSeconds: 842,
      ...details,
    }));
    const first = session();
    first.open();
    await settle();
    first.setAmount('300');
    first.submit();
    await settle();
    expect(first.getSnapshot().stage).toBe('waiting');
    expect(pendingDepositFor(storage.get(PENDING_DEPOSIT_KEY), '10086')).toBe('D7');

    const reloaded = session();
    reloaded.open();
    expect(reloaded.getSnapshot().stage).toBe('resuming');
    expect(reloaded.getSnapshot().order.status).toBe('loading');
    await settle();
    expect(reloaded.getSnapshot().stage).toBe('waiting');
    expect(reloaded.getSnapshot().order.data?.coin?.address).toBe('0xabc');
    expect(reloaded.getSnapshot().remainingSeconds).toBe(842);

    reloaded.cancel();
    await settle();
    expect(storage.get(PENDING_DEPOSIT_KEY)).toBeNull();
    first.stop();
  });

  it('an order that ended (or that the server does not know) is dropped and the form shows', async () => {
    let answer: () => Record<string, unknown> = () => ({ orderNo: 'D7', status: 2, expireSeconds: 0 });
    const { http, storage, session } = setUp(() => answer());
    storage.set(PENDING_DEPOSIT_KEY, writePendingDeposit({ orderNo: 'D7', member: '10086' }));
    const deposits = session();
    deposits.open();
    await settle();
    expect(deposits.getSnapshot().stage).toBe('editing');
    expect(storage.get(PENDING_DEPOSIT_KEY)).toBeNull();

    storage.set(PENDING_DEPOSIT_KEY, writePendingDeposit({ orderNo: 'D9', member: '10086' }));
    http.on(money.getDepositOrderStatus, () => {
      throw refused(6004, '订单不存在');
    });
    answer = () => ({});
    const again = session();
    again.open();
    await settle();
    expect(again.getSnapshot().stage).toBe('editing');
    expect(storage.get(PENDING_DEPOSIT_KEY)).toBeNull();
  });

  it('another member never sees the pointer; the records 查看订单 resumes by order number', async () => {
    const { storage, session } = setUp(() => ({ orderNo: 'D7', status: 0, expireSeconds: 500, ...details }));
    storage.set(PENDING_DEPOSIT_KEY, writePendingDeposit({ orderNo: 'D7', member: '20000' }));
    const deposits = session();
    deposits.open();
    await settle();
    expect(deposits.getSnapshot().stage).toBe('editing');
    deposits.resume('D7');
    await settle();
    expect(deposits.getSnapshot().stage).toBe('waiting');
    expect(pendingDepositFor(storage.get(PENDING_DEPOSIT_KEY), '10086')).toBe('D7');
  });

  it('the records 查看订单 before any deposit page opened starts the deposit and shows the order', async () => {
    const { session } = setUp(() => ({ orderNo: 'D7', status: 0, expireSeconds: 500, ...details }));
    const deposits = session();
    expect(deposits.getSnapshot().stage).toBe('idle');
    deposits.resume('D7');
    await settle();
    expect(deposits.getSnapshot().stage).toBe('waiting');
    expect(deposits.getSnapshot().waitingKind).not.toBeNull();
  });
});
