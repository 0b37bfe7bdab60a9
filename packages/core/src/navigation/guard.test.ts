import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { decideNavigation, type GuardDecision, type GuardInput, LOGIN_REQUIRED_NOTICE } from './guard.ts';

function input(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    path: '/mine/userinfo',
    route: { name: 'userinfo', auth: false, bindPhone: false },
    params: {},
    loggedIn: true,
    member: { bindPhone: true, bindRealName: true },
    depositSwitch: '1',
    edition: 'classic',
    sportsVenueLoaded: false,
    ...overrides,
  };
}

const ALLOW = { kind: 'allow' };
const HOME = { kind: 'redirect', to: 'home', notice: '请先登录账号，才能了解更多' };
const AUTH = { kind: 'redirect', to: 'auth' };
const NOT_FOUND = { kind: 'redirect', to: 'notFound' };

function outcomeOf(decision: GuardDecision): object {
  if (decision.kind === 'allow') return { kind: 'allow' };
  return decision.notice === undefined
    ? { kind: decision.kind, to: decision.to }
    : { kind: decision.kind, to: decision.to, notice: decision.notice };
}

describe('rules 1-3: login and binding, every combination', () => {
  // route.auth, route.bindPhone, loggedIn, member.bindPhone, member.bindRealName -> outcome
  const T = true;
  const F = false;
  test.each([
    [F, F, F, F, F, ALLOW],
    [F, F, F, F, T, ALLOW],
    [F, F, F, T, F, ALLOW],
    [F, F, F, T, T, ALLOW],
    [F, T, F, F, F, HOME],
    [F, T, F, F, T, HOME],
    [F, T, F, T, F, HOME],
    [F, T, F, T, T, HOME],
    [T, F, F, F, F, HOME],
    [T, F, F, F, T, HOME],
    [T, F, F, T, F, HOME],
    [T, F, F, T, T, HOME],
    [T, T, F, F, F, HOME],
    [T, T, F, F, T, HOME],
    [T, T, F, T, F, HOME],
    [T, T, F, T, T, HOME],
    [F, F, T, F, F, ALLOW],
    [F, F, T, F, T, ALLOW],
    [F, F, T, T, F, ALLOW],
    [F, F, T, T, T, ALLOW],
    [F, T, T, F, F, AUTH],
    [F, T, T, F, T, AUTH],
    [F, T, T, T, F, AUTH],
    [F, T, T, T, T, ALLOW],
    [T, F, T, F, F, ALLOW],
    [T, F, T, F, T, ALLOW],
    [T, F, T, T, F, ALLOW],
    [T, F, T, T, T, ALLOW],
    [T, T, T, F, F, AUTH],
    [T, T, T, F, T, AUTH],
    [T, T, T, T, F, AUTH],
    [T, T, T, T, T, ALLOW],
  ])(
    'auth=%s bindPhone=%s loggedIn=%s phone=%s realName=%s',
    (auth, bindPhone, loggedIn, phone, realName, expected) => {
      const decision = decideNavigation(
        input({
          route: { name: 'x', auth, bindPhone },
          loggedIn,
          member: { bindPhone: phone, bindRealName: realName },
        }),
      );
      expect(outcomeOf(decision)).toEqual(expected);
      expect(decision.fetchMemberInfo).toBe(loggedIn);
      expect(decision.refreshBalance).toBe(loggedIn);
    },
  );

  test('unknown member info counts as unbound on a bindPhone route', () => {
    const decision = decideNavigation(
      input({
        path: '/mine/addBankCard',
        route: { name: 'addBankCard', auth: true, bindPhone: true },
        member: null,
      }),
    );
    expect(outcomeOf(decision)).toEqual(AUTH);
    expect(decision.kind === 'redirect' && decision.returnTo).toBe('/mine/addBankCard');
  });

  test('the login notice is the spec text', () => {
    expect(LOGIN_REQUIRED_NOTICE).toBe('请先登录账号，才能了解更多');
  });
});

describe('rule 4: deposit switch', () => {
  const savemoney = { name: 'savemoney', auth: true, bindPhone: false };
  const help = { name: 'ck', auth: false, bindPhone: false };

  test.each([
    ['/mine/savemoney', savemoney, true, '0', NOT_FOUND],
    ['/mine/savemoney', savemoney, true, '1', ALLOW],
    ['/mine/savemoney', savemoney, true, undefined, ALLOW],
    ['/mine/savemoney/', savemoney, true, '0', NOT_FOUND],
    ['/mine/savemoney?channel=2', savemoney, true, '0', NOT_FOUND],
    ['/mine/savemoney', savemoney, false, '0', HOME],
    ['/app/help/ck', help, false, '0', NOT_FOUND],
    ['/app/help/ck', help, true, '0', NOT_FOUND],
    ['/app/help/ck', help, false, '1', ALLOW],
    ['/app/help/ck', help, false, undefined, ALLOW],
    ['/app/help/qk', help, false, '0', ALLOW],
    ['/app/help/ckx', help, false, '0', ALLOW],
    ['/mine/transfermoney', savemoney, true, '0', ALLOW],
  ] as const)('%s loggedIn=%s switch=%s', (path, route, loggedIn, depositSwitch, expected) => {
    expect(outcomeOf(decideNavigation(input({ path, route, loggedIn, depositSwitch })))).toEqual(expected);
  });
});

describe('rule 5: sports venue mode and theme', () => {
  const localSport = { name: 'localSport', auth: true, bindPhone: false };
  const crty = { path: '/game/sport/crty', route: localSport, params: { enName: 'crty' } };

  test('crty turns sports mode on and loads the venue once', () => {
    expect(decideNavigation(input({ ...crty, sportsVenueLoaded: false }))).toMatchObject({
      kind: 'allow',
      sportsMode: true,
      loadSportsVenue: true,
      theme: null,
    });
    expect(decideNavigation(input({ ...crty, sportsVenueLoaded: true }))).toMatchObject({
      sportsMode: true,
      loadSportsVenue: false,
    });
  });

  test.each([
    ['/game/sport/CRTY', { enName: 'CRTY' }],
    ['/game/sport/crty', {}],
    ['/game/sport/crty?tab=RB', { enName: 'crty' }],
  ])('recognises %s with params %j', (path, params) => {
    expect(decideNavigation(input({ path, params, route: localSport })).sportsMode).toBe(true);
  });

  test.each([
    ['/game/sport/xmty', { enName: 'xmty' }],
    ['/game/sport', {}],
    ['/game/sports/crty', { enName: 'crty' }],
    ['/', {}],
  ])('%s is not the local venue', (path, params) => {
    const decision = decideNavigation(input({ path, params }));
    expect(decision).toMatchObject({ sportsMode: false, loadSportsVenue: false, theme: 'light' });
  });

  test.each([
    ['classic', 'light'],
    ['professional', 'dark'],
  ] as const)('other routes take the %s edition theme (%s)', (edition, theme) => {
    expect(decideNavigation(input({ path: '/game/chess', edition }))).toMatchObject({
      sportsMode: false,
      theme,
    });
  });

  test('a visitor sent home from crty gets no sports mode', () => {
    const decision = decideNavigation(input({ ...crty, loggedIn: false, member: null }));
    expect(decision).toMatchObject({
      ...HOME,
      sportsMode: false,
      loadSportsVenue: false,
      fetchMemberInfo: false,
    });
  });
});

describe('invariants', () => {
  const guardInput = fc.record({
    path: fc.constantFrom('/', '/mine/savemoney', '/app/help/ck', '/game/sport/crty', '/mine/addBankCard'),
    route: fc.record({ name: fc.constant('r'), auth: fc.boolean(), bindPhone: fc.boolean() }),
    params: fc.constantFrom({}, { enName: 'crty' }),
    loggedIn: fc.boolean(),
    member: fc.option(fc.record({ bindPhone: fc.boolean(), bindRealName: fc.boolean() }), { nil: null }),
    depositSwitch: fc.constantFrom('0' as const, '1' as const, undefined),
    edition: fc.constantFrom('classic' as const, 'professional' as const),
    sportsVenueLoaded: fc.boolean(),
  });

  test.prop([guardInput])('a visitor never reaches a login-only route', (guard) => {
    fc.pre(!guard.loggedIn && (guard.route.auth || guard.route.bindPhone));
    expect(outcomeOf(decideNavigation(guard))).toEqual(HOME);
  });

  test.prop([guardInput])('member info and balance are refreshed exactly when logged in', (guard) => {
    const decision = decideNavigation(guard);
    expect(decision.fetchMemberInfo).toBe(guard.loggedIn);
    expect(decision.refreshBalance).toBe(guard.loggedIn);
  });

  test.prop([guardInput])('the venue is loaded only in sports mode and only when missing', (guard) => {
    const decision = decideNavigation(guard);
    if (decision.loadSportsVenue) expect(decision.sportsMode && !guard.sportsVenueLoaded).toBe(true);
    expect(decision.theme === null).toBe(decision.sportsMode || decision.kind === 'redirect');
  });
});
