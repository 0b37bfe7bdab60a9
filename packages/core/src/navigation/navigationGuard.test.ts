import { describe, expect, it, vi } from 'vitest';
import { configuration } from '../api/catalogue/configuration.ts';
import { user } from '../api/catalogue/user.ts';
import { type FakeHandler, fakeHttp, fakeStorage, MEMBER, startedSession } from '../session/sessionFakes.ts';
import { createSite } from '../site/siteCapability.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { LOGIN_REQUIRED_NOTICE } from './guard.ts';
import { createNavigationGuard, type SportsGuardPort } from './navigationGuard.ts';

function setup(options: {
  token?: boolean;
  member?: FakeHandler;
  depositSwitch?: '0' | '1';
  edition?: string;
  sports?: SportsGuardPort;
}) {
  const storage = fakeStorage({
    ...(options.token ? { [StorageKey.token]: 'tok' } : {}),
    ...(options.edition ? { [StorageKey.edition]: options.edition } : {}),
  });
  const preInfo = {
    ip: '1.2.3.4',
    siteBaseConfig: { title: '锦鲤', h5DomainUrl: '', depositSwitch: options.depositSwitch ?? '1' },
  };
  const fake = fakeHttp({
    [configuration.preInfo.path]: () => preInfo,
    ...(options.member ? { [user.memberInfo.path]: options.member } : {}),
  });
  const session = startedSession({ http: fake.http, storage });
  const site = createSite({ http: fake.http });
  const guard = createNavigationGuard({
    session,
    site,
    storage,
    ...(options.sports === undefined ? {} : { sports: options.sports }),
  });
  return { guard, fake, session, storage };
}

const memberCalls = (calls: string[]) => calls.filter((path) => path === user.memberInfo.path).length;

describe('navigation guard (SPEC §2)', () => {
  it('sends a visitor on a login route home with the login notice and remembers where they were going', async () => {
    const { guard, storage } = setup({});
    await expect(guard('/mine/userinfo')).resolves.toEqual({
      redirect: '/',
      theme: null,
      notice: LOGIN_REQUIRED_NOTICE,
    });
    expect(storage.get(StorageKey.originUrl)).toBe('/mine/userinfo');
  });

  it('lets a visitor through open routes with the classic light theme', async () => {
    const { guard } = setup({});
    await expect(guard('/game/sport')).resolves.toEqual({ redirect: null, theme: 'light', notice: null });
  });

  it('asks for the dark theme in the professional edition', async () => {
    const { guard } = setup({ edition: 'professional' });
    await expect(guard('/')).resolves.toMatchObject({ redirect: null, theme: 'dark' });
  });

  it('sends a member without bound phone and real name to the auth screen with the way back', async () => {
    const { guard } = setup({ token: true, member: () => ({ ...MEMBER, bindPhone: false }) });
    await expect(guard('/mine/addBankCard')).resolves.toMatchObject({
      redirect: '/mine/auth?from=%2Fmine%2FaddBankCard',
    });
  });

  it('lets a fully bound member through bindPhone routes', async () => {
    const { guard } = setup({ token: true });
    await expect(guard('/mine/addBankCard')).resolves.toMatchObject({ redirect: null, notice: null });
  });

  it('refreshes member info on each navigation of a member', async () => {
    const { guard, fake, session } = setup({ token: true });
    await guard('/mine/addBankCard');
    const before = memberCalls(fake.calls);
    await guard('/mine/addBankCard');
    expect(memberCalls(fake.calls)).toBe(before + 1);
    expect(session.getSnapshot().context.member).toEqual(MEMBER);
  });

  it('closes deposit pages when the site flag is "0"', async () => {
    const { guard } = setup({ token: true, depositSwitch: '0' });
    await expect(guard('/mine/savemoney')).resolves.toMatchObject({ redirect: '/404' });
    await expect(guard('/app/help/ck')).resolves.toMatchObject({ redirect: '/404' });
    await expect(guard('/app/help/qk')).resolves.toMatchObject({ redirect: null });
  });

  it('sends home, without contradicting the session, when the member fetch fails on a bindPhone route', async () => {
    const { guard } = setup({ token: true, member: () => Promise.reject(new Error('down')) });
    await expect(guard('/mine/addBankCard')).resolves.toEqual({
      redirect: '/',
      theme: null,
      notice: null,
    });
  });

  it('judges /redirect/{path} as typed: a visitor logs in first, a protocol-relative target is refused', async () => {
    const { guard } = setup({});
    await expect(guard('/redirect/mine/vip', '/redirect/mine/vip')).resolves.toMatchObject({
      redirect: '/login?redirect=%2Fmine%2Fvip',
    });
    await expect(guard('/redirect/evil.example', '/redirect//evil.example')).resolves.toMatchObject({
      redirect: null,
    });
  });

  it('rule 5: entering crty turns sports mode on and loads the venue once; leaving turns it off', async () => {
    let loaded = false;
    const sports = {
      isVenueLoaded: () => loaded,
      load: vi.fn(async () => {
        loaded = true;
      }),
      setSportsMode: vi.fn(),
    };
    const { guard } = setup({ token: true, edition: 'professional', sports });
    await expect(guard('/game/sport/crty')).resolves.toEqual({ redirect: null, theme: null, notice: null });
    await guard('/game/sport/crty');
    expect(sports.load).toHaveBeenCalledTimes(1);
    expect(sports.setSportsMode).toHaveBeenLastCalledWith(true);
    await expect(guard('/')).resolves.toMatchObject({ theme: 'dark' });
    expect(sports.setSportsMode).toHaveBeenLastCalledWith(false);
  });
});
