import { createHash } from 'node:crypto';
import { dealRecordPageSchema, games, money } from '@jinli/core/contract';
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

const withId = (requestId: string) => ({ headers: { 'X-API-REQUEST-ID': requestId } });
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const balance = async (token: string) =>
  money.getBalance.response.parse((await kit.call(money.getBalance.path, {}, token)).data)
    .centerWalletBalance;

describe('wallet sandbox', () => {
  it('a deposit waits, is paid by the timer once, and the same request id creates one order', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const pay = { typeId: '2', channelId: '21', amount: '500' };
    const first = await kit.call(money.pay.path, pay, token, withId('dep-1'));
    const again = await kit.call(money.pay.path, pay, token, withId('dep-1'));
    const order = money.pay.response.parse(first.data);
    expect(money.pay.response.parse(again.data).orderNo).toBe(order.orderNo);
    expect(order.payee?.accountNo).toBeTruthy();
    expect(order.expireSeconds).toBe(900);
    const status = () => kit.call(money.getDepositOrderStatus.path, { orderNo: order.orderNo }, token);
    expect(money.getDepositOrderStatus.response.parse((await status()).data).status).toBe(0);
    kit.advance(9_000);
    expect(money.getDepositOrderStatus.response.parse((await status()).data).status).toBe(1);
    expect(await balance(token)).toBe('9388.00');
    expect((await kit.call(money.closeOrder.path, { orderNo: order.orderNo }, token)).data).toMatchObject({
      status: 1,
    });
  });

  it('amounts outside the channel limits answer 6007 with the message', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const answer = await kit.call(money.pay.path, { typeId: '1', channelId: '11', amount: '50' }, token);
    expect(answer.status_code).toBe(6007);
    expect(answer.message).toContain('100');
  });

  it('a withdrawal needs the right password, moves money once and shows in the filtered records', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const order = { accountType: 1, accountId: '5001', amount: '200' };
    const wrong = await kit.call(money.withdrawNew.path, { ...order, password: md5('000000') }, token);
    expect(wrong.status_code).toBe(6100);
    const ok = { ...order, password: md5('123456') };
    const first = await kit.call(money.withdrawNew.path, ok, token, withId('wd-1'));
    const retry = await kit.call(money.withdrawNew.path, ok, token, withId('wd-1'));
    expect(first.status_code).toBe(6000);
    expect(retry.data).toEqual(first.data);
    expect(await balance(token)).toBe('8688.00');
    await kit.call(
      games.transfer.path,
      { channelCode: 'AGZR', amount: '100.00', ty: 1, isActivity: 0 },
      token,
      withId('tr-1'),
    );
    const query = (type: number) =>
      kit.call(money.queryDealRecord.path, { type, pageNum: 1, pageSize: 10 }, token);
    const withdrawals = dealRecordPageSchema.parse((await query(2)).data);
    expect(withdrawals.total).toBe(1);
    expect(withdrawals.list[0]?.amount).toBe('-200.00');
    const all = dealRecordPageSchema.parse((await query(0)).data);
    expect(all.list.map((r) => r.type)).toEqual([3, 2]);
  });

  it('the /__sandbox/deposit control ends a waiting order', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    await fetch(`${kit.baseUrl}/__sandbox/wallet`, { method: 'POST', body: '{"autoPaySeconds":null}' });
    const pay = await kit.call(money.pay.path, { typeId: '3', channelId: '31', amount: '88' }, token);
    const { orderNo } = money.pay.response.parse(pay.data);
    kit.advance(60_000);
    expect(await balance(token)).toBe('8888.00');
    const control = await fetch(`${kit.baseUrl}/__sandbox/deposit`, {
      method: 'POST',
      body: JSON.stringify({ orderNo, status: 'expired' }),
    });
    expect(await control.json()).toMatchObject({ ok: true, status: 2 });
    expect(await balance(token)).toBe('8888.00');
  });
});
