import { api, createSessionMachine, createSite, StorageKey } from '@jinli/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeHttp, DEMO_MEMBER, type FakeHandler } from '../testing/fakeHttp.ts';
import { createTestStorage } from '../testing/memoryStorage.ts';
import { createRouteGuard } from './routeGuard.ts';

function setup(options: {
  token?: boolean;
  member?: FakeHandler;
  depositSwitch?: '0' | '1';
  edition?: string;
  sports?: Parameters<typeof createRouteGuard>[0]['sports'];
}) {
  const storage = createTestStorage({
    ...(options.token ? { [StorageKey.token]: 'tok' } : {}),
    ...(options.edition ? { [StorageKey.edition]: options.edition } : {}),
  });
  const preInfo = {
    ip: '1.2.3.4',
    siteBaseConfig: { title: '锦鲤', h5DomainUrl: '', depositSwitch: options.depositSwitch ?? '1' },
  };
  const fake = createFakeHttp({
    [api.configuration.preInfo.path]: () => preInfo,
    ...(options.member ? { [api.user.memberInfo.path]: options.member } : {}),
  });
  const session = createActor(createSessionMachine({ http: fake.http, storage })).start();
  session.send({ type: 'session.restore' });
  const site = createSite({ http: fake.http });
  const ui = { toast: vi.fn() };
  const applyTheme = vi.fn();
  const guard = createRouteGuard({
    session,
    site,
    storage,
    ui,
    loginRequiredText: () => '请先登录账号，才能了解更多',
    applyTheme,
    ...(options.sports === undefined ? {} : { sports: options.sports }),
  });
  return { guard, ui, applyTheme, fake, session };
}

const memberCalls = (calls: string[]) => calls.filter((path) => path === api.user.memberInfo.path).length;

describe('route guard', () => {
  it('sends a visitor on a login route home with the notice', async () => {
    const { guard, ui } = setup({});
    await expect(guard('/mine/userinfo')).resolves.toBe('/');
    expect(ui.toast).toHaveBeenCalledExactlyOnceWith('请先登录账号，才能了解更多');
  });

  it('lets a visitor through open routes and sets the classic light theme', async () => {
    const { guard, applyTheme } = setup({});
    await expect(guard('/game/sport')).resolves.toBeNull();
    expect(applyTheme).toHaveBeenCalledWith('light');
  });

  it('uses the dark theme for the professional edition', async () => {
    const { guard, applyTheme } = setup({ edition: 'professional' });
    await guard('/');
    expect(applyTheme).toHaveBeenCalledWith('dark');
  });

  it('sends a member without bound phone and real name to the auth screen', async () => {
    const { guard } = setup({ token: true, member: () => ({ ...DEMO_MEMBER, bindPhone: false }) });
    await expect(guard('/mine/addBankCard')).resolves.toBe('/mine/auth?from=%2Fmine%2FaddBankCard');
  });

  it('lets a fully bound member through bindPhone routes', async () => {
    const { guard } = setup({ token: true });
    await expect(guard('/mine/addBankCard')).resolves.toBeNull();
  });

  it('refreshes member info on each navigation of a member', async () => {
    const { guard, fake, session } = setup({ token: true });
    await guard('/mine/addBankCard');
    const before = memberCalls(fake.calls);
    await guard('/mine/addBankCard');
    expect(memberCalls(fake.calls)).toBe(before + 1);
    expect(session.getSnapshot().context.member).toEqual(DEMO_MEMBER);
  });

  it('closes deposit pages when the site flag is "0"', async () => {
    const { guard } = setup({ token: true, depositSwitch: '0' });
    await expect(guard('/mine/savemoney')).resolves.toBe('/404');
    await expect(guard('/app/help/ck')).resolves.toBe('/404');
    await expect(guard('/app/help/qk')).resolves.toBeNull();
  });

  it('sends home when the member fetch fails on a bindPhone route', async () => {
    const { guard } = setup({ token: true, member: () => Promise.reject(new Error('down')) });
    await expect(guard('/mine/addBankCard')).resolves.toBe('/');
  });

  it('rule 5: entering crty turns sports mode on and loads the venue once; leaving turns it off with the edition theme', async () => {
    let loaded = false;
    const sports = {
      isVenueLoaded: () => loaded,
      load: vi.fn(async () => {
        loaded = true;
      }),
      setSportsMode: vi.fn(),
    };
    const { guard, applyTheme } = setup({ token: true, edition: 'professional', sports });
    await expect(guard('/game/sport/crty')).resolves.toBeNull();
    await guard('/game/sport/crty');
    expect(sports.load).toHaveBeenCalledTimes(1);
    expect(sports.setSportsMode).toHaveBeenLastCalledWith(true);
    expect(applyTheme).not.toHaveBeenCalled();
    await guard('/');
    expect(sports.setSportsMode).toHaveBeenLastCalledWith(false);
    expect(applyTheme).toHaveBeenLastCalledWith('dark');
  });
});
