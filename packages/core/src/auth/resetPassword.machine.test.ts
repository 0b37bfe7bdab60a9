import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import { selectAuthView } from './authDialog.selectors.ts';
import { advanceSeconds, createFakeHttp, resultError, settle, startAuthDialog } from './authFakes.ts';
import { type ResetRef, resetCanSubmit, resetStepOf, resetVisibleErrors } from './resetPassword.machine.ts';

function setup(view: 'resetPhone' | 'resetEmail' = 'resetPhone') {
  const http = createFakeHttp();
  http.on(user.kaptchcate, () => ({ kaptchcate: 1 }));
  http.on(user.defaultKaptcha, () => ({ image: 'data:,', 'x-code': 'cap' }));
  http.on(site.queryCountryArea, () => [
    { areaName: '中国大陆', areaCode: '+86', regex: '^1\\d{10}$' },
    { areaName: '中国香港', areaCode: '+852', regex: '^[4-9]\\d{7}$' },
  ]);
  for (const endpoint of [
    user.forgetByPhoneOne,
    user.forgetByPhoneTwo,
    user.forgetByPhoneThree,
    user.forgetByEmailOne,
    user.forgetByEmailTwo,
    user.forgetByEmailThree,
    user.sendCodeOne,
  ])
    http.on(endpoint, () => null);
  const clock = new SimulatedClock();
  const started = startAuthDialog({ http, clock });
  started.actor.send({ type: 'auth.open', view });
  const reset = () => started.actor.getSnapshot().children.resetPassword as ResetRef;
  const change = (field: 'name' | 'phone' | 'email' | 'code' | 'password' | 'password2', value: string) =>
    reset().send({ type: 'reset.change', field, value });
  const step = () => resetStepOf(reset().getSnapshot());
  return { ...started, http, clock, reset, change, step };
}

describe('password reset wizard', () => {
  it('validates identity by the chosen area regex and the §5 messages', async () => {
    const { reset, change } = setup();
    await settle();
    const errors = () => resetVisibleErrors(reset().getSnapshot());
    expect(resetCanSubmit(reset().getSnapshot())).toBe(false);
    reset().send({ type: 'reset.next' });
    expect(errors()).toEqual({ name: '请输入用户名', phone: '请输入正确的手机号码' });
    change('name', 'demo01');
    change('phone', '9123 4567');
    expect(errors().phone).toBe('请输入正确的手机号码');
    reset().send({ type: 'reset.area', areaCode: '+852' });
    expect(errors()).toEqual({});
    expect(resetCanSubmit(reset().getSnapshot())).toBe(true);
  });

  it('walks identity → code → new password → success, goes back one step, and returns to login after 3 s', async () => {
    const { actor, reset, change, step, http, clock, emitted } = setup();
    await settle();
    change('name', 'demo01');
    change('phone', '13800138000');
    reset().send({ type: 'reset.next' });
    await settle();
    expect(http.callsTo(user.forgetByPhoneOne)).toEqual([{ name: 'demo01', phone: '13800138000' }]);
    expect(step()).toBe(1);

    reset().send({ type: 'reset.prev' });
    expect(step()).toBe(0);
    expect(reset().getSnapshot().context.fields.phone).toBe('13800138000');
    reset().send({ type: 'reset.next' });
    await settle();

    change('code', '123456');
    reset().send({ type: 'reset.next' });
    expect(resetVisibleErrors(reset().getSnapshot()).code).toBe('请先获取验证码');
    reset().send({ type: 'reset.sendCode' });
    await settle();
    expect(http.callsTo(user.sendCodeOne)[0]).toMatchObject({
      type: 2,
      cate: 0,
      sendCodeNumV2: 'enc(13800138000)',
    });
    expect(emitted).toContainEqual({ type: 'auth.toast', message: '获取手机验证码成功' });
    reset().send({ type: 'reset.next' });
    await settle();
    expect(http.callsTo(user.forgetByPhoneTwo)).toEqual([
      { name: 'demo01', phone: '13800138000', code: '123456' },
    ]);
    expect(step()).toBe(2);

    reset().send({ type: 'reset.prev' });
    expect(step()).toBe(1);
    reset().send({ type: 'reset.next' });
    await settle();
    change('password', 'new12345');
    change('password2', 'new12346');
    reset().send({ type: 'reset.next' });
    expect(resetVisibleErrors(reset().getSnapshot())).toEqual({
      password2: '两次密码输入不一致，请重新输入',
    });
    change('password2', 'new12345');
    reset().send({ type: 'reset.next' });
    await settle();
    expect(http.callsTo(user.forgetByPhoneThree)).toEqual([
      { name: 'demo01', password: 'md5(new12345)', secondPassword: 'md5(new12345)' },
    ]);
    expect(step()).toBe(3);
    expect(emitted).toContainEqual({ type: 'auth.toast', message: '修改成功' });

    clock.increment(2999);
    expect(selectAuthView(actor.getSnapshot())).toBe('reset');
    clock.increment(1);
    expect(selectAuthView(actor.getSnapshot())).toBe('login');
    expect(actor.getSnapshot().context.login.name).toBe('demo01');
  });

  it('by e-mail: checks the address, sends an e-mail code (获取邮箱验证码成功) and restarts its 60 s countdown', async () => {
    const { reset, change, http, clock, emitted } = setup('resetEmail');
    change('name', 'demo01');
    change('email', 'demo01@jinli');
    reset().send({ type: 'reset.next' });
    expect(resetVisibleErrors(reset().getSnapshot()).email).toBe('请输入正确的邮箱');
    change('email', 'demo01@jinli.example');
    reset().send({ type: 'reset.next' });
    await settle();
    expect(http.callsTo(user.forgetByEmailOne)).toEqual([{ name: 'demo01', email: 'demo01@jinli.example' }]);
    reset().send({ type: 'reset.sendCode' });
    await settle();
    expect(http.callsTo(user.sendCodeOne)[0]).toMatchObject({ cate: 1, type: 2 });
    expect(emitted).toContainEqual({ type: 'auth.toast', message: '获取邮箱验证码成功' });
    reset().send({ type: 'reset.sendCode' });
    await settle();
    expect(http.callsTo(user.sendCodeOne)).toHaveLength(1);
    advanceSeconds(clock, 59);
    reset().send({ type: 'reset.sendCode' });
    await settle();
    expect(http.callsTo(user.sendCodeOne)).toHaveLength(1);
    advanceSeconds(clock, 1);
    reset().send({ type: 'reset.sendCode' });
    await settle();
    expect(http.callsTo(user.sendCodeOne)).toHaveLength(2);
  });

  it('shows the server message when the phone does not belong to the account', async () => {
    const { reset, change, http, step } = setup();
    http.on(user.forgetByPhoneOne, () => {
      throw resultError(6007, '手机号码与账号不匹配');
    });
    change('name', 'demo01');
    change('phone', '13900000000');
    reset().send({ type: 'reset.next' });
    await settle();
    expect(reset().getSnapshot().context.message).toBe('手机号码与账号不匹配');
    expect(step()).toBe(0);
  });
});
