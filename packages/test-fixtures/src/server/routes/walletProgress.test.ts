import { createHash } from 'node:crypto';
import { bankOptionsSchema, configuration, money } from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthSandbox, startAuthSandbox } from '../auth/authTestKit.ts';

let kit: AuthSandbox;
beforeAll(async () => {
  kit = await startAuthSandbox();
});
afterAll(() => kit.sandbox.close());
beforeEach(() => {
  kit.sandbox.reset();
  kit.resetClock();
});

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const control = async (name: string, body: unknown) => {
  const response = await fetch(`${kit.baseUrl}/__sandbox/${name}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const balance = async (token: string) =>
  money.getBalance.response.parse((await kit.call(money.getBalance.path, {}, token)).data)
    .centerWalletBalance;

async function withdrawal(token: string) {
  const answer = await kit.call(
    money.withdrawNew.path,
    { accountType: 1, accountId: '5001', amount: '300', password: md5('123456') },
    token,
  );
  return money.withdrawNew.response.parse(answer.data).orderNo;
}

describe('withdraw/withdrawOrderInfo and POST /__sandbox/withdrawal', () => {
  it('reports a withdrawal processing, then paid out', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const orderNo = await withdrawal(token);
    const info = async () =>
      money.withdrawOrderInfo.response.parse(
        (await kit.call(money.withdrawOrderInfo.path, { orderNo }, token)).data,
      );
    expect(await info()).toMatchObject({ orderNo, amount: '300.00', status: 0 });
    expect((await control('withdrawal', { status: 'done' })).body).toMatchObject({
      ok: true,
      orderNo,
      status: 1,
    });
    expect(await info()).toMatchObject({ status: 1, finishTime: expect.any(String) });
    expect(await balance(token)).toBe('8588.00');
  });

  it('a failed withdrawal says why and gives the money back', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const orderNo = await withdrawal(token);
    await control('withdrawal', { orderNo, status: 'failed', reason: '银行卡户名不符' });
    const info = await kit.call(money.withdrawOrderInfo.path, { orderNo }, token);
    expect(info.data).toMatchObject({ status: 2, reason: '银行卡户名不符' });
    expect(await balance(token)).toBe('8888.00');
    expect((await control('withdrawal', { orderNo, status: 'done' })).status).toBe(400);
  });

  it('another member cannot read the order (6004)', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const orderNo = await withdrawal(token);
    const other = await kit.loginToken('fresh01', 'fresh1234');
    expect((await kit.call(money.withdrawOrderInfo.path, { orderNo }, other)).status_code).toBe(6004);
  });
});

describe('usdtWithdrawInfo, getCustomerInfo, createSignalCode', () => {
  it('answers USDT details with the rate and the coin-address limits', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const info = money.usdtWithdrawInfo.response.parse(
      (await kit.call(money.usdtWithdrawInfo.path, {}, token)).data,
    );
    expect(info).toMatchObject({ currency: 'USDT', rate: '7.20', minAmount: '100', maxAmount: '200000' });
  });

  it('names the payer of a deposit: the member’s real name', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const info = money.getCustomerInfo.response.parse(
      (await kit.call(money.getCustomerInfo.path, {}, token)).data,
    );
    expect(info.realName).toBe('张伟');
  });

  it('gives a signal code only for a waiting order of a channel that needs one', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const order = async (typeId: string, channelId: string) =>
      money.pay.response.parse(
        (await kit.call(money.pay.path, { typeId, channelId, amount: '100' }, token)).data,
      ).orderNo;
    const ewallet = await order('3', '31');
    const signal = await kit.call(money.createSignalCode.path, { orderNo: ewallet }, token);
    expect(money.createSignalCode.response.parse(signal.data)).toMatchObject({
      signalCode: expect.stringMatching(/^JL\d{6}$/),
      expireSeconds: 600,
    });
    const bank = await order('2', '21');
    expect((await kit.call(money.createSignalCode.path, { orderNo: bank }, token)).status_code).toBe(6007);
  });
});

describe('site configuration (GET/POST /__sandbox/site)', () => {
  it('changes the payment types, withdrawal limits, bank list and title the site answers, until reset', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const paymentTypes = [
      {
        id: '9',
        name: '极速充值',
        channels: [{ id: '91', name: '极速通道', channelType: 1, minAmount: '10', maxAmount: '999' }],
      },
    ];
    const withdrawLimits = [{ accountType: 1, minAmount: '500', maxAmount: '600' }];
    const banks = [{ bankCode: 'PSBC', bankName: '中国邮政储蓄银行' }];
    const answer = await control('site', { title: '锦鲤测试站', paymentTypes, withdrawLimits, banks });
    expect(answer.status).toBe(200);

    expect((await kit.call(money.paymentTypes.path, {}, token)).data).toEqual(paymentTypes);
    expect((await kit.call(money.withdrawBaseCfgList.path, {}, token)).data).toEqual(withdrawLimits);
    expect(bankOptionsSchema.parse((await kit.call(money.withdrawAddList.path, {}, token)).data)).toEqual(
      banks,
    );
    expect((await kit.call(configuration.preInfo.path, undefined)).data).toMatchObject({
      siteBaseConfig: { title: '锦鲤测试站' },
    });
    const tooSmall = await kit.call(
      money.withdrawNew.path,
      { accountType: 1, accountId: '5001', amount: '300', password: md5('123456') },
      token,
    );
    expect(tooSmall).toMatchObject({ status_code: 6007, message: '单笔取款金额须在500至600元之间' });

    kit.sandbox.reset();
    const fresh = await kit.loginToken('demo01', 'demo1234');
    expect((await kit.call(money.withdrawBaseCfgList.path, {}, fresh)).data).toHaveLength(3);
  });

  it('refuses a malformed part and names it', async () => {
    const bad = await control('site', { withdrawLimits: [{ accountType: 1, minAmount: 5 }] });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toContain('withdrawLimits');
    expect((await control('site', { colour: 'red' })).status).toBe(400);
  });
});
