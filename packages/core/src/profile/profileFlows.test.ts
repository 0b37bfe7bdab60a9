import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import { advanceSeconds, createFakeHttp, fakeCrypto, resultError, settle } from '../auth/authFakes.ts';
import { createLoginEventBus } from '../session/loginEvents.ts';
import { bindPhoneCanSubmit, bindPhoneVisibleErrors } from './bindPhone.machine.ts';
import { bindRealNameVisibleErrors } from './bindRealName.machine.ts';
import { changePasswordVisibleErrors } from './changePassword.machine.ts';
import { createProfileFlows } from './profileFlows.ts';

const AREAS = [
  { areaName: '中国大陆', areaCode: '+86', regex: '^1\\d{10}$' },
  { areaName: '中国香港', areaCode: '+852', regex: '^[5-9]\\d{7}$' },
];

function setup() {
  const http = createFakeHttp();
  http.on(site.queryCountryArea, () => AREAS);
  http.on(user.sendCodeTwo, () => null);
  const clock = new SimulatedClock();
  const bus = createLoginEventBus();
  const busEvents: string[] = [];
  bus.events$.subscribe((event) => busEvents.push(event.type));
  const toasts: string[] = [];
  let refreshed = 0;
  let ids = 0;
  const flows = createProfileFlows({
    http,
    crypto: fakeCrypto,
    newId: () => `id-${++ids}`,
    bus,
    refreshMember: () => {
      refreshed += 1;
    },
    toast: (message) => toasts.push(message),
    clock,
  });
  return { http, clock, flows, toasts, busEvents, refreshed: () => refreshed };
}

describe('bind phone', () => {
  it('checks the number against the chosen area, sends a bind code, counts down, binds and refreshes', async () => {
    const { http, clock, flows, toasts, refreshed } = setup();
    const actor = flows.bindPhone('fresh01');
    await settle();
    expect(actor.getSnapshot().context.areaCode).toBe('+86');

    actor.send({ type: 'bindPhone.area', areaCode: '+852' });
    actor.send({ type: 'bindPhone.change', field: 'phone', value: '138 0013 8001' });
    actor.send({ type: 'bindPhone.sendCode', channel: 'sms' });
    expect(bindPhoneVisibleErrors(actor.getSnapshot()).target).toBe('请输入正确的手机号码');
    expect(http.callsTo(user.sendCodeTwo)).toHaveLength(0);

    actor.send({ type: 'bindPhone.area', areaCode: '+86' });
    actor.send({ type: 'bindPhone.sendCode', channel: 'voice' });
    await settle();
    expect(http.callsTo(user.sendCodeTwo)[0]).toMatchObject({
      sendCodeNumV2: 'enc(13800138001)',
      SendName: 'md5(fresh01)',
      type: 1,
      cate: 2,
    });
    expect(toasts).toEqual(['验证码获取成功，注意接听手机来电']);
    const remaining = () => actor.getSnapshot().context.countdownRef.getSnapshot().context.remaining;
    expect(remaining()).toBe(60);
    advanceSeconds(clock, 60);
    expect(remaining()).toBe(0);

    http.on(user.bindPhone, () => {
      throw resultError(6036, '验证码错误');
    });
    actor.send({ type: 'bindPhone.change', field: 'code', value: '000000' });
    expect(bindPhoneCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'bindPhone.submit' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      error: '验证码错误',
      phone: '13800138001',
      code: '000000',
    });

    http.on(user.bindPhone, () => null);
    actor.send({ type: 'bindPhone.change', field: 'code', value: '123456' });
    actor.send({ type: 'bindPhone.submit' });
    await settle();
    expect(http.callsTo(user.bindPhone).at(-1)).toEqual({
      areaCode: '+86',
      phone: '13800138001',
      code: '123456',
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(toasts.at(-1)).toBe('绑定成功');
    expect(refreshed()).toBe(1);
  });
});

describe('bind real name', () => {
  it('refuses a malformed name with the SPEC §5 message and binds a valid one', async () => {
    const { http, flows } = setup();
    http.on(user.bindOther, () => null);
    const actor = flows.bindRealName();
    actor.send({ type: 'bindRealName.change', value: '·张三' });
    actor.send({ type: 'bindRealName.submit' });
    expect(bindRealNameVisibleErrors(actor.getSnapshot()).realName).toBe('请输入正确的姓名');
    expect(http.callsTo(user.bindOther)).toHaveLength(0);
    actor.send({ type: 'bindRealName.change', value: '买买提·艾力' });
    actor.send({ type: 'bindRealName.submit' });
    await settle();
    expect(http.callsTo(user.bindOther)).toEqual([{ realName: '买买提·艾力' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('on the first deposit binds through bindFromDeposit', async () => {
    const { http, flows } = setup();
    http.on(user.bindFromDeposit, () => null);
    const actor = flows.bindRealNameFromDeposit();
    actor.send({ type: 'bindRealName.change', value: '王芳' });
    actor.send({ type: 'bindRealName.submit' });
    await settle();
    expect(http.callsTo(user.bindFromDeposit)).toEqual([{ realName: '王芳' }]);
  });
});

describe('login password', () => {
  it('change: refuses the same password, then hashes, toasts 修改成功 and emits password_change_success', async () => {
    const { http, flows, toasts, busEvents } = setup();
    http.on(user.bindPassword, () => null);
    const actor = flows.changePassword();
    for (const [field, value] of [
      ['oldPassword', 'demo1234'],
      ['password', 'demo1234'],
      ['confirm', 'demo1234'],
    ] as const) {
      actor.send({ type: 'changePassword.change', field, value });
    }
    actor.send({ type: 'changePassword.submit' });
    expect(changePasswordVisibleErrors(actor.getSnapshot()).password).toBe('新密码不能与原密码相同');
    actor.send({ type: 'changePassword.change', field: 'password', value: 'newpass99' });
    actor.send({ type: 'changePassword.change', field: 'confirm', value: 'newpass98' });
    actor.send({ type: 'changePassword.submit' });
    expect(changePasswordVisibleErrors(actor.getSnapshot()).confirm).toBe('两次密码输入不一致，请重新输入');
    actor.send({ type: 'changePassword.change', field: 'confirm', value: 'newpass99' });
    actor.send({ type: 'changePassword.submit' });
    await settle();
    expect(http.callsTo(user.bindPassword)).toEqual([
      { oldPassword: 'md5(demo1234)', password: 'md5(newpass99)', secondPassword: 'md5(newpass99)' },
    ]);
    expect(toasts).toEqual(['修改成功']);
    expect(busEvents).toEqual(['password_change_success']);
  });

  it('reset by e-mail: a reset code to the bound e-mail, then bindPasswordByEmail', async () => {
    const { http, flows, busEvents } = setup();
    http.on(user.bindPasswordByEmail, () => null);
    const actor = flows.resetLoginPassword({
      name: 'demo01',
      channel: 'email',
      target: 'demo01@jinli.example',
    });
    actor.send({ type: 'resetLogin.sendCode', channel: 'email' });
    await settle();
    expect(http.callsTo(user.sendCodeTwo)[0]).toMatchObject({ type: 2, cate: 1 });
    actor.send({ type: 'resetLogin.change', field: 'code', value: '654321' });
    actor.send({ type: 'resetLogin.change', field: 'password', value: 'abc12345' });
    actor.send({ type: 'resetLogin.change', field: 'confirm', value: 'abc12345' });
    actor.send({ type: 'resetLogin.submit' });
    await settle();
    expect(http.callsTo(user.bindPasswordByEmail)).toEqual([
      {
        email: 'demo01@jinli.example',
        code: '654321',
        password: 'md5(abc12345)',
        secondPassword: 'md5(abc12345)',
      },
    ]);
    expect(busEvents).toEqual(['password_change_success']);
  });
});
