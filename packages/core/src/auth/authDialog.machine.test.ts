import { describe, expect, it } from 'vitest';
import { user } from '../api/catalogue/user.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import {
  selectAuthView,
  selectCanSubmitLogin,
  selectCanSubmitRegister,
  selectLoginErrors,
  selectRegisterErrors,
} from './authDialog.selectors.ts';
import {
  createFakeHttp,
  createMemoryStorage,
  type FakeHttp,
  NOW,
  resultError,
  settle,
  startAuthDialog,
} from './authFakes.ts';
import { captchaAnswerOf, captchaErrorOf } from './captcha.machine.ts';

function siteHttp(): FakeHttp {
  const http = createFakeHttp();
  let captchas = 0;
  http.on(user.kaptchcate, () => ({ kaptchcate: 1 }));
  http.on(user.defaultKaptcha, () => {
    captchas += 1;
    return { image: `data:image/svg+xml;base64,${captchas}`, 'x-code': `cap-${captchas}` };
  });
  return http;
}

async function openDialog(
  http: FakeHttp,
  view: 'login' | 'register' = 'login',
  storage = createMemoryStorage(),
) {
  const started = startAuthDialog({ http, storage });
  started.actor.send({ type: 'auth.open', view });
  await settle();
  const captcha = () => {
    const ref = started.actor.getSnapshot().context.captchaRef;
    if (!ref) throw new Error('captcha not spawned');
    return ref;
  };
  return { ...started, captcha };
}

describe('auth dialog: register', () => {
  it('shows each §5 message after blur or submit and clears it once the value is fixed', async () => {
    const { actor } = await openDialog(siteHttp(), 'register');
    const errors = () => selectRegisterErrors(actor.getSnapshot());

    actor.send({ type: 'register.blur', field: 'name' });
    expect(errors().name).toBe('用户名不能为空');
    actor.send({ type: 'register.change', field: 'name', value: '1abc' });
    expect(errors().name).toBe('4-11位，最少2个字母+数字组合，首位为字母');
    actor.send({ type: 'register.change', field: 'name', value: 'ab c12' });
    expect(actor.getSnapshot().context.register.name).toBe('abc12');
    expect(errors().name).toBeUndefined();

    actor.send({ type: 'register.submit' });
    expect(errors()).toEqual({
      password: '密码不能为空',
      isAgree: '请同意相关条款和隐私政策',
    });
    actor.send({ type: 'register.change', field: 'password', value: 'abcdefgh' });
    expect(errors().password).toBe('请输入8-12位字母+数字的组合');
    expect(errors().repeatPassword).toBe('两次密码输入不一致');
    actor.send({ type: 'register.change', field: 'password', value: 'abcd1234' });
    actor.send({ type: 'register.change', field: 'repeatPassword', value: 'abcd1234' });
    actor.send({ type: 'register.agree', checked: true });
    expect(errors()).toEqual({});
  });

  it('keeps the submit dimmed until every field, the captcha and the agree box are filled', async () => {
    const { actor, captcha } = await openDialog(siteHttp(), 'register');
    const can = () => selectCanSubmitRegister(actor.getSnapshot());
    actor.send({ type: 'register.change', field: 'name', value: 'lucky88' });
    actor.send({ type: 'register.change', field: 'password', value: 'lucky1234' });
    actor.send({ type: 'register.change', field: 'repeatPassword', value: 'lucky1234' });
    expect(can()).toBe(false);
    captcha().send({ type: 'captcha.input', value: 'AB12' });
    expect(can()).toBe(false);
    actor.send({ type: 'register.agree', checked: true });
    expect(can()).toBe(true);
  });

  it('registers, logs in with kaptchcate 99, emits the login and 注册成功, and closes', async () => {
    const http = siteHttp();
    const storage = createMemoryStorage();
    storage.set(StorageKey.referralCode, 'R1');
    http.on(user.register, () => ({ userId: '42' }));
    http.on(user.login, () => ({ token: 'tok', userId: 42 }));
    const { actor, emitted, captcha } = await openDialog(http, 'register', storage);

    actor.send({ type: 'register.change', field: 'name', value: 'lucky88' });
    actor.send({ type: 'register.change', field: 'password', value: 'lucky1234' });
    actor.send({ type: 'register.change', field: 'repeatPassword', value: 'lucky1234' });
    actor.send({ type: 'register.agree', checked: true });
    captcha().send({ type: 'captcha.input', value: 'ab12' });
    actor.send({ type: 'register.submit' });
    await settle();

    expect(http.callsTo(user.register)).toEqual([
      {
        name: 'lucky88',
        password: 'md5(lucky1234)',
        secondPassword: 'md5(lucky1234)',
        // SPEC §3: the one box sets both fields, sent as two.
        isRead: true,
        isAgree: true,
        kaptchcate: 1,
        codeId: 'cap-1',
        code: 'ab12',
        domain: 'https://jinli.test',
        rCode: 'R1',
        iCode: '',
      },
    ]);
    expect(http.callsTo(user.login)[0]).toMatchObject({
      name: 'lucky88',
      password: 'md5(lucky1234)',
      kaptchcate: 99,
      sendCodeNum: '',
    });
    expect(emitted).toEqual([
      { type: 'auth.loggedIn', token: 'tok', userId: '42' },
      { type: 'auth.toast', message: '注册成功' },
    ]);
    expect(selectAuthView(actor.getSnapshot())).toBeNull();
  });

  it('shows a taken name from the server and asks a fresh captcha', async () => {
    const http = siteHttp();
    http.on(user.register, () => {
      throw resultError(6009, '用户名已存在');
    });
    const { actor, captcha } = await openDialog(http, 'register');
    actor.send({ type: 'register.change', field: 'name', value: 'demo01' });
    actor.send({ type: 'register.change', field: 'password', value: 'demo1234' });
    actor.send({ type: 'register.change', field: 'repeatPassword', value: 'demo1234' });
    actor.send({ type: 'register.agree', checked: true });
    captcha().send({ type: 'captcha.input', value: 'ab12' });
    actor.send({ type: 'register.submit' });
    await settle();
    expect(actor.getSnapshot().context.message).toBe('用户名已存在');
    expect(actor.getSnapshot().context.register.name).toBe('demo01');
    expect(captcha().getSnapshot().context.picture?.codeId).toBe('cap-2');
  });
});

describe('auth dialog: login', () => {
  async function fillLogin(http: FakeHttp, storage = createMemoryStorage()) {
    const opened = await openDialog(http, 'login', storage);
    opened.actor.send({ type: 'login.change', field: 'name', value: 'demo01' });
    opened.actor.send({ type: 'login.change', field: 'password', value: 'demo1234' });
    opened.captcha().send({ type: 'captcha.input', value: 'XY34' });
    return opened;
  }

  it('dims the submit until name, password and captcha are filled, and shows the required messages', async () => {
    const { actor, captcha } = await openDialog(siteHttp());
    expect(selectCanSubmitLogin(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'login.submit' });
    expect(selectLoginErrors(actor.getSnapshot())).toEqual({
      name: '用户名不能为空',
      password: '密码不能为空',
    });
    expect(captchaErrorOf(captcha().getSnapshot())).toBe('请输入验证码');
    actor.send({ type: 'login.change', field: 'name', value: 'demo01' });
    actor.send({ type: 'login.change', field: 'password', value: 'demo1234' });
    captcha().send({ type: 'captcha.input', value: 'XY34' });
    expect(selectLoginErrors(actor.getSnapshot())).toEqual({});
    expect(captchaErrorOf(captcha().getSnapshot())).toBeUndefined();
    expect(selectCanSubmitLogin(actor.getSnapshot())).toBe(true);
  });

  it('shows the 6002 server message and keeps what was typed', async () => {
    const http = siteHttp();
    http.on(user.login, () => {
      throw resultError(6002, '账号或密码错误');
    });
    const { actor } = await fillLogin(http);
    actor.send({ type: 'login.submit' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.message).toBe('账号或密码错误');
    expect(context.login).toMatchObject({ name: 'demo01', password: 'demo1234' });
    expect(selectAuthView(actor.getSnapshot())).toBe('login');
  });

  it('on 6021 shows the message and a fresh captcha, then logs in with the new answer', async () => {
    const http = siteHttp();
    let attempts = 0;
    http.on(user.login, () => {
      attempts += 1;
      return attempts === 1
        ? { verification: 6021, message: '验证码错误', data: null }
        : { token: 't', userId: '7' };
    });
    const { actor, captcha, emitted } = await fillLogin(http);
    actor.send({ type: 'login.submit' });
    await settle();
    expect(actor.getSnapshot().context.message).toBe('验证码错误');
    expect(captcha().getSnapshot().context).toMatchObject({ answer: '', picture: { codeId: 'cap-2' } });
    expect(selectCanSubmitLogin(actor.getSnapshot())).toBe(false);

    captcha().send({ type: 'captcha.input', value: 'QQ11' });
    actor.send({ type: 'login.submit' });
    await settle();
    expect(http.callsTo(user.login)[1]).toMatchObject({
      kaptchcate: 1,
      codeId: 'cap-2',
      code: 'QQ11',
      isAgent: 0,
    });
    expect(emitted).toEqual([{ type: 'auth.loggedIn', token: 't', userId: '7' }]);
  });

  it('remembers the credentials encrypted with a timestamp, prefills them, and forgets them when unticked', async () => {
    const http = siteHttp();
    http.on(user.login, () => ({ token: 't', userId: '7' }));
    const storage = createMemoryStorage();
    const { actor } = await fillLogin(http, storage);
    actor.send({ type: 'login.remember', checked: true });
    actor.send({ type: 'login.submit' });
    await settle();
    expect(storage.get(StorageKey.savedCredentials)).toBe(
      'v1.sealed({"name":"demo01","password":"demo1234"})',
    );
    expect(storage.get(StorageKey.rememberPwdTime)).toBe(String(NOW));

    const again = await openDialog(http, 'login', storage);
    expect(again.actor.getSnapshot().context.login).toEqual({
      name: 'demo01',
      password: 'demo1234',
      rememberPwd: true,
    });
    again.actor.send({ type: 'login.remember', checked: false });
    await settle();
    expect(storage.get(StorageKey.savedCredentials)).toBeNull();
    expect(storage.get(StorageKey.rememberPwdTime)).toBeNull();
  });

  it('a risk answer (6029) opens the new-device view with the masked phone and the typed credentials', async () => {
    const http = siteHttp();
    http.on(user.login, () => {
      throw resultError(6029, '检测到登录风险，请验证手机', { phoneNumber: '139****5678' });
    });
    const { actor } = await fillLogin(http);
    actor.send({ type: 'login.submit' });
    await settle();
    expect(selectAuthView(actor.getSnapshot())).toBe('newDevice');
    expect(actor.getSnapshot().context.risk).toEqual({
      name: 'demo01',
      password: 'demo1234',
      phoneNumber: '139****5678',
      message: '检测到登录风险，请验证手机',
    });
  });

  it('back to login from the new-device check asks for a fresh captcha (the risky login spent the old one)', async () => {
    const http = siteHttp();
    http.on(user.login, () => {
      throw resultError(6029, '检测到登录风险，请验证手机', { phoneNumber: '139****5678' });
    });
    const { actor, captcha } = await fillLogin(http);
    expect(captcha().getSnapshot().context.picture?.codeId).toBe('cap-1');
    actor.send({ type: 'login.submit' });
    await settle();
    expect(selectAuthView(actor.getSnapshot())).toBe('newDevice');
    actor.send({ type: 'auth.open', view: 'login' });
    await settle();
    expect(selectAuthView(actor.getSnapshot())).toBe('login');
    expect(captcha().getSnapshot().context.picture?.codeId).toBe('cap-2');
    expect(captchaAnswerOf(captcha().getSnapshot())).toBeNull();
    // Typed credentials stay; only the spent captcha is replaced.
    expect(actor.getSnapshot().context.login.name).toBe('demo01');
  });

  it('back to login from the find-password wizard also asks for a fresh captcha', async () => {
    const { actor, captcha } = await openDialog(siteHttp());
    const before = captcha().getSnapshot().context.picture?.codeId;
    actor.send({ type: 'auth.open', view: 'resetPhone' });
    await settle();
    actor.send({ type: 'auth.open', view: 'login' });
    await settle();
    expect(captcha().getSnapshot().context.picture?.codeId).not.toBe(before);
    expect(captcha().getSnapshot().matches({ picture: 'ready' })).toBe(true);
  });
});
