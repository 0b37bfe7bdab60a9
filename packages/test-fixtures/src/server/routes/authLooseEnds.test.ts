import { user } from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthSandbox, md5, startAuthSandbox } from '../auth/authTestKit.ts';

let kit: AuthSandbox;

beforeAll(async () => {
  kit = await startAuthSandbox();
});
afterAll(() => kit.sandbox.close());
beforeEach(async () => {
  kit.sandbox.reset();
  kit.resetClock();
});

const RISKY_PHONE = '13912345678';
const newDeviceCode = () => kit.sendCodePayload(RISKY_PHONE, 'risky01', 3, 0);
const codeLogin = (code: string) =>
  kit.call(user.login.path, {
    isAgent: 0,
    name: 'risky01',
    password: md5('risky1234'),
    kaptchcate: 99,
    sendCodeNum: code,
    version: '1.0.0',
  });

describe('new-device code within 60 s (SPEC §4, §9 resend countdown 60 s)', () => {
  it('answers 6066 with the seconds left, and the code already sent still logs in', async () => {
    expect((await kit.call(user.sendCodeOne.path, newDeviceCode())).status_code).toBe(6000);
    const first = await kit.latestCode(RISKY_PHONE, 3);
    kit.advance(15_500);
    expect(await kit.call(user.sendCodeOne.path, newDeviceCode())).toMatchObject({
      status_code: 6066,
      data: { remainingSeconds: 45 },
    });
    expect(await kit.latestCode(RISKY_PHONE, 3)).toBe(first);
    expect((await codeLogin(first)).status_code).toBe(6000);
  });
});

describe('login and register suspended (SPEC §8 6501, 6502; POST /__sandbox/auth/suspend)', () => {
  it('answers the chosen code and message on login and register until lifted', async () => {
    await kit.client.suspendAuth(6501, '系统升级，暂停登录注册');
    expect(await kit.passwordLogin('demo01', 'demo1234')).toMatchObject({
      status_code: 6501,
      message: '系统升级，暂停登录注册',
    });
    await kit.client.suspendAuth(6502);
    const register = await kit.call(user.register.path, {
      name: 'newbie01',
      password: md5('abcd1234'),
      secondPassword: md5('abcd1234'),
      isRead: true,
      isAgree: true,
      ...(await kit.pictureCaptcha()),
      domain: 'https://jinli.example',
      rCode: '',
      iCode: '',
    });
    expect(register.status_code).toBe(6502);
    await kit.client.suspendAuth(null);
    expect((await kit.passwordLogin('demo01', 'demo1234')).status_code).toBe(6000);
  });

  it('refuses a code other than 6501, 6502 or null', async () => {
    await expect(kit.client.suspendAuth(6001 as 6501)).rejects.toThrow(/HTTP 400/);
  });
});

describe('registrations (GET /__sandbox/registrations)', () => {
  it('records the domain and promo codes each register call sent', async () => {
    await kit.call(user.register.path, {
      name: 'newbie02',
      password: md5('abcd1234'),
      secondPassword: md5('abcd1234'),
      isRead: true,
      isAgree: true,
      ...(await kit.pictureCaptcha()),
      domain: 'https://m.jinli.example',
      rCode: 'R1',
      iCode: 'I2',
    });
    expect(await kit.client.registrations()).toEqual([
      { name: 'newbie02', domain: 'https://m.jinli.example', rCode: 'R1', iCode: 'I2' },
    ]);
  });
});
