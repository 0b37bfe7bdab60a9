// The withdrawal capability's state and commands (issue #25: one capability contract): one form per
// engine, `open()` a fresh one, the withdraw machine behind it.
import { describe, expect, it } from 'vitest';
import { money } from '../api/catalogue/money.ts';
import { WithdrawAccountType } from '../api/schemas/withdraw.ts';
import { createIntentRunner } from '../money/intent.ts';
import { WITHDRAW_UNKNOWN_MESSAGES } from './outcomeCheck.ts';
import { createFakeWalletHttp, dropped, sequentialIds, settle } from './walletFakes.ts';
import { createWithdrawals, IDLE_WITHDRAW } from './withdrawals.ts';

const LIMITS = [
  { accountType: WithdrawAccountType.BankCard, minAmount: '100', maxAmount: '5000', remainingCount: 3 },
  { accountType: WithdrawAccountType.VirtualCoin, minAmount: '500', maxAmount: '100000' },
];

function setUp(answers: (Error | null)[] = []) {
  const http = createFakeWalletHttp();
  let hold: (() => void) | null = null;
  let held = false;
  http.on(money.withdrawBaseCfgList, () => LIMITS);
  http.on(money.withdrawInfo, () => ({ withdrawableAmount: '8888.00', hasPassword: true }));
  http.on(money.queryMemberBanksInfoList, () => [
    { id: '7', accountType: 1, bankName: '招商银行', cardNo: '**** 1234', realName: '张*' },
  ]);
  http.on(money.vCurrencyList, () => [{ id: '9', currency: 'USDT', protocol: 'TRC20', address: 'TQ7…x9' }]);
  http.on(money.queryDealRecord, () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }));
  http.on(money.withdrawNew, async (payload) => {
    if (held) await new Promise<void>((resolve) => (hold = resolve));
    const answer = answers.shift();
    if (answer) throw answer;
    return { orderNo: 'W001', amount: payload.amount, status: 0 };
  });
  let succeeded = 0;
  const withdrawals = createWithdrawals({
    http,
    runner: createIntentRunner(sequentialIds()),
    crypto: { md5: (text) => `md5(${text})` },
    onSucceeded: () => {
      succeeded += 1;
    },
  });
  return {
    http,
    withdrawals,
    succeeded: () => succeeded,
    holdSubmits: () => {
      held = true;
    },
    release: () => {
      held = false;
      hold?.();
    },
  };
}

describe('wallet.withdrawals: state and commands', () => {
  it('reads as idle before anything loaded, never a throw, and loads nothing until opened', () => {
    const { http, withdrawals } = setUp();
    const state = withdrawals.getSnapshot();
    expect(state).toBe(IDLE_WITHDRAW);
    expect(state).toMatchObject({ stage: 'idle', busy: false, canSubmit: false, errors: {}, order: null });
    expect(state.setup).toEqual({ status: 'idle', data: null, errorMessage: '' });
    expect(http.calls).toHaveLength(0);
  });

  it('opens, fills and withdraws once; the balance refresh follows', async () => {
    const { http, withdrawals, succeeded } = setUp();
    withdrawals.open();
    expect(withdrawals.getSnapshot().setup.status).toBe('loading');
    await settle();
    const editing = withdrawals.getSnapshot();
    expect(editing.stage).toBe('editing');
    expect(editing.setup.data?.info.withdrawableAmount).toBe('8888.00');
    expect(editing).toMatchObject({
      target: { kind: 'card', id: '7' },
      needsAccount: false,
      needsPassword: false,
    });
    expect(editing.limit?.maxAmount).toBe('5000');

    withdrawals.setAmount('99');
    expect(withdrawals.getSnapshot().errors.amount?.message).toBe('取款金额不能低于¥100');
    withdrawals.setAmount('1000');
    withdrawals.setPassword('12a3456');
    expect(withdrawals.getSnapshot()).toMatchObject({ amount: '1000', password: '123456', canSubmit: true });
    withdrawals.submit();
    expect(withdrawals.getSnapshot()).toMatchObject({ stage: 'submitting', busy: true, canSubmit: false });
    withdrawals.submit();
    await settle();
    expect(withdrawals.getSnapshot().stage).toBe('succeeded');
    expect(withdrawals.getSnapshot().order?.orderNo).toBe('W001');
    expect(http.callsTo(money.withdrawNew)).toHaveLength(1);
    expect(succeeded()).toBe(1);

    withdrawals.again();
    await settle();
    expect(withdrawals.getSnapshot()).toMatchObject({ stage: 'editing', amount: '', order: null });
  });

  it('after a lost answer checks first; the retry carries the same request id', async () => {
    const { http, withdrawals } = setUp([dropped()]);
    withdrawals.open();
    await settle();
    withdrawals.setAmount('200');
    withdrawals.setPassword('123456');
    withdrawals.submit();
    await settle();
    expect(withdrawals.getSnapshot()).toMatchObject({
      stage: 'editing',
      amount: '200',
      message: WITHDRAW_UNKNOWN_MESSAGES.notApplied,
    });
    withdrawals.submit();
    await settle();
    expect(withdrawals.getSnapshot().stage).toBe('succeeded');
    expect(http.callsTo(money.withdrawNew).map((call) => call.requestId)).toEqual(['req-1', 'req-1']);
  });

  it('open() is a fresh form, except while a submit is in flight; stop() (logout) is idle again', async () => {
    const { http, withdrawals, holdSubmits, release } = setUp();
    withdrawals.open();
    await settle();
    withdrawals.setAmount('300');
    withdrawals.open();
    expect(withdrawals.getSnapshot()).toMatchObject({ stage: 'loading', amount: '' });
    await settle();

    withdrawals.setAmount('300');
    withdrawals.setPassword('123456');
    holdSubmits();
    withdrawals.submit();
    await settle();
    expect(withdrawals.getSnapshot().busy).toBe(true);
    withdrawals.open();
    expect(withdrawals.getSnapshot()).toMatchObject({ busy: true, amount: '300' });
    release();
    await settle();
    expect(withdrawals.getSnapshot().stage).toBe('succeeded');
    expect(http.callsTo(money.withdrawNew)).toHaveLength(1);

    withdrawals.stop();
    expect(withdrawals.getSnapshot()).toBe(IDLE_WITHDRAW);
  });
});
