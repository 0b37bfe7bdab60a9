import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import { feedback } from '../api/catalogue/feedback.ts';
import { money } from '../api/catalogue/money.ts';
import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import type { Endpoint } from '../api/endpoint.ts';
import { selectAuthView } from '../auth/authDialog.selectors.ts';
import { createMemoryStorage, fakeCrypto, fixedClock, NOW } from '../auth/authFakes.ts';
import { waitForSnapshot } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createLoginEventBus } from './loginEvents.ts';
import { selectIsLoggedIn, selectTotalBalance } from './session.machine.ts';
import { createSessionCapability } from './sessionCapability.ts';

function setup(options: { token?: string; login?: () => unknown } = {}) {
  const storage = createMemoryStorage();
  if (options.token !== undefined) storage.set(StorageKey.token, options.token);
  const calls: string[] = [];
  let cacheClears = 0;
  const answers: Record<string, () => unknown> = {
    [user.memberInfo.path]: () => ({ name: 'demo01', nickName: '', bindPhone: true, bindRealName: true }),
    [money.getBalance.path]: () => ({ totalMoney: '8888.00', centerWalletBalance: '8888.00' }),
    [site.getUnreadForType.path]: () => ({
      brnotice: 0,
      bractivity: 0,
      brbulletin: 0,
      brmatch: 0,
      brfd: 0,
      notice: 0,
      activity: 0,
      fd: 0,
    }),
    [feedback.unreadNum.path]: () => 0,
    [user.logout.path]: () => null,
    [user.kaptchcate.path]: () => ({ kaptchcate: 1 }),
    [user.defaultKaptcha.path]: () => ({ image: 'data:,', 'x-code': 'c1' }),
    [user.login.path]: options.login ?? (() => new Promise(() => undefined)),
  };
  const http: HttpPort & { clearCache(): void } = {
    call: async <P, R, V extends boolean>(endpoint: Endpoint<P, R, V>) => {
      calls.push(endpoint.path);
      const answer = answers[endpoint.path];
      if (answer === undefined)
        throw new ApiError({ kind: 'result', path: endpoint.path, message: 'x', code: 6004 });
      return (await answer()) as R;
    },
    clearCache: () => {
      cacheClears += 1;
    },
  };
  const bus = createLoginEventBus();
  const capability = createSessionCapability({
    http,
    crypto: fakeCrypto,
    storage,
    clock: fixedClock(NOW),
    version: '1',
    origin: () => 'https://site.test',
    newId: () => 'id',
    bus,
  });
  const emitted: string[] = [];
  bus.events$.subscribe((event) => emitted.push(event.type));
  return {
    storage,
    calls,
    cacheClears: () => cacheClears,
    bus,
    capability,
    session: capability.session,
    events: capability.events,
    authView: capability.authView,
    /** The dialog once the bus's asks have reached it (its code loads on the first one). */
    dialog: async () => {
      const actor = await capability.auth.get();
      await flush();
      return actor;
    },
    emitted,
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const loggedIn = (actor: ReturnType<typeof setup>['session']) =>
  waitForSnapshot(actor, (s) => s.matches('loggedIn') && s.context.member !== null);

describe('session capability', () => {
  it('logs in on login_success, loads member and balance, and drops cached answers', async () => {
    const { bus, session, storage, cacheClears } = setup();
    await waitForSnapshot(session, (s) => s.matches('loggedOut'));
    bus.emit('login_success', { token: 'tok', userId: '9' });
    await loggedIn(session);
    await waitForSnapshot(session, (s) => selectTotalBalance(s) !== null);
    expect(storage.get(StorageKey.token)).toBe('tok');
    expect(selectTotalBalance(session.getSnapshot())).toBe('8888.00');
    expect(cacheClears()).toBe(1);
  });

  it('on login_expired with a token: one expiry, local logout (no logout call), login asked for', async () => {
    const { bus, session, storage, calls, emitted, events } = setup({ token: 'tok' });
    const expired = vi.fn();
    events.on('expired', expired);
    await loggedIn(session);
    bus.emit('login_expired', { hadToken: true });
    bus.emit('login_expired', { hadToken: true });
    await waitForSnapshot(session, (s) => s.matches('loggedOut'));
    expect(expired).toHaveBeenCalledExactlyOnceWith({ hadToken: true });
    expect(selectIsLoggedIn(session.getSnapshot())).toBe(false);
    expect(storage.get(StorageKey.token)).toBeNull();
    expect(calls).not.toContain(user.logout.path);
    expect(emitted.filter((type) => type === 'login')).toHaveLength(1);
  });

  it('opens and closes the auth dialog on the SPEC §4 login events', async () => {
    const { authView, bus, dialog } = setup();
    const view = () => authView.getSnapshot();
    expect(view()).toBeNull();
    bus.emit('register');
    await dialog();
    expect(view()).toBe('register');
    bus.emit('switch_auth_way', { way: 1 });
    await dialog();
    expect(view()).toBe('login');
    bus.emit('switch_auth_way', { way: 4 });
    const auth = await dialog();
    expect(view()).toBe('reset');
    expect(auth.getSnapshot().context.resetChannel).toBe('email');
    bus.emit('closeAuth');
    expect(view()).toBeNull();
    bus.emit('forget_password');
    await dialog();
    expect(view()).toBe('reset');
    bus.emit('newDevice', { phoneNumber: '139****5678', name: 'risky01', password: 'p', message: 'm' });
    await dialog();
    expect(view()).toBe('newDevice');
  });

  it('makes the auth dialog when it first opens, with its view and notices readable before', async () => {
    const { capability, authView, events, bus, dialog } = setup();
    const views: (string | null)[] = [];
    authView.subscribe(() => views.push(authView.getSnapshot()));
    const toasts: string[] = [];
    events.on('authToast', ({ message }) => toasts.push(message));
    // Closing a dialog that was never made makes none.
    bus.emit('closeAuth');
    await flush();
    expect(authView.getSnapshot()).toBeNull();
    expect(views).toEqual([]);
    expect(capability.auth.getSnapshot().data).toBeNull();
    bus.emit('login');
    const auth = await dialog();
    expect(authView.getSnapshot()).toBe('login');
    expect(capability.auth.getSnapshot().data).toBe(auth);
    auth.send({ type: 'auth.toast', message: '注册成功' });
    expect(toasts).toEqual(['注册成功']);
    bus.emit('closeAuth');
    expect(views).toEqual(['login', null]);
  });

  it("a close while the dialog's code loads keeps it closed; the next open opens it", async () => {
    const { authView, bus, dialog } = setup();
    bus.emit('login');
    bus.emit('closeAuth');
    await dialog();
    expect(authView.getSnapshot()).toBeNull();
    bus.emit('register');
    await dialog();
    expect(authView.getSnapshot()).toBe('register');
  });

  it('a login through the dialog reaches the session with no code in between', async () => {
    const { bus, session, dialog } = setup({ login: () => ({ token: 'tok', userId: '9' }) });
    bus.emit('login');
    const auth = await dialog();
    auth.send({ type: 'login.change', field: 'name', value: 'demo01' });
    auth.send({ type: 'login.change', field: 'password', value: 'demo1234' });
    auth.getSnapshot().context.captchaRef?.send({ type: 'captcha.input', value: 'AB12' });
    auth.send({ type: 'login.submit' });
    await loggedIn(session);
    expect(selectAuthView(auth.getSnapshot())).toBeNull();
  });

  it('session.login logs in without a dialog: the captcha, the login, the session (issue #25)', async () => {
    const { capability, session, authView } = setup({
      login: () => ({ token: 'tok', userId: '9' }),
    });
    const captcha = await capability.commands.loginCaptcha();
    expect(captcha).toEqual({ kind: 'picture', image: 'data:,', codeId: 'c1' });
    const outcome = await capability.commands.login({
      name: 'demo01',
      password: 'demo1234',
      captcha: { kaptchcate: 1, codeId: 'c1', code: 'AB12' },
    });
    expect(outcome).toEqual({ type: 'ok', userId: '9' });
    await loggedIn(session);
    // No dialog was made or shown.
    expect(capability.auth.getSnapshot().data).toBeNull();
    expect(authView.getSnapshot()).toBeNull();
  });

  it("session.login answers a refusal with the code's Chinese sentence and leaves the session logged out", async () => {
    const { capability, session } = setup({
      login: () => {
        throw new ApiError({ kind: 'result', path: user.login.path, message: '', code: 6002 });
      },
    });
    const outcome = await capability.commands.login({
      name: 'demo01',
      password: 'wrong',
      captcha: { kaptchcate: 1, codeId: 'c1', code: 'AB12' },
    });
    expect(outcome).toEqual({ type: 'failed', message: '账号或密码错误' });
    expect(selectIsLoggedIn(session.getSnapshot())).toBe(false);
  });

  it('auth.open opens the dialog on a view and close closes it, with no bus event', async () => {
    const { capability, authView, dialog } = setup();
    capability.auth.open('register');
    await dialog();
    expect(authView.getSnapshot()).toBe('register');
    capability.auth.close();
    expect(authView.getSnapshot()).toBeNull();
  });

  it('requireLogin tells the host to show its login prompt', () => {
    const { capability, events } = setup();
    const seen = vi.fn();
    events.on('loginRequired', seen);
    capability.requireLogin();
    expect(seen).toHaveBeenCalledOnce();
  });
});
