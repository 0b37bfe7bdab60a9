// The deposit capability's state and commands (issue #25: one capability contract): a host reads
// `Readable<DepositState>` and calls commands; the deposit machine is the implementation behind them.
import { describe, expect, it } from 'vitest';
import { money } from '../api/catalogue/money.ts';
import { DepositChannelType, DepositOrderStatus } from '../api/schemas/payment.ts';
import { createMemoryStorage } from '../auth/authFakes.ts';
import { createIntentRunner } from '../money/intent.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createDepositSession, type DepositState, IDLE_DEPOSIT } from './depositSession.ts';
import { DEPOSIT_UNKNOWN_MESSAGES } from './outcomeCheck.ts';
import { createFakeWalletHttp, dropped, refused, sequentialIds, settle } from './walletFakes.ts';

const TYPES = [
  {
    id: 'bank',
    name: '银行卡',
    channels: [
      {
        id: '11',
        name: '网银',
        channelType: DepositChannelType.BankTransfer,
        minAmount: '100',
        maxAmount: '50000',
      },
      {
        id: '12',
        name: '快捷',
        channelType: DepositChannelType.BankTransfer,
        minAmount: '200',
        maxAmount: '900',
      },
    ],
  },
];

const order = (orderNo = 'D001') => ({
  orderNo,
  channelType: DepositChannelType.BankTransfer,
  amount: '500.00',
  status: DepositOrderStatus.Waiting,
  expireSeconds: 900,
  payee: { bankName: '招商银行', accountName: '锦鲤科技', accountNo: '6225 8888 0000 1234' },
});

function setUp(script: (http: ReturnType<typeof createFakeWalletHttp>) => void = () => undefined) {
  const http = createFakeWalletHttp();
  http.on(money.paymentTypes, () => TYPES);
  http.on(money.pay, () => order());
  http.on(money.getDepositOrderStatus, () => ({ orderNo: 'D001', status: 0, expireSeconds: 890 }));
  http.on(money.closeOrder, () => ({ orderNo: 'D001', status: DepositOrderStatus.Closed, expireSeconds: 0 }));
  http.on(money.getCustomerInfo, () => ({ realName: '张三' }));
  script(http);
  const storage = createMemoryStorage();
  storage.set(StorageKey.userId, '10086');
  let paid = 0;
  const deposits = createDepositSession({
    http,
    runner: createIntentRunner(sequentialIds()),
    onPaid: () => {
      paid += 1;
    },
    storage,
  });
  const states: DepositState[] = [];
  deposits.subscribe(() => states.push(deposits.getSnapshot()));
  return { http, deposits, states, paid: () => paid };
}

describe('wallet.deposits: state and commands', () => {
  it('reads as idle before anything loaded, never a throw, and loads nothing until opened', () => {
    const { http, deposits } = setUp();
    const before = deposits.getSnapshot();
    expect(before).toBe(IDLE_DEPOSIT);
    expect(before).toMatchObject({ stage: 'idle', canSubmit: false, submitting: false, amount: '' });
    expect(before.channels).toEqual({ status: 'idle', data: null, errorMessage: '' });
    expect(before.order.status).toBe('idle');
    expect(deposits.getSnapshot()).toBe(before);
    expect(http.calls).toHaveLength(0);
    expect(Object.isFrozen(before)).toBe(true);
  });

  it('opens: the channels load as a Loadable, the first type and channel are chosen', async () => {
    const { deposits } = setUp();
    deposits.open();
    expect(deposits.getSnapshot().stage).toBe('loading');
    expect(deposits.getSnapshot().channels.status).toBe('loading');
    await settle();
    const state = deposits.getSnapshot();
    expect(state.stage).toBe('editing');
    expect(state.channels.status).toBe('ready');
    expect(state.channels.data).toEqual(TYPES);
    expect(state).toMatchObject({ typeId: 'bank', channelId: '11', amountError: null, canSubmit: false });
    expect(state.channel?.name).toBe('网银');
    // Nothing changed: the same object (a host's selector sees no change).
    deposits.open();
    deposits.chooseChannel('no-such-channel');
    expect(deposits.getSnapshot()).toBe(state);
    deposits.stop();
  });

  it('keeps the typed amount as a decimal string and shows its error against the chosen channel', async () => {
    const { deposits } = setUp();
    deposits.open();
    await settle();
    deposits.setAmount('1,000.5');
    expect(deposits.getSnapshot().amount).toBe('1000.5');
    expect(deposits.getSnapshot().canSubmit).toBe(true);
    deposits.chooseChannel('12');
    // The channel's limit changed; the amount the member typed is never rewritten.
    expect(deposits.getSnapshot().amount).toBe('1000.5');
    expect(deposits.getSnapshot().amountError?.message).toMatch(/900/);
    expect(deposits.getSnapshot().canSubmit).toBe(false);
    deposits.stop();
  });

  it('submits once in flight, waits on the order, and a paid order ends in success and refreshes the balance', async () => {
    let status: number = DepositOrderStatus.Waiting;
    const { http, deposits, paid } = setUp((fake) => {
      fake.on(money.getDepositOrderStatus, () => ({ orderNo: 'D001', status, expireSeconds: 880 }));
    });
    deposits.open();
    await settle();
    deposits.setAmount('500');
    deposits.submit();
    const inFlight = deposits.getSnapshot();
    expect(inFlight).toMatchObject({ stage: 'creating', submitting: true, canSubmit: false });
    expect(inFlight.order.status).toBe('loading');
    deposits.submit();
    await settle();
    const waiting = deposits.getSnapshot();
    expect(waiting.stage).toBe('waiting');
    expect(waiting.order.status).toBe('ready');
    expect(waiting.order.data?.orderNo).toBe('D001');
    expect(waiting.waitingKind).toBe('transfer');
    expect(waiting.remainingSeconds).toBe(900);
    expect(waiting.payer.data?.realName).toBe('张三');
    expect(waiting.signal.status).toBe('idle');
    expect(http.callsTo(money.pay)).toHaveLength(1);

    status = DepositOrderStatus.Paid;
    deposits.checkPaid();
    await settle();
    expect(deposits.getSnapshot().stage).toBe('succeeded');
    expect(paid()).toBe(1);
    deposits.again();
    expect(deposits.getSnapshot()).toMatchObject({ stage: 'editing', amount: '' });
    expect(deposits.getSnapshot().order.status).toBe('idle');
    deposits.stop();
  });

  it('after a lost answer checks first, then retries under the same request id; typed amount stays', async () => {
    const answers = [dropped(), dropped(), null];
    const { http, deposits } = setUp((fake) => {
      fake.on(money.pay, () => {
        const answer = answers.shift();
        if (answer) throw answer;
        return order();
      });
    });
    deposits.open();
    await settle();
    deposits.setAmount('300');
    deposits.submit();
    await settle();
    // The answer was lost: the order is looked for under the same id; the form stays locked.
    expect(deposits.getSnapshot()).toMatchObject({
      stage: 'creating',
      submitting: true,
      canSubmit: false,
      message: DEPOSIT_UNKNOWN_MESSAGES.checking,
    });
    await settle();
    expect(deposits.getSnapshot()).toMatchObject({
      stage: 'editing',
      amount: '300',
      message: DEPOSIT_UNKNOWN_MESSAGES.checkFailed,
      canSubmit: true,
    });
    deposits.submit();
    await settle();
    expect(deposits.getSnapshot().stage).toBe('waiting');
    expect(http.callsTo(money.pay).map((call) => call.requestId)).toEqual(['req-1', 'req-1', 'req-1']);
    deposits.stop();
  });

  it('a failed load is an error slice with its message; reload fills it', async () => {
    let fail = true;
    const { deposits } = setUp((fake) => {
      fake.on(money.paymentTypes, () => {
        if (fail) throw refused(500, '服务器繁忙');
        return TYPES;
      });
    });
    deposits.open();
    await settle();
    expect(deposits.getSnapshot().stage).toBe('loadFailed');
    expect(deposits.getSnapshot().channels).toEqual({
      status: 'error',
      data: null,
      errorMessage: '服务器繁忙',
    });
    fail = false;
    deposits.reload();
    await settle();
    expect(deposits.getSnapshot().channels.status).toBe('ready');
    deposits.stop();
  });

  it('cancel closes the waiting order; stop (logout) gives the idle state back', async () => {
    const { deposits, states } = setUp();
    deposits.open();
    await settle();
    deposits.setAmount('500');
    deposits.submit();
    await settle();
    deposits.cancel();
    expect(deposits.getSnapshot().stage).toBe('cancelling');
    await settle();
    expect(deposits.getSnapshot().stage).toBe('closed');
    deposits.stop();
    expect(deposits.getSnapshot()).toBe(IDLE_DEPOSIT);
    // Every state a subscriber saw was a new object only when something in it changed.
    for (let i = 1; i < states.length; i += 1) expect(states[i]).not.toBe(states[i - 1]);
  });
});
