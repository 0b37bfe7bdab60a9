import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { money } from '../api/catalogue/money.ts';
import { WithdrawAccountType } from '../api/schemas/withdraw.ts';
import { createIntentRunner } from '../money/intent.ts';
import { subtractMoney, toMoneyString } from '../money/money.ts';
import { WITHDRAW_UNKNOWN_MESSAGES } from './outcomeCheck.ts';
import { createFakeWalletHttp, dropped, refused, sequentialIds, serverError, settle } from './walletFakes.ts';
import {
  createWithdrawMachine,
  selectWithdrawCanSubmit,
  selectWithdrawErrors,
  selectWithdrawLimit,
  selectWithdrawMessage,
  selectWithdrawNeedsAccount,
  selectWithdrawNeedsPassword,
  selectWithdrawStage,
  type WithdrawEmitted,
} from './withdraw.machine.ts';

const LIMITS = [
  { accountType: WithdrawAccountType.BankCard, minAmount: '100', maxAmount: '5000', remainingCount: 3 },
  { accountType: WithdrawAccountType.VirtualCoin, minAmount: '500', maxAmount: '100000' },
];
const CARDS = [{ id: 7, accountType: 1, bankName: '招商银行', cardNo: '**** 1234', realName: '张*' }];
const ADDRESSES = [{ id: '9', currency: 'USDT', protocol: 'TRC20', address: 'TQ7…x9' }];

interface Script {
  info?: { withdrawableAmount: string; hasPassword: boolean };
  cards?: unknown[];
  addresses?: unknown[];
  limits?: unknown[];
  answers?: (Error | null)[];
}

function start(script: Script = {}) {
  const http = createFakeWalletHttp();
  const answers = [...(script.answers ?? [])];
  http.on(money.withdrawBaseCfgList, () => script.limits ?? LIMITS);
  http.on(money.withdrawInfo, () => script.info ?? { withdrawableAmount: '8888.00', hasPassword: true });
  // The endpoint's schema turns ids into strings in the real adapter; the fake answers parsed data.
  http.on(money.queryMemberBanksInfoList, () =>
    (script.cards ?? CARDS).map((card) => ({
      ...(card as object),
      id: String((card as { id: unknown }).id),
    })),
  );
  http.on(money.vCurrencyList, () => script.addresses ?? ADDRESSES);
  http.on(money.withdrawNew, (payload) => {
    const answer = answers.shift();
    if (answer) throw answer;
    return { orderNo: 'W001', amount: payload.amount, status: 0 };
  });
  const actor = createActor(
    createWithdrawMachine({
      http,
      runner: createIntentRunner(sequentialIds()),
      crypto: { md5: (text) => `md5(${text})` },
    }),
  );
  const emitted: WithdrawEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const fill = (amount: string, password: string) => {
    actor.send({ type: 'withdraw.change', field: 'amount', value: amount });
    actor.send({ type: 'withdraw.change', field: 'password', value: password });
  };
  const stage = () => selectWithdrawStage(actor.getSnapshot());
  return { http, actor, emitted, fill, stage };
}

describe('withdraw machine', () => {
  it('withdraws to the first card with the hashed password, once', async () => {
    const { http, actor, emitted, fill, stage } = start();
    await settle();
    expect(stage()).toBe('editing');
    expect(actor.getSnapshot().context.target).toEqual({ kind: 'card', id: '7' });

    fill('1000', '123456');
    expect(selectWithdrawCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'withdraw.submit' });
    actor.send({ type: 'withdraw.submit' });
    expect(selectWithdrawCanSubmit(actor.getSnapshot())).toBe(false);
    await settle();
    actor.send({ type: 'withdraw.submit' });

    expect(http.callsTo(money.withdrawNew)).toEqual([
      {
        path: money.withdrawNew.path,
        payload: { accountType: 1, accountId: '7', amount: '1000', password: 'md5(123456)' },
        requestId: 'req-1',
      },
    ]);
    expect(stage()).toBe('succeeded');
    expect(emitted).toEqual([{ type: 'withdraw.succeeded', orderNo: 'W001', amount: '1000' }]);
  });

  it('holds the amount within the limits of the chosen account type and the withdrawable amount', async () => {
    const { http, actor, fill } = start({ info: { withdrawableAmount: '3000.50', hasPassword: true } });
    await settle();
    const amountError = () => selectWithdrawErrors(actor.getSnapshot()).amount?.message;
    fill('99.99', '123456');
    expect(amountError()).toBe('取款金额不能低于¥100');
    fill('5000.01', '123456');
    expect(amountError()).toBe('取款金额不能高于¥5,000');
    fill('3000.51', '123456');
    expect(amountError()).toBe('取款金额超过可提现余额');
    fill('3000.50', '123456');
    expect(amountError()).toBeUndefined();

    actor.send({ type: 'withdraw.selectTarget', target: { kind: 'coin', id: '9' } });
    expect(selectWithdrawLimit(actor.getSnapshot())?.minAmount).toBe('500');
    fill('400', '123456');
    expect(amountError()).toBe('取款金额不能低于¥500');
    actor.send({ type: 'withdraw.submit' });
    await settle();
    expect(http.callsTo(money.withdrawNew)).toHaveLength(0);
  });

  it('asks for every field on an empty submit and for a 6-digit password', async () => {
    const { actor, fill } = start();
    await settle();
    actor.send({ type: 'withdraw.submit' });
    const errors = selectWithdrawErrors(actor.getSnapshot());
    expect(errors.amount?.message).toBe('请输入取款金额');
    expect(errors.password?.message).toBe('请输入取款密码');
    fill('200', '12a3');
    expect(actor.getSnapshot().context.password).toBe('123');
    expect(selectWithdrawErrors(actor.getSnapshot()).password?.message).toBe('取款密码为6位数字');
  });

  it('keeps what was typed and shows the server message on a wrong password, then starts a new intent', async () => {
    const { http, actor, fill, stage } = start({ answers: [refused(6100, '取款密码错误')] });
    await settle();
    fill('200', '111111');
    actor.send({ type: 'withdraw.submit' });
    await settle();
    expect(stage()).toBe('editing');
    expect(selectWithdrawMessage(actor.getSnapshot())).toBe('取款密码错误');
    expect(actor.getSnapshot().context).toMatchObject({ amount: '200', password: '111111', requestId: null });

    actor.send({ type: 'withdraw.change', field: 'password', value: '123456' });
    actor.send({ type: 'withdraw.submit' });
    await settle();
    expect(stage()).toBe('succeeded');
    expect(http.callsTo(money.withdrawNew).map((call) => call.requestId)).toEqual(['req-1', 'req-2']);
  });

  it('retries a dropped answer under the same request id', async () => {
    const { http, actor, fill, stage } = start({ answers: [dropped()] });
    await settle();
    fill('200', '123456');
    actor.send({ type: 'withdraw.submit' });
    await settle();
    expect(stage()).toBe('editing');
    actor.send({ type: 'withdraw.submit' });
    await settle();
    expect(stage()).toBe('succeeded');
    expect(http.callsTo(money.withdrawNew).map((call) => call.requestId)).toEqual(['req-1', 'req-1']);
  });

  describe('after an answer that never came (issue #29)', () => {
    /** A server that applies each request id once, whose answer to the first try is lost as `lost`. */
    function applyingServer(lost: Error, applies: boolean) {
      const run = start();
      let balance = '8888.00';
      const records: unknown[] = [];
      const seen = new Map<string, unknown>();
      let first = true;
      run.http.on(money.withdrawInfo, () => ({ withdrawableAmount: balance, hasPassword: true }));
      run.http.on(money.queryDealRecord, () => ({
        list: records,
        total: records.length,
        pageNum: 1,
        pageSize: 20,
      }));
      run.http.on(money.withdrawNew, (payload, options) => {
        const id = options.requestId ?? '';
        if (!seen.has(id) && (applies || !first)) {
          balance = toMoneyString(subtractMoney(balance, String(payload.amount)));
          const order = { orderNo: 'W900', amount: String(payload.amount), status: 0 };
          records.unshift({
            id: '1',
            orderNo: 'W900',
            type: 2,
            amount: `-${payload.amount}`,
            status: 0,
            remark: '提现',
            createTime: '2026-11-25 20:00:00',
          });
          seen.set(id, order);
        }
        const wasFirst = first;
        first = false;
        if (wasFirst) throw lost;
        return seen.get(id);
      });
      return { ...run, balance: () => balance };
    }

    it('applied then HTTP 500: checks, shows the order found, and never sends it again', async () => {
      const { http, actor, fill, stage, emitted, balance } = applyingServer(serverError(500), true);
      await settle();
      fill('200', '123456');
      actor.send({ type: 'withdraw.submit' });
      await settle();
      await settle();
      expect(stage()).toBe('succeeded');
      expect(actor.getSnapshot().context.order).toEqual({ orderNo: 'W900', amount: '200', status: 0 });
      expect(selectWithdrawMessage(actor.getSnapshot())).toBe(WITHDRAW_UNKNOWN_MESSAGES.applied);
      expect(actor.getSnapshot().context.checked).toBe(true);
      expect(http.callsTo(money.withdrawNew)).toHaveLength(1);
      expect(balance()).toBe('8688.00');
      expect(emitted).toContainEqual({ type: 'withdraw.succeeded', orderNo: 'W900', amount: '200' });
    });

    it('not applied then HTTP 502: says the money did not move; the retry carries the same id', async () => {
      const { http, actor, fill, stage, balance } = applyingServer(serverError(502), false);
      await settle();
      fill('200', '123456');
      actor.send({ type: 'withdraw.submit' });
      await settle();
      await settle();
      expect(stage()).toBe('editing');
      expect(selectWithdrawMessage(actor.getSnapshot())).toBe(WITHDRAW_UNKNOWN_MESSAGES.notApplied);
      expect(actor.getSnapshot().context.amount).toBe('200');
      actor.send({ type: 'withdraw.submit' });
      await settle();
      expect(stage()).toBe('succeeded');
      expect(http.callsTo(money.withdrawNew).map((call) => call.requestId)).toEqual(['req-1', 'req-1']);
      expect(balance()).toBe('8688.00');
    });

    it('a check that cannot read says so, keeps the form busy meanwhile and the id for the retry', async () => {
      const { http, actor, fill, stage } = start({ answers: [serverError(500)] });
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      http.on(money.queryDealRecord, async () => {
        await gate;
        throw dropped();
      });
      await settle();
      fill('200', '123456');
      actor.send({ type: 'withdraw.submit' });
      await settle();
      // The records are being read: the form says so and takes no second submit.
      expect(stage()).toBe('checking');
      expect(selectWithdrawMessage(actor.getSnapshot())).toBe(WITHDRAW_UNKNOWN_MESSAGES.checking);
      expect(selectWithdrawCanSubmit(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'withdraw.submit' });
      expect(http.callsTo(money.withdrawNew)).toHaveLength(1);
      release();
      await settle();
      expect(stage()).toBe('editing');
      expect(selectWithdrawMessage(actor.getSnapshot())).toBe(WITHDRAW_UNKNOWN_MESSAGES.checkFailed);
      actor.send({ type: 'withdraw.submit' });
      await settle();
      expect(http.callsTo(money.withdrawNew).map((call) => call.requestId)).toEqual(['req-1', 'req-1']);
    });
  });

  it('refuses an account type without configured limits and a day without withdrawals left', async () => {
    const alipay = {
      id: '3',
      accountType: WithdrawAccountType.Alipay,
      bankName: '支付宝',
      cardNo: '138****0000',
    };
    const { actor } = start({ cards: [alipay] });
    await settle();
    actor.send({ type: 'withdraw.submit' });
    expect(selectWithdrawErrors(actor.getSnapshot()).target?.message).toBe('暂不支持该取款方式');

    const spent = start({ limits: [{ ...LIMITS[0], remainingCount: 0 }] });
    await settle();
    spent.actor.send({ type: 'withdraw.submit' });
    expect(selectWithdrawErrors(spent.actor.getSnapshot()).target?.message).toBe('今日取款次数已用完');
  });

  it('tells the screen when a card or a withdrawal password is missing', async () => {
    const bare = start({
      cards: [],
      addresses: [],
      info: { withdrawableAmount: '0.00', hasPassword: false },
    });
    await settle();
    expect(selectWithdrawNeedsAccount(bare.actor.getSnapshot())).toBe(true);
    expect(selectWithdrawNeedsPassword(bare.actor.getSnapshot())).toBe(true);
    expect(bare.actor.getSnapshot().context.target).toBeNull();

    const noPassword = start({ info: { withdrawableAmount: '8888', hasPassword: false } });
    await settle();
    noPassword.fill('200', '123456');
    expect(selectWithdrawCanSubmit(noPassword.actor.getSnapshot())).toBe(false);
    noPassword.actor.send({ type: 'withdraw.submit' });
    await settle();
    expect(noPassword.http.callsTo(money.withdrawNew)).toHaveLength(0);
  });

  it('shows the load failure and loads again on demand', async () => {
    const { http, actor, stage } = start();
    await settle();
    let fail = true;
    http.on(money.withdrawInfo, () => {
      if (fail) throw refused(6005, '服务异常');
      return { withdrawableAmount: '1', hasPassword: true };
    });
    actor.send({ type: 'withdraw.reload' });
    await settle();
    expect(stage()).toBe('loadFailed');
    fail = false;
    actor.send({ type: 'withdraw.reload' });
    await settle();
    expect(stage()).toBe('editing');
  });
});
