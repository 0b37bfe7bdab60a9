import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import { configuration } from '../api/catalogue/configuration.ts';
import { createFakeHttp, createMemoryStorage } from '../auth/authFakes.ts';
import type { ClockPort, TimerHandle } from '../ports/clock.ts';
import { createEventBus } from '../session/eventBus.ts';
import type { DraftField } from '../session/expiryReturn.ts';
import { createLoginEventBus } from '../session/loginEvents.ts';
import type { SessionActor, SessionCapabilityEvents } from '../session/sessionCapability.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createEffectStream, type PresentationEffect } from './effects.ts';
import {
  connectPresentation,
  HOME_PATH,
  observeBindRealName,
  REGISTER_PROMPT_DELAY_MS,
  type StartOptions,
  storePromoCodes,
  USERINFO_PATH,
  wantsRegister,
} from './presentationPolicies.ts';
import { PRESENTATION_TEXTS } from './texts.ts';

const apiFailure = (code: number, message = '服务异常') =>
  new ApiError({
    kind: 'result',
    path: '/x',
    message,
    code,
    envelope: { status_code: code, data: null, message },
  });

/** A clock whose timers run when the test advances it. */
function manualClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: ClockPort & { advance(ms: number): void } = {
    now: () => now,
    after(run, ms) {
      timers.set(next, { at: now + ms, run });
      return next++ as unknown as TimerHandle;
    },
    cancelAfter: (handle) => void timers.delete(handle as unknown as number),
    repeat: () => 0 as unknown as TimerHandle,
    cancelRepeat: () => undefined,
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.run();
      }
    },
  };
  return clock;
}

/** The policies over fakes: a session whose events the test emits, and every effect recorded. */
function setup(options: { loggedIn?: boolean; h5Url?: string; member?: boolean } = {}) {
  const effects = createEffectStream();
  const seen: PresentationEffect[] = [];
  effects.subscribe((effect) => seen.push(effect));
  const sessionBus = createEventBus<{ 'session.loggedOut': { reason: string; message?: string } }>();
  const session = {
    on: (type: 'session.loggedOut', handler: (event: { reason: string; message?: string }) => void) => {
      const off = sessionBus.on(type, handler);
      return { unsubscribe: off };
    },
    getSnapshot: () => ({
      context: {
        token: options.loggedIn === true ? 'tok' : null,
        member: options.member === false ? null : { name: 'demo01' },
      },
    }),
    subscribe: () => ({ unsubscribe: () => undefined }),
  } as unknown as SessionActor;
  const sessionEvents = createEventBus<SessionCapabilityEvents>();
  const notices = createEventBus<{ notice: { message: string } }>();
  const kept: { path: string; fields: readonly DraftField[] }[] = [];
  const bus = createLoginEventBus();
  const storage = createMemoryStorage();
  const clock = manualClock();
  const start = connectPresentation({
    effects,
    session,
    sessionEvents,
    notices,
    expiryReturn: { keep: (path, fields) => void kept.push({ path, fields }), take: () => null },
    bus,
    storage,
    clock,
    h5Url: options.h5Url ?? '',
  });
  const loggedOut = (reason: string, message?: string) =>
    sessionBus.emit('session.loggedOut', message === undefined ? { reason } : { reason, message });
  return { seen, start, sessionEvents, notices, loggedOut, kept, bus, storage, clock };
}

const typed = (value: string): DraftField[] => [{ key: 'amount', value } as unknown as DraftField];

describe('observeBindRealName (SPEC §8 6449)', () => {
  it('opens one dialog with the server message whose 去完善 goes to the profile, and still rejects', async () => {
    const http = createFakeHttp();
    http.on(configuration.preInfo, () => {
      throw apiFailure(6449, '请先绑定真实姓名');
    });
    const effects = createEffectStream();
    const seen: PresentationEffect[] = [];
    effects.subscribe((effect) => seen.push(effect));
    await expect(observeBindRealName(http, effects).call(configuration.preInfo, undefined)).rejects.toThrow();
    expect(seen).toHaveLength(1);
    const [dialog] = seen;
    if (dialog?.type !== 'dialog') throw new Error('expected a dialog');
    expect(dialog.text.text).toBe('请先绑定真实姓名');
    expect(dialog.action?.label).toEqual(PRESENTATION_TEXTS.bindRealNameAction);
    dialog.action?.run();
    expect(seen[1]).toEqual({ type: 'navigate', to: USERINFO_PATH });
  });

  it('ignores every other code', async () => {
    const http = createFakeHttp();
    http.on(configuration.preInfo, () => {
      throw apiFailure(6005);
    });
    const effects = createEffectStream();
    const listener = vi.fn();
    effects.subscribe(listener);
    await expect(observeBindRealName(http, effects).call(configuration.preInfo, undefined)).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the effect stream', () => {
  it('keeps effects emitted before the first subscriber for it', () => {
    const effects = createEffectStream();
    effects.emit({ type: 'openWindow', url: 'https://a.test/' });
    const seen: PresentationEffect[] = [];
    effects.subscribe((effect) => seen.push(effect));
    expect(seen).toEqual([{ type: 'openWindow', url: 'https://a.test/' }]);
  });
});

describe('session policies', () => {
  it('an expiry of a logged-in member reloads home with 请重新登录 and the login', () => {
    const { seen, start, sessionEvents } = setup();
    start({ url: 'https://site.test/' });
    sessionEvents.emit('expired', { hadToken: true });
    expect(seen).toEqual([
      {
        type: 'navigate',
        to: HOME_PATH,
        reload: true,
        notice: { text: PRESENTATION_TEXTS.loginAgain, tone: 'info', login: true },
      },
    ]);
  });

  it('an expiry mid-form keeps the fields, says 请重新登录 and goes home without a reload', () => {
    const { seen, start, sessionEvents, kept } = setup();
    const draft: StartOptions['draft'] = () => ({ path: '/wallet/transfer', fields: typed('100') });
    start({ url: 'https://site.test/', draft });
    sessionEvents.emit('expired', { hadToken: true });
    expect(kept).toHaveLength(1);
    expect(seen).toEqual([
      { type: 'toast', tone: 'info', text: PRESENTATION_TEXTS.loginAgain },
      { type: 'navigate', to: HOME_PATH },
    ]);
  });

  it('a stored token found expired before its member loaded: 请重新登录 on the page just started', () => {
    const { seen, start, sessionEvents } = setup({ member: false });
    start({ url: 'https://site.test/game/sport/crty' });
    sessionEvents.emit('expired', { hadToken: true });
    expect(seen).toEqual([{ type: 'toast', tone: 'info', text: PRESENTATION_TEXTS.loginAgain }]);
  });

  it('a 6001 with no session goes home, nothing else', () => {
    const { seen, sessionEvents } = setup();
    sessionEvents.emit('expired', { hadToken: false });
    expect(seen).toEqual([{ type: 'navigate', to: HOME_PATH }]);
  });

  it.each([
    ['logout', { text: PRESENTATION_TEXTS.loggedOut, tone: 'success' }],
    ['otherTab', { text: PRESENTATION_TEXTS.loggedOutElsewhere, tone: 'info' }],
    ['switched', { text: PRESENTATION_TEXTS.switchedAccount, tone: 'info' }],
    ['passwordChanged', { text: PRESENTATION_TEXTS.passwordChanged, tone: 'success', login: true }],
  ])('a logout (%s) reloads home with its notice', (reason, notice) => {
    const { seen, loggedOut } = setup();
    loggedOut(reason);
    expect(seen).toEqual([{ type: 'navigate', to: HOME_PATH, reload: true, notice }]);
  });

  it('member info failing twice says why on the reloaded home; an expiry adds nothing here', () => {
    const { seen, loggedOut } = setup();
    loggedOut('memberFailed', '会员信息加载失败');
    loggedOut('expired');
    expect(seen).toEqual([
      {
        type: 'navigate',
        to: HOME_PATH,
        reload: true,
        notice: { text: { text: '会员信息加载失败' }, tone: 'error' },
      },
    ]);
  });

  it('notices become success toasts and 6501 a tips dialog', () => {
    const { seen, notices, sessionEvents } = setup();
    notices.emit('notice', { message: '修改成功' });
    sessionEvents.emit('authTips', { message: '账号已锁定' });
    sessionEvents.emit('authUnavailable', {});
    expect(seen).toEqual([
      { type: 'toast', tone: 'success', text: { text: '修改成功' } },
      { type: 'dialog', kind: 'tips', text: { text: '账号已锁定' }, closable: true },
      { type: 'toast', tone: 'error', text: PRESENTATION_TEXTS.authUnavailable },
    ]);
  });

  it("a visitor asked to log in gets SPEC §2's prompt, and its 确定 opens the login dialog", () => {
    const { seen, sessionEvents, bus } = setup();
    const opened: string[] = [];
    bus.on('login', () => opened.push('login'));
    sessionEvents.emit('loginRequired', {});
    expect(seen).toMatchObject([
      {
        type: 'dialog',
        kind: 'tips',
        text: PRESENTATION_TEXTS.loginRequired,
        closable: true,
        action: { label: PRESENTATION_TEXTS.sure },
      },
    ]);
    expect(opened).toEqual([]);
    const [dialog] = seen;
    if (dialog?.type === 'dialog') dialog.action?.run();
    expect(opened).toEqual(['login']);
  });
});

describe('start: the page URL', () => {
  it.each([
    ['https://site.example/?register=1', true],
    ['https://site.example/#/home?register=1', true],
    ['https://site.example/?register=0', false],
    ['https://site.example/mine?x=1', false],
  ])('wantsRegister(%s) is %s', (url, expected) => {
    expect(wantsRegister(url)).toBe(expected);
  });

  it('opens register 500 ms after start for a visitor', () => {
    const { start, bus, clock } = setup();
    const register = vi.fn();
    bus.on('register', register);
    expect(start({ url: 'https://site.example/?register=1' })).toEqual({ leaving: false });
    clock.advance(REGISTER_PROMPT_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    clock.advance(1);
    expect(register).toHaveBeenCalledOnce();
  });

  it('does not open register for a member or without the flag', () => {
    const member = setup({ loggedIn: true });
    const plain = setup();
    const register = vi.fn();
    member.bus.on('register', register);
    plain.bus.on('register', register);
    member.start({ url: 'https://site.example/?register=1' });
    plain.start({ url: 'https://site.example/' });
    member.clock.advance(1000);
    plain.clock.advance(1000);
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps rcode and icode from the URL for the register form, and the current domain', () => {
    const { start, storage } = setup();
    start({ url: 'https://site.example/?rCode=R1#/x?icode=I2' });
    expect(storage.get(StorageKey.referralCode)).toBe('R1');
    expect(storage.get(StorageKey.inviteCode)).toBe('I2');
    expect(storage.get(StorageKey.currentDomain)).toBe('https://site.example');
  });

  it('leaves stored codes alone when the URL has none', () => {
    const storage = createMemoryStorage();
    storage.set(StorageKey.referralCode, 'OLD');
    storePromoCodes('https://site.example/', storage);
    expect(storage.get(StorageKey.referralCode)).toBe('OLD');
  });

  it('sends a phone to the mobile site with its promo codes, and nothing else happens', () => {
    const { start, seen, storage } = setup({ h5Url: 'https://m.site.example' });
    storage.set(StorageKey.referralCode, 'R9');
    expect(start({ url: 'https://site.example/?register=1', mobile: true })).toEqual({ leaving: true });
    expect(seen).toHaveLength(1);
    const [effect] = seen;
    if (effect?.type !== 'navigate') throw new Error('expected a navigation');
    expect(effect.reload).toBe(true);
    expect(new URL(effect.to).origin).toBe('https://m.site.example');
    expect(effect.to).toContain('R9');
  });

  it('keeps a phone on the site when no mobile site is configured', () => {
    const { start, seen } = setup();
    expect(start({ url: 'https://site.example/', mobile: true })).toEqual({ leaving: false });
    expect(seen).toEqual([]);
  });
});
