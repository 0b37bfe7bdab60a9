import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { user } from '../api/catalogue/user.ts';
import { selectAuthView } from './authDialog.selectors.ts';
import { advanceSeconds, createFakeHttp, resultError, settle, startAuthDialog } from './authFakes.ts';
import {
  fillPhoneMask,
  type NewDeviceRef,
  newDeviceCanSubmit,
  newDeviceVisibleErrors,
} from './newDevice.machine.ts';

function setup() {
  const http = createFakeHttp();
  http.on(user.kaptchcate, () => ({ kaptchcate: 1 }));
  http.on(user.defaultKaptcha, () => ({ image: 'data:,', 'x-code': 'cap' }));
  http.on(user.sendCodeOne, () => null);
  const clock = new SimulatedClock();
  const started = startAuthDialog({ http, clock });
  started.actor.send({
    type: 'auth.riskLogin',
    name: 'risky01',
    password: 'risky1234',
    phoneNumber: '139****5678',
    message: '检测到登录风险，请验证手机',
  });
  const device = () => started.actor.getSnapshot().children.newDevice as NewDeviceRef;
  return { ...started, http, clock, device };
}

describe('new-device verification', () => {
  it('fills the masked phone with the typed middle digits', () => {
    expect(fillPhoneMask('139****5678', '1234')).toBe('13912345678');
  });

  it('refuses wrong middle digits (手机号错误) and a login before a code was asked (请先获取验证码)', async () => {
    const { device, http } = setup();
    device().send({ type: 'newDevice.change', field: 'middle', value: '12' });
    device().send({ type: 'newDevice.sendCode', channel: 'sms' });
    await settle();
    expect(http.callsTo(user.sendCodeOne)).toHaveLength(0);
    expect(newDeviceVisibleErrors(device().getSnapshot()).middle).toBe('手机号错误');

    device().send({ type: 'newDevice.change', field: 'middle', value: '1234' });
    device().send({ type: 'newDevice.change', field: 'code', value: '123456' });
    expect(newDeviceVisibleErrors(device().getSnapshot()).middle).toBeUndefined();
    expect(newDeviceCanSubmit(device().getSnapshot())).toBe(true);
    device().send({ type: 'newDevice.submit' });
    expect(newDeviceVisibleErrors(device().getSnapshot()).code).toBe('请先获取验证码');
  });

  it('sends an SMS code for the full phone, toasts, counts 60 s down, then allows a voice resend', async () => {
    const { device, http, clock, emitted } = setup();
    device().send({ type: 'newDevice.change', field: 'middle', value: '1234' });
    device().send({ type: 'newDevice.sendCode', channel: 'sms' });
    await settle();
    expect(http.callsTo(user.sendCodeOne)[0]).toEqual({
      sendCodeNumV2: 'enc(13912345678)',
      sendNameV2: 'enc(risky01)',
      codeIdV2: 'enc(id-1)',
      SendCodeNum: 'md5(13912345678)',
      SendName: 'md5(risky01)',
      codeId: 'md5(id-1)',
      type: 3,
      cate: 0,
      version: 1,
    });
    expect(emitted).toContainEqual({ type: 'auth.toast', message: '获取手机验证码成功' });

    const remaining = () => device().getSnapshot().context.countdownRef.getSnapshot().context.remaining;
    expect(remaining()).toBe(60);
    device().send({ type: 'newDevice.sendCode', channel: 'voice' });
    await settle();
    expect(http.callsTo(user.sendCodeOne)).toHaveLength(1);
    advanceSeconds(clock, 59);
    expect(remaining()).toBe(1);
    advanceSeconds(clock, 1);
    expect(remaining()).toBe(0);

    device().send({ type: 'newDevice.sendCode', channel: 'voice' });
    await settle();
    expect(http.callsTo(user.sendCodeOne)[1]).toMatchObject({ cate: 2, type: 3 });
    expect(emitted).toContainEqual({ type: 'auth.toast', message: '验证码获取成功，注意接听手机来电' });
  });

  it('logs in with kaptchcate 99 and the code, then emits the login and closes', async () => {
    const { actor, device, http, emitted } = setup();
    http.on(user.login, () => ({ token: 'tk', userId: '3' }));
    device().send({ type: 'newDevice.change', field: 'middle', value: '1234' });
    device().send({ type: 'newDevice.sendCode', channel: 'sms' });
    await settle();
    device().send({ type: 'newDevice.change', field: 'code', value: '65a4321' });
    expect(device().getSnapshot().context.code).toBe('654321');
    device().send({ type: 'newDevice.submit' });
    await settle();
    expect(http.callsTo(user.login)[0]).toMatchObject({
      name: 'risky01',
      password: 'md5(risky1234)',
      kaptchcate: 99,
      sendCodeNum: '654321',
    });
    expect(emitted).toContainEqual({ type: 'auth.loggedIn', token: 'tk', userId: '3' });
    expect(selectAuthView(actor.getSnapshot())).toBeNull();
  });

  it('shows the server message of a wrong code and stays', async () => {
    const { actor, device, http } = setup();
    http.on(user.login, () => {
      throw resultError(6036, '验证码错误');
    });
    device().send({ type: 'newDevice.change', field: 'middle', value: '1234' });
    device().send({ type: 'newDevice.sendCode', channel: 'sms' });
    await settle();
    device().send({ type: 'newDevice.change', field: 'code', value: '000000' });
    device().send({ type: 'newDevice.submit' });
    await settle();
    expect(device().getSnapshot().context.error).toBe('验证码错误');
    expect(device().getSnapshot().context.message).toBe('检测到登录风险，请验证手机');
    expect(selectAuthView(actor.getSnapshot())).toBe('newDevice');
  });
});
