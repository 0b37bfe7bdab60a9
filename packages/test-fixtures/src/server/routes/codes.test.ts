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

const PHONE = '13800138000';
const send = (payload: unknown, token?: string) => kit.call(user.sendCodeOne.path, payload, token);

describe('sendCode V2 and md5 fields', () => {
  it('answers 6008 when a V2 field and its md5 twin disagree, or a V2 field does not decrypt', async () => {
    const good = kit.sendCodePayload(PHONE, 'demo01', 2, 0);
    const cases = [
      { ...good, SendCodeNum: md5('13800138001') },
      { ...good, SendName: md5('fresh01') },
      { ...good, codeId: md5('another-id') },
      { ...good, sendCodeNumV2: kit.client.encrypt('13800138001') },
      { ...good, sendNameV2: 'not-cipher-text' },
    ];
    for (const payload of cases) {
      expect((await send(payload)).status_code).toBe(6008);
    }
    expect((await kit.client.codes()).codes).toEqual([]);
    expect((await send(good)).status_code).toBe(6000);
  });

  it('the target must be the account’s bound phone or e-mail (6007)', async () => {
    expect(await send(kit.sendCodePayload('13800138001', 'demo01', 2, 0))).toMatchObject({
      status_code: 6007,
      message: '请输入正确的手机号码',
    });
    expect(await send(kit.sendCodePayload('x@jinli.example', 'demo01', 2, 1))).toMatchObject({
      status_code: 6007,
      message: '请输入正确的邮箱',
    });
    expect((await send(kit.sendCodePayload(PHONE, 'fresh01', 2, 0))).status_code).toBe(6007);
    // New-device check: the member typed only the middle digits (SPEC §8 手机号错误).
    expect(await send(kit.sendCodePayload('13912340000', 'risky01', 3, 0))).toMatchObject({
      status_code: 6007,
      message: '手机号错误',
    });
    expect((await send(kit.sendCodePayload(PHONE, 'nobody99', 2, 0))).status_code).toBe(6004);
  });

  it('one code per target per 60 s (6066); the control lists the newest first', async () => {
    expect((await send(kit.sendCodePayload(PHONE, 'demo01', 2, 0))).status_code).toBe(6000);
    kit.advance(59_000);
    expect(await send(kit.sendCodePayload(PHONE, 'demo01', 3, 2))).toMatchObject({
      status_code: 6066,
      message: '60秒内只能获取一次',
    });
    expect((await send(kit.sendCodePayload('demo01@jinli.example', 'demo01', 2, 1))).status_code).toBe(6000);
    kit.advance(2_000);
    expect((await send(kit.sendCodePayload(PHONE, 'demo01', 3, 2))).status_code).toBe(6000);
    const { codes } = await kit.client.codes();
    expect(codes.map((code) => [code.target, code.type, code.channel])).toEqual([
      [PHONE, 3, 'voice'],
      ['demo01@jinli.example', 2, 'email'],
      [PHONE, 2, 'sms'],
    ]);
    expect(kit.lines).toContain(`邮箱验证码 demo01@jinli.example: ${codes[1]?.code}`);
  });

  it('sendCode/two needs login and sends only for the logged-in member', async () => {
    const payload = kit.sendCodePayload(PHONE, 'demo01', 2, 0);
    expect((await kit.call(user.sendCodeTwo.path, payload)).status_code).toBe(6001);
    const fresh = await kit.loginToken('fresh01', 'fresh1234');
    expect((await kit.call(user.sendCodeTwo.path, payload, fresh)).status_code).toBe(6008);
    const demo = await kit.loginToken('demo01', 'demo1234');
    expect((await kit.call(user.sendCodeTwo.path, payload, demo)).status_code).toBe(6000);
  });
});
