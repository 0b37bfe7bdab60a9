import { user } from '@jinli/core/contract';
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

const channels = [
  {
    label: 'phone',
    field: 'phone',
    target: '13800138000',
    cate: 0,
    paths: ['forgetByPhoneOne', 'forgetByPhoneTwo', 'forgetByPhoneThree'],
    mismatch: '手机号码与账号不匹配',
  },
  {
    label: 'e-mail',
    field: 'email',
    target: 'demo01@jinli.example',
    cate: 1,
    paths: ['forgetByEmailOne', 'forgetByEmailTwo', 'forgetByEmailThree'],
    mismatch: '邮箱与账号不匹配',
  },
] as const;

const three = (path: string, password: string, repeat = password) =>
  kit.call(path, { name: 'demo01', password: md5(password), secondPassword: md5(repeat) });

describe.each(channels)('password reset by $label', ({ field, target, cate, paths, mismatch }) => {
  const [one, two, threePath] = paths.map((name) => user[name].path) as [string, string, string];

  it('goes through all three steps, then the new password logs in and the old one does not', async () => {
    const oldToken = await kit.loginToken('demo01', 'demo1234');
    const stepOne = await kit.call(one, { name: 'demo01', [field]: target, ...(await kit.pictureCaptcha()) });
    expect(stepOne.status_code).toBe(6000);
    expect(
      (await kit.call(user.sendCodeOne.path, kit.sendCodePayload(target, 'demo01', 2, cate))).status_code,
    ).toBe(6000);
    const code = await kit.latestCode(target, 2);
    expect(
      (
        await kit.call(two, {
          name: 'demo01',
          [field]: target,
          code: code === '000000' ? '111111' : '000000',
        })
      ).status_code,
    ).toBe(6036);
    expect((await kit.call(two, { name: 'demo01', [field]: target, code })).status_code).toBe(6000);
    expect(await three(threePath, 'newpass88', 'newpass89')).toMatchObject({
      status_code: 6007,
      message: '两次密码输入不一致',
    });
    expect((await three(threePath, 'newpass88')).status_code).toBe(6000);

    expect((await kit.passwordLogin('demo01', 'demo1234')).status_code).toBe(6002);
    expect((await kit.passwordLogin('demo01', 'newpass88')).status_code).toBe(6000);
    expect((await kit.call(user.memberInfo.path, {}, oldToken)).status_code).toBe(6001);
    // Step three is spent: a second one needs a new step two.
    expect((await three(threePath, 'again1234')).status_code).toBe(6035);
  });

  it('step one checks the account and its bound target', async () => {
    expect(await kit.call(one, { name: 'nobody99', [field]: target })).toMatchObject({
      status_code: 6004,
      message: '用户不存在',
    });
    expect(await kit.call(one, { name: 'fresh01', [field]: target })).toMatchObject({
      status_code: 6007,
      message: mismatch,
    });
    expect(
      (await kit.call(one, { name: 'demo01', [field]: target, kaptchcate: 1, codeId: 'x', code: 'ABCD' }))
        .status_code,
    ).toBe(6021);
  });

  it('refuses step three without step two, and after the 10-minute window', async () => {
    expect(await three(threePath, 'newpass88')).toMatchObject({ status_code: 6035 });
    await kit.call(user.sendCodeOne.path, kit.sendCodePayload(target, 'demo01', 2, cate));
    await kit.call(two, { name: 'demo01', [field]: target, code: await kit.latestCode(target, 2) });
    kit.advance(10 * 60_000 + 1_000);
    expect((await three(threePath, 'newpass88')).status_code).toBe(6035);
    expect((await kit.passwordLogin('demo01', 'demo1234')).status_code).toBe(6000);
  });
});
