import { describe, expect, it } from 'vitest';
import { feedback } from '../api/catalogue/feedback.ts';
import { games } from '../api/catalogue/games.ts';
import { money } from '../api/catalogue/money.ts';
import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import { createMemoryStorage, fakeCrypto, fixedClock, NOW } from '../auth/authFakes.ts';
import type { PresentationEffect } from '../presentation/effects.ts';
import { PRESENTATION_TEXTS } from '../presentation/texts.ts';
import { createLoginEventBus } from '../session/loginEvents.ts';
import { AFTER_LOGIN } from '../session/loginSequence.ts';
import { rememberOriginUrl } from '../session/originUrl.ts';
import { selectIsLoggedIn } from '../session/session.machine.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createFakeWalletHttp, refused, sequentialIds } from '../wallet/walletFakes.ts';
import { createJinli } from './createJinli.ts';
import { waitForSnapshot } from './store.ts';

function engineWithMember(bus = createLoginEventBus(), token: string | null = 'tok') {
  const http = createFakeWalletHttp();
  http.on(user.memberInfo, () => ({ name: 'demo01', nickName: '', bindPhone: true, bindRealName: true }));
  http.on(money.getBalance, () => ({
    totalMoney: '100.00',
    centerWalletBalance: '100.00',
    lockMoney: '0.00',
  }));
  http.on(site.getUnreadForType, () => ({ notice: 0, activity: 0, fd: 0 }));
  http.on(feedback.unreadNum, () => 0);
  http.on(user.logout, () => null);
  http.on(games.allBalance, () => ({ list: [{ enName: 'AGZR', name: 'AG真人', balance: '0.00' }] }));
  http.on(games.transfer, () => ({ centerWalletBalance: '90.00', venueBalance: '10.00' }));
  const storage = createMemoryStorage();
  if (token !== null) storage.set(StorageKey.token, token);
  const engine = createJinli(
    { http, storage, clock: fixedClock(NOW), crypto: fakeCrypto, newId: sequentialIds() },
    { version: '1.0.0', origin: 'https://site.test', siteId: 's1', bus },
  );
  return { engine, http, storage };
}

const balanceCalls = (http: ReturnType<typeof createFakeWalletHttp>) => http.callsTo(money.getBalance).length;

describe('createJinli', () => {
  it('restores the stored session and loads member and balance with no UI code', async () => {
    const { engine } = engineWithMember();
    await waitForSnapshot(engine.session, (s) => s.matches('loggedIn') && s.context.member !== null);
    expect(selectIsLoggedIn(engine.session.getSnapshot())).toBe(true);
    expect(engine.chat).toBeNull();
  });

  it('builds the sportsbook, wallet and member-centre code only when asked for', async () => {
    const { engine } = engineWithMember();
    expect(engine.sports.getSnapshot().data).toBeNull();
    expect(engine.wallet.getSnapshot().data).toBeNull();
    expect(engine.profile.getSnapshot().data).toBeNull();
    const sports = await engine.sports.get();
    expect(engine.sports.getSnapshot().data).toBe(sports);
    expect(await engine.sports.get()).toBe(sports);
    expect(engine.wallet.getSnapshot().data).toBeNull();
  });

  it('every lazily loaded capability registers the same way and reads as a Loadable before it is built', () => {
    const { engine } = engineWithMember();
    const lazies = [
      engine.wallet,
      engine.sports,
      engine.profile,
      engine.activities,
      engine.siteContent,
      engine.matchDetail,
      engine.withdrawalProgress,
      engine.usdtWithdrawInfo,
      engine.showcase,
    ];
    for (const lazy of lazies) {
      expect(() => lazy.getSnapshot()).not.toThrow();
      expect(lazy.getSnapshot()).toEqual({ status: 'idle', data: null, errorMessage: '' });
      expect(typeof lazy.get).toBe('function');
    }
  });

  it('a route guard shows the loading state while it builds what the route uses, then lets it through', async () => {
    const { engine } = engineWithMember();
    await waitForSnapshot(engine.session, (s) => s.matches('loggedIn') && s.context.member !== null);
    const statuses: string[] = [];
    engine.activities.subscribe(() => statuses.push(engine.activities.getSnapshot().status));
    const outcome = await engine.guardNavigation('/activity/discount');
    expect(outcome.redirect).toBeNull();
    expect(statuses).toEqual(['loading', 'ready']);
    expect(engine.activities.getSnapshot().data).not.toBeNull();
  });

  it('loads the member centre for a logged-in member on any page (inbox badges, reality check)', async () => {
    const { engine } = engineWithMember();
    expect(engine.memberCentre.getSnapshot().data).toBeNull();
    // Nothing asks for it: the engine loads it because the restored session is logged in.
    const centre = await new Promise((resolve) => {
      const off = engine.memberCentre.subscribe(() => {
        if (engine.memberCentre.getSnapshot().status !== 'ready') return;
        off();
        resolve(engine.memberCentre.getSnapshot().data);
      });
    });
    expect(centre).not.toBeNull();
    expect(await engine.memberCentre.get()).toBe(centre);
  });

  it('the navigation guard loads the capabilities of the route before it lets the navigation through', async () => {
    const { engine } = engineWithMember();
    await waitForSnapshot(engine.session, (s) => s.matches('loggedIn') && s.context.member !== null);
    expect(engine.wallet.getSnapshot().data).toBeNull();
    const outcome = await engine.guardNavigation('/mine/transfermoney');
    expect(outcome.redirect).toBeNull();
    expect(engine.wallet.getSnapshot().data).not.toBeNull();
    expect(engine.withdrawalProgress.getSnapshot().data).not.toBeNull();
    expect(engine.sports.getSnapshot().data).toBeNull();
    await engine.guardNavigation('/');
    expect(engine.sports.getSnapshot().data).toBeNull();
  });

  it('money moved by a transfer refreshes the session balance inside the engine', async () => {
    const { engine, http } = engineWithMember();
    await waitForSnapshot(engine.session, (s) => s.context.balance !== null);
    const wallet = await engine.wallet.get();
    await wallet.loadBalances();
    const before = balanceCalls(http);
    const result = await wallet.transfer({ venue: 'AGZR', direction: 1, amount: '10' });
    expect(result.type).toBe('ok');
    // The wallet reloads its own figures and the session is told to refresh the header balance.
    await waitForSnapshot(engine.session, () => balanceCalls(http) >= before + 2);
  });

  it('logout ends the session and the next member starts with an empty wallet', async () => {
    const { engine, storage } = engineWithMember();
    await waitForSnapshot(engine.session, (s) => s.matches('loggedIn'));
    const wallet = await engine.wallet.get();
    await wallet.loadBalances();
    expect(wallet.getSnapshot().balances.status).toBe('ready');
    engine.logout();
    await waitForSnapshot(engine.session, (s) => s.matches('loggedOut'));
    expect(storage.get(StorageKey.token)).toBeNull();
    expect(wallet.getSnapshot().balances.status).toBe('idle');
  });

  it('a changed login password ends the session as passwordChanged, then asks for the login (SPEC §4)', async () => {
    const bus = createLoginEventBus();
    const { engine, storage } = engineWithMember(bus);
    await waitForSnapshot(engine.session, (s) => s.matches('loggedIn'));
    const seen: string[] = [];
    engine.session.on('session.loggedOut', ({ reason }) => seen.push(`loggedOut:${reason}`));
    bus.on('login', () => seen.push('login'));
    bus.emit('password_change_success');
    await waitForSnapshot(engine.session, (s) => s.matches('loggedOut'));
    expect(seen).toEqual(['loggedOut:passwordChanged', 'login']);
    expect(storage.get(StorageKey.token)).toBeNull();
  });

  it('what follows a login runs in AFTER_LOGIN order, and a host handler after all of it (issue #25)', async () => {
    const bus = createLoginEventBus();
    const { engine, storage } = engineWithMember(bus, null);
    const centre = await engine.memberCentre.get();
    expect(centre.getSnapshot().inbox.active).toBe(false);
    // SPEC §3: the login prompt kept the visitor from the bet records.
    rememberOriginUrl(storage, '/mine/betRecord');
    const navigations: string[] = [];
    engine.effects.subscribe((effect) => {
      if (effect.type === 'navigate') navigations.push(effect.to);
    });
    const seenByHost: unknown[] = [];
    bus.on('login_success', ({ userId }) =>
      seenByHost.push({
        loggedIn: selectIsLoggedIn(engine.session.getSnapshot()),
        slipOwner: storage.get(StorageKey.betSlipOwner),
        inbox: centre.getSnapshot().inbox.active,
        returnedTo: [...navigations],
        userId,
      }),
    );
    bus.emit('login_success', { token: 'tok', userId: '9' });
    expect(seenByHost).toEqual([
      { loggedIn: true, slipOwner: '9', inbox: true, returnedTo: ['/mine/betRecord'], userId: '9' },
    ]);
    expect(storage.get(StorageKey.originUrl)).toBeNull();
    expect(AFTER_LOGIN).toEqual(['session', 'expiryReturn', 'betSlipOwner', 'memberCentre', 'originUrl']);
  });

  it("the play journey's prompts and failures reach the host as presentation effects (issue #25)", async () => {
    const seen = (engine: ReturnType<typeof createJinli>) => {
      const effects: PresentationEffect[] = [];
      engine.effects.subscribe((effect) => effects.push(effect));
      return effects;
    };
    // A visitor: SPEC §2's prompt, whose 确定 opens the login; no launch call.
    const visitor = engineWithMember(createLoginEventBus(), null);
    const visitorEffects = seen(visitor.engine);
    visitor.engine.games.play({ enName: 'AGZR', gameCode: 'lobby' });
    expect(visitorEffects).toMatchObject([
      { type: 'dialog', kind: 'tips', text: PRESENTATION_TEXTS.loginRequired },
    ]);
    expect(visitor.http.callsTo(games.launch)).toEqual([]);

    // A member whose venue is closed (6415): the server's message in a tips dialog.
    const member = engineWithMember();
    await waitForSnapshot(member.engine.session, (s) => s.context.member !== null);
    member.http.on(games.launch, () => Promise.reject(refused(6415, '场馆维护中，预计18:00恢复')));
    const memberEffects = seen(member.engine);
    member.engine.games.play({ enName: 'AGZR', gameCode: 'lobby' });
    await waitForSnapshot(member.engine.games.journey, (view) => view.phase === 'failed');
    expect(memberEffects).toEqual([
      { type: 'dialog', kind: 'tips', text: { text: '场馆维护中，预计18:00恢复' }, closable: true },
    ]);
  });
});
