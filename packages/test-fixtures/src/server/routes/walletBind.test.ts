import { money, user } from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthSandbox, md5, startAuthSandbox } from '../auth/authTestKit.ts';

let kit: AuthSandbox;
beforeAll(async () => {
  kit = await startAuthSandbox();
});
afterAll(() => kit.sandbox.close());
beforeEach(() => {
  kit.sandbox.reset();
  kit.resetClock();
});

const PHONE = '13800138000';
const CARD = '6222020200112233446';
const TRC20 = `TJ${'9'.repeat(32)}`;

describe('bound accounts (member/bindOther)', () => {
  it('binds a card with the real name as holder, lists it masked, and withdraws to it', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const card = {
      accountType: 1,
      bankCode: 'CMB',
      cardNo: '6222 0202 0011 2233 446',
      branch: '深圳南山支行',
    };
    // Not a Luhn number: refused with the rule's message; nothing is bound.
    const wrong = await kit.call(user.bindOther.path, { ...card, cardNo: '6222020200112233445' }, token);
    expect(wrong).toMatchObject({ status_code: 6007, message: '请输入正确的银行卡号' });
    const bound = await kit.call(user.bindOther.path, card, token);
    expect(bound.status_code).toBe(6000);
    const { id } = bound.data as { id: string };
    expect((await kit.call(user.bindOther.path, card, token)).status_code).toBe(6009);

    const listed = money.queryMemberBanksInfoList.response.parse(
      (await kit.call(money.queryMemberBanksInfoList.path, undefined, token)).data,
    );
    expect(listed.find((entry) => entry.id === id)).toMatchObject({
      bankName: '招商银行',
      cardNo: `**** **** **** ${CARD.slice(-4)}`,
      realName: '张伟',
    });
    const order = { accountType: 1, accountId: id, amount: '300', password: md5('123456') };
    expect((await kit.call(money.withdrawNew.path, order, token)).status_code).toBe(6000);
  });

  it('binds Alipay and a coin address per chain; wrong chains and unbound phones are refused', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    expect((await kit.call(user.bindOther.path, { accountType: 3, account: PHONE }, token)).status_code).toBe(
      6000,
    );
    const coin = { accountType: 2, currency: 'USDT', protocol: 'TRC20', address: TRC20 };
    expect((await kit.call(user.bindOther.path, { ...coin, protocol: 'ERC20' }, token)).status_code).toBe(
      6007,
    );
    expect((await kit.call(user.bindOther.path, coin, token)).status_code).toBe(6000);
    const coins = money.vCurrencyList.response.parse(
      (await kit.call(money.vCurrencyList.path, {}, token)).data,
    );
    expect(coins).toHaveLength(2);
    const limits = money.withdrawBaseCfgList.response.parse(
      (await kit.call(money.withdrawBaseCfgList.path, {}, token)).data,
    );
    expect(limits.map((limit) => limit.accountType)).toContain(3);

    const fresh = await kit.loginToken('fresh01', 'fresh1234');
    expect((await kit.call(user.bindOther.path, coin, fresh)).status_code).toBe(6015);
  });
});

describe('withdrawal password', () => {
  it('is set once, then reset with the SMS code of the bound phone (single use)', async () => {
    const token = await kit.loginToken('fresh01', 'fresh1234');
    const set = { password: md5('111111'), secondPassword: md5('111111') };
    expect((await kit.call(user.withdrawalPwdSet.path, set, token)).status_code).toBe(6000);
    expect((await kit.call(user.withdrawalPwdSet.path, set, token)).status_code).toBe(6009);

    const demo = await kit.loginToken('demo01', 'demo1234');
    const sent = await kit.call(user.sendCodeTwo.path, kit.sendCodePayload(PHONE, 'demo01', 2, 0), demo);
    expect(sent.status_code).toBe(6000);
    const code = await kit.latestCode(PHONE, 2);
    const reset = { phone: PHONE, password: md5('654321'), secondPassword: md5('654321') };
    expect(
      (await kit.call(user.withdrawalPwdReset.path, { ...reset, code: '000000' }, demo)).status_code,
    ).toBe(code === '000000' ? 6000 : 6036);
    expect((await kit.call(user.withdrawalPwdReset.path, { ...reset, code }, demo)).status_code).toBe(6000);
    expect((await kit.call(user.withdrawalPwdReset.path, { ...reset, code }, demo)).status_code).toBe(6036);
    const info = await kit.call(money.withdrawInfo.path, {}, demo);
    expect(info.data).toMatchObject({ hasPassword: true });
    const order = { accountType: 1, accountId: '5001', amount: '100' };
    expect(
      (await kit.call(money.withdrawNew.path, { ...order, password: md5('123456') }, demo)).status_code,
    ).toBe(6100);
    expect(
      (await kit.call(money.withdrawNew.path, { ...order, password: md5('654321') }, demo)).status_code,
    ).toBe(6000);
  });
});
