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

const register = async (name: string, password: string, repeat = password, hashed = true) =>
  kit.call(user.register.path, {
    name,
    password: hashed ? md5(password) : password,
    secondPassword: hashed ? md5(repeat) : repeat,
    isRead: true,
    isAgree: true,
    domain: 'http://localhost:8080',
    rCode: '',
    iCode: '',
    ...(await kit.pictureCaptcha()),
  });

const autoLogin = (name: string, password: string) =>
  kit.call(user.login.path, { name, password: md5(password), kaptchcate: 99, sendCodeNum: '' });

describe('register', () => {
  it('registers with a picture captcha, auto-logs in with kaptchcate 99 and the token works', async () => {
    const registered = await register('koi2024', 'abc12345');
    expect(registered.status_code).toBe(6000);
    expect((registered.data as { userId: string }).userId).toMatch(/^\d+$/);

    const login = await autoLogin('koi2024', 'abc12345');
    expect(login.status_code).toBe(6000);
    const { token, userId } = login.data as { token: string; userId: string };
    expect(userId).toBe((registered.data as { userId: string }).userId);

    const info = await kit.call(user.memberInfo.path, {}, token);
    expect(info.status_code).toBe(6000);
    expect(info.data).toMatchObject({ name: 'koi2024', bindPhone: false, bindRealName: false });
  });

  it('refuses a member who has not both read (isRead) and agreed (isAgree) to the terms (SPEC §3)', async () => {
    for (const [isRead, isAgree] of [
      [false, true],
      [true, false],
    ]) {
      const answer = await kit.call(user.register.path, {
        name: 'koi2024',
        password: md5('abc12345'),
        secondPassword: md5('abc12345'),
        isRead,
        isAgree,
        domain: '',
        rCode: '',
        iCode: '',
        ...(await kit.pictureCaptcha()),
      });
      expect(answer).toMatchObject({ status_code: 6007, message: '请同意相关条款和隐私政策' });
    }
    expect((await register('koi2024', 'abc12345')).status_code).toBe(6000);
  });

  it('accepts the auto-login only within 60 s of that register', async () => {
    await register('koi2024', 'abc12345');
    kit.advance(61_000);
    expect((await autoLogin('koi2024', 'abc12345')).status_code).toBe(6036);
    expect((await autoLogin('demo01', 'demo1234')).status_code).toBe(6036);
  });

  it('rejects an existing name with 6009 用户名已存在, whatever its case', async () => {
    for (const name of ['demo01', 'DEMO01']) {
      expect(await register(name, 'abc12345')).toEqual({
        status_code: 6009,
        data: null,
        message: '用户名已存在',
      });
    }
  });

  it('validates name and password again with the SPEC §5 messages (6007)', async () => {
    const cases: [Promise<unknown>, string][] = [
      [register('ab1', 'abc12345'), '4-11位，最少2个字母+数字组合，首位为字母'],
      [register('1abc', 'abc12345'), '4-11位，最少2个字母+数字组合，首位为字母'],
      [register('abcdef', 'abc12345'), '4-11位，最少2个字母+数字组合，首位为字母'],
      [register('', 'abc12345'), '用户名不能为空'],
      [register('koi2024', '', '', false), '密码不能为空'],
      [register('koi2024', 'abc12345', 'abc12345', false), '请输入8-12位字母+数字的组合'],
      [register('koi2024', 'abc12345', 'abc12346'), '两次密码输入不一致'],
    ];
    for (const [answer, message] of cases) {
      expect(await answer).toMatchObject({ status_code: 6007, message });
    }
    expect((await autoLogin('koi2024', 'abc12345')).status_code).toBe(6002);
  });

  it('needs a right captcha (6021)', async () => {
    const answer = await kit.call(user.register.path, {
      name: 'koi2024',
      password: md5('abc12345'),
      secondPassword: md5('abc12345'),
      isRead: true,
      isAgree: true,
      domain: '',
      rCode: '',
      iCode: '',
      ...(await kit.pictureCaptcha()),
      code: 'XXXX',
    });
    expect(answer).toMatchObject({ status_code: 6021, message: '验证码错误' });
  });
});

describe('login', () => {
  it('logs demo01 in with its password and answers token and userId', async () => {
    const answer = await kit.passwordLogin('demo01', 'demo1234');
    expect(answer.status_code).toBe(6000);
    expect(answer.data).toMatchObject({ token: expect.any(String), userId: '100001' });
  });

  it('answers 6002 for a wrong password or an unknown name', async () => {
    expect(await kit.passwordLogin('demo01', 'demo12345')).toMatchObject({
      status_code: 6002,
      message: '账号或密码错误',
    });
    expect((await kit.passwordLogin('nobody99', 'demo1234')).status_code).toBe(6002);
  });

  it('logout ends the token: 6001 afterwards', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    expect((await kit.call(user.logout.path, {}, token)).status_code).toBe(6000);
    expect((await kit.call(user.memberInfo.path, {}, token)).status_code).toBe(6001);
    expect((await kit.call(user.logout.path, {}, token)).status_code).toBe(6001);
  });

  it('the expire-token control ends that member’s tokens, or everyone’s', async () => {
    const demo = await kit.loginToken('demo01', 'demo1234');
    const fresh = await kit.loginToken('fresh01', 'fresh1234');
    expect(await kit.client.expireTokens('demo01')).toBe(1);
    expect((await kit.call(user.memberInfo.path, {}, demo)).status_code).toBe(6001);
    expect((await kit.call(user.memberInfo.path, {}, fresh)).status_code).toBe(6000);
    expect(await kit.client.expireTokens()).toBe(1);
    expect((await kit.call(user.memberInfo.path, {}, fresh)).status_code).toBe(6001);
  });

  it('reset clears sessions and restores the seeded accounts', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    await register('koi2024', 'abc12345');
    await kit.client.reset();
    expect((await kit.call(user.memberInfo.path, {}, token)).status_code).toBe(6001);
    expect((await kit.passwordLogin('koi2024', 'abc12345')).status_code).toBe(6002);
  });
});

describe('risk login (new device)', () => {
  it('risky01 answers 6029 with the masked phone, then logs in with an SMS or voice code', async () => {
    const risky = await kit.passwordLogin('risky01', 'risky1234');
    expect(risky).toEqual({
      status_code: 6029,
      data: { phoneNumber: '139****5678' },
      message: '检测到登录风险，请验证手机',
    });

    const phone = '13912345678';
    const sms = await kit.call(user.sendCodeOne.path, kit.sendCodePayload(phone, 'risky01', 3, 0));
    expect(sms.status_code).toBe(6000);
    const smsCode = await kit.latestCode(phone, 3);
    expect(smsCode).toMatch(/^\d{6}$/);
    expect(kit.lines).toContain(`短信验证码 ${phone}: ${smsCode}`);

    const codeLogin = (code: string) =>
      kit.call(user.login.path, {
        name: 'risky01',
        password: md5('risky1234'),
        kaptchcate: 99,
        sendCodeNum: code,
      });
    expect((await codeLogin('000000' === smsCode ? '111111' : '000000')).status_code).toBe(6036);
    const loggedIn = await codeLogin(smsCode);
    expect(loggedIn.status_code).toBe(6000);
    expect((await codeLogin(smsCode)).status_code).toBe(6036);

    const again = await kit.call(user.sendCodeOne.path, kit.sendCodePayload(phone, 'risky01', 3, 2));
    expect(again).toMatchObject({ status_code: 6066, message: '60秒内只能获取一次' });
    kit.advance(61_000);
    const voice = await kit.call(user.sendCodeOne.path, kit.sendCodePayload(phone, 'risky01', 3, 2));
    expect(voice.status_code).toBe(6000);
    const voiceCode = await kit.latestCode(phone, 3);
    expect(kit.lines).toContain(`语音验证码 ${phone}: ${voiceCode}`);
    expect((await codeLogin(voiceCode)).status_code).toBe(6000);
  });

  it('a code older than 5 minutes is expired (6038)', async () => {
    const phone = '13912345678';
    await kit.call(user.sendCodeOne.path, kit.sendCodePayload(phone, 'risky01', 3, 0));
    const code = await kit.latestCode(phone, 3);
    kit.advance(5 * 60_000 + 1_000);
    const answer = await kit.call(user.login.path, {
      name: 'risky01',
      password: md5('risky1234'),
      kaptchcate: 99,
      sendCodeNum: code,
    });
    expect(answer.status_code).toBe(6038);
  });
});
