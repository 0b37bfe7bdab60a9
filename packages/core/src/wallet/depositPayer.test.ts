import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { money } from '../api/catalogue/money.ts';
import { DepositChannelType } from '../api/schemas/payment.ts';
import { createIntentRunner } from '../money/intent.ts';
import { createDepositMachine } from './deposit.machine.ts';
import { selectDepositPayer, selectDepositSignal, selectDepositStage } from './deposit.selectors.ts';
import { createFakeWalletHttp, refused, sequentialIds, settle } from './walletFakes.ts';

const TYPES = [
  {
    id: 'bank',
    name: '银行转账',
    channels: [
      {
        id: '21',
        name: '银行卡转账',
        channelType: DepositChannelType.BankTransfer,
        minAmount: '100',
        maxAmount: '50000',
      },
    ],
  },
  {
    id: 'wallet',
    name: '电子钱包',
    channels: [
      {
        id: '31',
        name: '锦汇钱包',
        channelType: DepositChannelType.EWallet,
        minAmount: '50',
        maxAmount: '20000',
        needSignalCode: true,
      },
    ],
  },
];

function start() {
  const http = createFakeWalletHttp();
  http.on(money.paymentTypes, () => TYPES);
  http.on(money.pay, ({ channelId, amount }) => ({
    orderNo: `DP-${String(channelId)}`,
    channelType: channelId === '31' ? DepositChannelType.EWallet : DepositChannelType.BankTransfer,
    amount,
    status: 0,
    expireSeconds: 900,
  }));
  http.on(money.getDepositOrderStatus, ({ orderNo }) => ({ orderNo, status: 0, expireSeconds: 890 }));
  http.on(money.getCustomerInfo, () => ({
    name: 'demo01',
    realName: '张伟',
    payerTips: '请使用本人账户付款',
  }));
  const actor = createActor(createDepositMachine({ http, runner: createIntentRunner(sequentialIds()) }), {
    clock: new SimulatedClock(),
  });
  actor.start();
  return { http, actor };
}

async function waitOn(actor: ReturnType<typeof start>['actor'], typeId: string) {
  await settle();
  actor.send({ type: 'deposit.selectType', typeId });
  actor.send({ type: 'deposit.change', amount: '200' });
  actor.send({ type: 'deposit.submit' });
  await settle();
  expect(selectDepositStage(actor.getSnapshot())).toBe('waiting');
}

describe('deposit waiting page: payer details (SPEC §7 payment/getCustomerInfo)', () => {
  it('asks who pays once an order waits, and asks once per member session', async () => {
    const { http, actor } = start();
    await waitOn(actor, 'bank');
    expect(selectDepositPayer(actor.getSnapshot())).toMatchObject({ realName: '张伟' });
    actor.send({ type: 'deposit.cancel' });
    http.on(money.closeOrder, ({ orderNo }) => ({ orderNo, status: 3, expireSeconds: 0 }));
    await settle();
    actor.send({ type: 'deposit.again' });
    await waitOn(actor, 'bank');
    expect(http.callsTo(money.getCustomerInfo)).toHaveLength(1);
  });

  it('leaves the payer out when the call fails, without troubling the order', async () => {
    const { http, actor } = start();
    http.on(money.getCustomerInfo, () => {
      throw refused(6005, '服务器错误');
    });
    await waitOn(actor, 'bank');
    expect(selectDepositPayer(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.message).toBe('');
  });
});

describe('deposit waiting page: signal code (SPEC §7 payment/createSignalCode)', () => {
  it('gets a code only where the channel needs one', async () => {
    const { http, actor } = start();
    http.on(money.createSignalCode, () => ({ signalCode: 'JL123456', expireSeconds: 600 }));
    await waitOn(actor, 'wallet');
    expect(http.callsTo(money.createSignalCode)[0]?.payload).toEqual({ orderNo: 'DP-31' });
    expect(selectDepositSignal(actor.getSnapshot())).toEqual({
      status: 'ready',
      code: 'JL123456',
      expireSeconds: 600,
    });

    const other = start();
    await waitOn(other.actor, 'bank');
    expect(other.http.callsTo(money.createSignalCode)).toHaveLength(0);
    expect(selectDepositSignal(other.actor.getSnapshot())).toEqual({ status: 'none' });
  });

  it('says why the code failed and asks again on request', async () => {
    const { http, actor } = start();
    let attempts = 0;
    http.on(money.createSignalCode, () => {
      attempts += 1;
      if (attempts === 1) throw refused(6317, '系统繁忙，请稍后重试');
      return { signalCode: 'JL654321', expireSeconds: 600 };
    });
    await waitOn(actor, 'wallet');
    expect(selectDepositSignal(actor.getSnapshot())).toEqual({
      status: 'failed',
      message: '系统繁忙，请稍后重试',
    });
    actor.send({ type: 'deposit.signalCode' });
    await settle();
    expect(selectDepositSignal(actor.getSnapshot())).toMatchObject({ status: 'ready', code: 'JL654321' });
  });
});
