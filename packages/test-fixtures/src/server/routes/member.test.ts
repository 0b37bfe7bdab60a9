import { feedback, money, site, user } from '@jinli/core/contract';
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

describe('logged-in member calls', () => {
  it('member/info answers the profile with phone, e-mail and real name masked', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const info = await kit.call(user.memberInfo.path, { isPop: 0 }, token);
    expect(user.memberInfo.response.safeParse(info.data).success).toBe(true);
    expect(info.data).toMatchObject({
      userId: '100001',
      name: 'demo01',
      bindPhone: true,
      bindRealName: true,
      bindEmail: true,
      phone: '138****8000',
      email: 'de****@jinli.example',
      realName: '张*',
      vipGrade: 3,
    });
    const data = info.data as Record<string, string>;
    expect(data.registerDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('getBalance answers decimal strings for the logged-in member', async () => {
    const demo = await kit.loginToken('demo01', 'demo1234');
    const balance = await kit.call(money.getBalance.path, { withLockMoney: 1 }, demo);
    expect(balance.data).toEqual({
      totalMoney: '8888.00',
      centerWalletBalance: '8888.00',
      lockMoney: '0.00',
    });
    expect(money.getBalance.response.safeParse(balance.data).success).toBe(true);
    const fresh = await kit.loginToken('fresh01', 'fresh1234');
    expect((await kit.call(money.getBalance.path, {}, fresh)).data).toMatchObject({ totalMoney: '0.00' });
  });

  it('member/jwt answers a three-part signed token naming the member, and the login token', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const answer = await kit.call(user.jwt.path, {}, token);
    const { jwt, token: echoed } = answer.data as { jwt: string; token: string };
    expect(echoed).toBe(token);
    const parts = jwt.split('.');
    expect(parts).toHaveLength(3);
    expect(JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'))).toMatchObject({
      sub: 'demo01',
    });
  });

  it('unread counts: a few for demo01, zeros for fresh01; feedback count', async () => {
    const demo = await kit.loginToken('demo01', 'demo1234');
    const unread = await kit.call(site.getUnreadForType.path, { userSystem: 1 }, demo);
    expect(site.getUnreadForType.response.safeParse(unread.data).success).toBe(true);
    expect(Object.values(unread.data as Record<string, number>).some((count) => count > 0)).toBe(true);
    expect((await kit.call(feedback.unreadNum.path, {}, demo)).data).toBe(1);

    const fresh = await kit.loginToken('fresh01', 'fresh1234');
    const zeros = await kit.call(site.getUnreadForType.path, { userSystem: 1 }, fresh);
    expect(Object.values(zeros.data as Record<string, number>).every((count) => count === 0)).toBe(true);
    expect((await kit.call(feedback.unreadNum.path, {}, fresh)).data).toBe(0);
  });
});

describe('6001 for a missing, unknown or expired token', () => {
  const calls: [string, unknown][] = [
    [user.memberInfo.path, {}],
    [user.jwt.path, {}],
    [user.logout.path, {}],
    [money.getBalance.path, {}],
    [site.getUnreadForType.path, { userSystem: 1 }],
    [feedback.unreadNum.path, {}],
    [money.paymentTypes.path, {}],
  ];

  it.each(calls)('%s', async (path, payload) => {
    expect(await kit.call(path, payload)).toMatchObject({ status_code: 6001, message: '请重新登录' });
    expect((await kit.call(path, payload, 'no-such-token')).status_code).toBe(6001);
    const token = await kit.loginToken('demo01', 'demo1234');
    await kit.client.expireTokens('demo01');
    expect((await kit.call(path, payload, token)).status_code).toBe(6001);
  });

  it('a login-only call without a handler yet answers 6004 once logged in', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    expect((await kit.call('/site/api/v1/user/member/noSuchCall', {}, token)).status_code).toBe(6004);
  });
});
