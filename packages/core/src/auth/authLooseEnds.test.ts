import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { user } from '../api/catalogue/user.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { selectAuthView } from './authDialog.selectors.ts';
import {
  advanceSeconds,
  createFakeHttp,
  createMemoryStorage,
  type FakeHttp,
  resultError,
  settle,
  startAuthDialog,
} from './authFakes.ts';
import { rememberCurrentDomain } from './currentDomain.ts';
import type { NewDeviceRef } from './newDevice.machine.ts';
import { newDeviceVisibleErrors } from './newDevice.machine.ts';
import { RESEND_COUNTDOWN_SECONDS, resendCountdownMachine } from './resendCountdown.machine.ts';

function siteHttp(): FakeHttp {
  const http = createFakeHttp();
  http.on(user.kaptchcate, () => ({ kaptchcate: 1 }));
  http.on(user.defaultKaptcha, () => ({ image: 'data:,', 'x-code': 'cap' }));
  return http;
}

async function openWith(http: FakeHttp, view: 'login' | 'register') {
  const started = startAuthDialog({ http });
  started.actor.send({ type: 'auth.open', view });
  await settle();
  const captcha = started.actor.getSnapshot().context.captchaRef;
  if (view === 'login') {
    started.actor.send({ type: 'login.change', field: 'name', value: 'demo01' });
    started.actor.send({ type: 'login.change', field: 'password', value: 'demo1234' });
  } else {
    started.actor.send({ type: 'register.change', field: 'name', value: 'lucky88' });
    started.actor.send({ type: 'register.change', field: 'password', value: 'lucky1234' });
    started.actor.send({ type: 'register.change', field: 'repeatPassword', value: 'lucky1234' });
    started.actor.send({ type: 'register.agree', checked: true });
  }
  captcha?.send({ type: 'captcha.input', value: 'XY34' });
  return started;
}

describe('login and register suspended (SPEC §8 6501 popup, 6502 inline)', () => {
  it.each(['login', 'register'] as const)(
    '6501 on %s opens the tips dialog with the server message',
    async (view) => {
      const http = siteHttp();
      const refuse = () => {
        throw resultError(6501, '系统升级，暂停登录注册');
      };
      http.on(user.login, refuse);
      http.on(user.register, refuse);
      const { actor, emitted } = await openWith(http, view);
      actor.send({ type: view === 'login' ? 'login.submit' : 'register.submit' });
      await settle();
      expect(emitted).toContainEqual({ type: 'auth.tips', message: '系统升级，暂停登录注册' });
      expect(actor.getSnapshot().context.message).toBe('');
      expect(selectAuthView(actor.getSnapshot())).toBe(view);
    },
  );

  it.each(['login', 'register'] as const)('6502 on %s shows the message inline, no dialog', async (view) => {
    const http = siteHttp();
    const refuse = () => {
      throw resultError(6502, '登录注册功能暂停使用');
    };
    http.on(user.login, refuse);
    http.on(user.register, refuse);
    const { actor, emitted } = await openWith(http, view);
    actor.send({ type: view === 'login' ? 'login.submit' : 'register.submit' });
    await settle();
    expect(emitted.filter((event) => event.type === 'auth.tips')).toEqual([]);
    expect(actor.getSnapshot().context.message).toBe('登录注册功能暂停使用');
  });
});

describe('a 6001 during login gives feedback (SPEC §8 login expired)', () => {
  it('keeps the submit running when the expiry reopens login, then shows the message', async () => {
    const http = siteHttp();
    let answer: (value: unknown) => void = () => undefined;
    http.on(
      user.login,
      () =>
        new Promise((_, reject) => {
          answer = reject;
        }),
    );
    const { actor } = await openWith(http, 'login');
    actor.send({ type: 'login.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ open: { login: 'submitting' } })).toBe(true);
    // The HTTP adapter reports login_expired before the call settles; the session opens login.
    actor.send({ type: 'auth.open', view: 'login' });
    answer(resultError(6001, '请重新登录'));
    await settle();
    expect(actor.getSnapshot().context.message).toBe('请重新登录');
    expect(actor.getSnapshot().context.login).toMatchObject({ name: 'demo01', password: 'demo1234' });
  });
});

describe('new-device code asked again within 60 s (SPEC §4, §9 resend countdown 60 s)', () => {
  function riskDialog(http: FakeHttp) {
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
    return { ...started, clock, device };
  }

  it('on 6066 runs the countdown from the seconds the server gave and lets the earlier code log in', async () => {
    const http = siteHttp();
    http.on(user.sendCodeOne, () => {
      throw resultError(6066, '60秒内只能获取一次', { remainingSeconds: 42 });
    });
    http.on(user.login, () => ({ token: 'tk', userId: '3' }));
    const { device, emitted } = riskDialog(http);
    device().send({ type: 'newDevice.change', field: 'middle', value: '1234' });
    device().send({ type: 'newDevice.sendCode', channel: 'sms' });
    await settle();
    const countdown = () => device().getSnapshot().context.countdownRef.getSnapshot();
    expect(countdown().value).toBe('running');
    expect(countdown().context.remaining).toBe(42);
    expect(device().getSnapshot().context.error).toBe('');

    device().send({ type: 'newDevice.change', field: 'code', value: '654321' });
    device().send({ type: 'newDevice.submit' });
    expect(newDeviceVisibleErrors(device().getSnapshot()).code).toBeUndefined();
    await settle();
    expect(http.callsTo(user.login)[0]).toMatchObject({ kaptchcate: 99, sendCodeNum: '654321' });
    expect(emitted).toContainEqual({ type: 'auth.loggedIn', token: 'tk', userId: '3' });
  });

  it('counts the full 60 s when the 6066 answer does not say how long', async () => {
    const http = siteHttp();
    http.on(user.sendCodeOne, () => {
      throw resultError(6066, '60秒内只能获取一次');
    });
    const { device, clock } = riskDialog(http);
    device().send({ type: 'newDevice.change', field: 'middle', value: '1234' });
    device().send({ type: 'newDevice.sendCode', channel: 'voice' });
    await settle();
    const remaining = () => device().getSnapshot().context.countdownRef.getSnapshot().context.remaining;
    expect(remaining()).toBe(RESEND_COUNTDOWN_SECONDS);
    advanceSeconds(clock, 60);
    expect(remaining()).toBe(0);
    device().send({ type: 'newDevice.sendCode', channel: 'voice' });
    await settle();
    expect(http.callsTo(user.sendCodeOne)).toHaveLength(2);
  });

  it('never counts more than 60 s or less than 1 s, whatever it is told', () => {
    for (const [seconds, expected] of [
      [600, 60],
      [0, 1],
      [12.2, 13],
    ] as const) {
      const countdown = createActor(resendCountdownMachine()).start();
      countdown.send({ type: 'countdown.start', seconds });
      expect(countdown.getSnapshot().context.remaining).toBe(expected);
      countdown.stop();
    }
  });
});

describe('currentDomain (SPEC §3) is sent as register domain (SPEC §7)', () => {
  async function registerWith(stored: string | null) {
    const http = siteHttp();
    http.on(user.register, () => ({ userId: 9 }));
    http.on(user.login, () => ({ token: 't', userId: '9' }));
    const storage = createMemoryStorage();
    if (stored !== null) storage.set(StorageKey.currentDomain, stored);
    const started = startAuthDialog({ http, storage });
    started.actor.send({ type: 'auth.open', view: 'register' });
    await settle();
    started.actor.send({ type: 'register.change', field: 'name', value: 'lucky88' });
    started.actor.send({ type: 'register.change', field: 'password', value: 'lucky1234' });
    started.actor.send({ type: 'register.change', field: 'repeatPassword', value: 'lucky1234' });
    started.actor.send({ type: 'register.agree', checked: true });
    started.actor.getSnapshot().context.captchaRef?.send({ type: 'captcha.input', value: 'XY34' });
    started.actor.send({ type: 'register.submit' });
    await settle();
    return http.callsTo(user.register)[0]?.domain;
  }

  it('sends the stored domain, else the page origin', async () => {
    expect(await registerWith('https://promo.jinli.test')).toBe('https://promo.jinli.test');
    expect(await registerWith(null)).toBe('https://jinli.test');
    expect(await registerWith('javascript:alert(1)')).toBe('https://jinli.test');
  });

  it('stores the page origin at start, ignoring anything but http(s)', () => {
    const storage = createMemoryStorage();
    rememberCurrentDomain(storage, 'https://m.jinli.test:8443/game/chess?icode=7#top');
    expect(storage.get(StorageKey.currentDomain)).toBe('https://m.jinli.test:8443');
    rememberCurrentDomain(storage, 'file:///etc/passwd');
    expect(storage.get(StorageKey.currentDomain)).toBe('https://m.jinli.test:8443');
  });
});
