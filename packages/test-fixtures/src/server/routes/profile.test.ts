import { site, user } from '@jinli/core/contract';
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

const info = async (token: string) =>
  (await kit.call(user.memberInfo.path, { isPop: 0 }, token)).data as Record<string, unknown>;

describe('profile and security bindings', () => {
  it('fresh01 binds a phone with a bind code and a real name; member info follows', async () => {
    const token = await kit.loginToken('fresh01', 'fresh1234');
    expect(await info(token)).toMatchObject({
      bindPhone: false,
      bindRealName: false,
      bindWithdrawPwd: false,
    });

    const send = await kit.call(
      user.sendCodeTwo.path,
      kit.sendCodePayload('13700137000', 'fresh01', 1, 0),
      token,
    );
    expect(send.status_code).toBe(6000);
    const code = await kit.latestCode('13700137000', 1);
    const wrong = await kit.call(
      user.bindPhone.path,
      { areaCode: '+86', phone: '13700137000', code: '0' },
      token,
    );
    expect(wrong.status_code).toBe(6036);
    const bound = await kit.call(user.bindPhone.path, { areaCode: '+86', phone: '13700137000', code }, token);
    expect(bound.status_code).toBe(6000);

    const badName = await kit.call(user.bindOther.path, { realName: '张··三' }, token);
    expect(badName).toMatchObject({ status_code: 6007, message: '请输入正确的姓名' });
    expect((await kit.call(user.bindOther.path, { realName: '王芳' }, token)).status_code).toBe(6000);
    expect((await kit.call(user.bindOther.path, { realName: '李四' }, token)).status_code).toBe(6009);
    expect(await info(token)).toMatchObject({
      bindPhone: true,
      phone: '137****7000',
      bindRealName: true,
      realName: '王*',
    });
  });

  it('refuses a bind code for a phone another member has bound', async () => {
    const token = await kit.loginToken('fresh01', 'fresh1234');
    const send = await kit.call(
      user.sendCodeTwo.path,
      kit.sendCodePayload('13800138000', 'fresh01', 1, 0),
      token,
    );
    expect(send).toMatchObject({ status_code: 6009, message: '该手机号已被绑定' });
  });

  it('refuses an under-18 birthday and malformed fields with 6007, never a crash', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const young = await kit.call(user.bindOther.path, { birthday: '2015-01-01' }, token);
    expect(young).toMatchObject({ status_code: 6007, message: '你的年龄未满18岁，无法游戏哦' });
    for (const [path, payload] of [
      [user.bindPhone.path, {}],
      [user.bindEmail.path, { email: 1 }],
      [user.bindPassword.path, { oldPassword: 'x' }],
      [user.addAvatar.path, null],
      [site.singleDataDecryption.path, { name: 'password' }],
      [user.bindOther.path, { gender: 'other' }],
    ] as const) {
      expect((await kit.call(path, payload, token)).status_code, path).toBe(6007);
    }
    expect((await kit.call(user.bindOther.path, { birthday: '1995-02-03' }, token)).status_code).toBe(6000);
    expect(await info(token)).toMatchObject({ birthday: '1995-02-03' });
  });

  it('changes the login password with the old one and ends the session', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const wrong = {
      oldPassword: md5('nope1234'),
      password: md5('newpass99'),
      secondPassword: md5('newpass99'),
    };
    expect((await kit.call(user.bindPassword.path, wrong, token)).status_code).toBe(6100);
    const right = { ...wrong, oldPassword: md5('demo1234') };
    expect((await kit.call(user.bindPassword.path, right, token)).status_code).toBe(6000);
    expect((await kit.call(user.memberInfo.path, {}, token)).status_code).toBe(6001);
    expect((await kit.passwordLogin('demo01', 'demo1234')).status_code).toBe(6002);
    expect(await kit.loginToken('demo01', 'newpass99')).toBeTruthy();
  });

  it('binds an e-mail, reveals it in full, and resets the password by an e-mail code', async () => {
    const token = await kit.loginToken('fresh01', 'fresh1234');
    await kit.call(user.sendCodeTwo.path, kit.sendCodePayload('fresh@jinli.example', 'fresh01', 1, 1), token);
    const code = await kit.latestCode('fresh@jinli.example', 1);
    expect(
      (await kit.call(user.bindEmail.path, { email: 'fresh@jinli.example', code }, token)).status_code,
    ).toBe(6000);
    const revealed = await kit.call(site.singleDataDecryption.path, { name: 'email' }, token);
    expect(revealed.data).toEqual({ value: 'fresh@jinli.example', masked: 'fr****@jinli.example' });

    kit.advance(61_000);
    await kit.call(user.sendCodeTwo.path, kit.sendCodePayload('fresh@jinli.example', 'fresh01', 2, 1), token);
    const resetCode = await kit.latestCode('fresh@jinli.example', 2);
    const payload = {
      email: 'fresh@jinli.example',
      code: resetCode,
      password: md5('fresh5678'),
      secondPassword: md5('fresh5678'),
    };
    expect((await kit.call(user.bindPasswordByEmail.path, payload, token)).status_code).toBe(6000);
    expect(await kit.loginToken('fresh01', 'fresh5678')).toBeTruthy();
  });

  it('lists avatars and sets one', async () => {
    const token = await kit.loginToken('fresh01', 'fresh1234');
    const list = (await kit.call(user.avatarList.path, {}, token)).data as { id: string; url: string }[];
    expect(list).toHaveLength(8);
    expect((await kit.call(user.addAvatar.path, { avatarId: '3' }, token)).status_code).toBe(6000);
    expect(await info(token)).toMatchObject({ avatar: '/sandbox-art/avatar-3.svg' });
  });
});
