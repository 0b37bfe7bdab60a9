import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { buildPath, findRouteByName, matchRoute, ROUTES, TabCategory } from './routeTable.ts';

const HELP =
  'kh ck qk zz yhgz tjllq xnbcqkjc tytzjc tysstqth fjcjc rqgl dxqgl cpwt dzjj tywt zrwt qtwt bczr gywm gztk hzhb ysgz zxkf';
const MINE =
  'userinfo auth virtualCoinCard alipayManage accountManage/$id introTutorial addBankCard exchange vip vip/detail welfare wallet transRecord betRecord giftRecord message feedback savemoney transfermoney takemoney';
const ACTIVITIES =
  'racePage activityLandPage firstDeposit againDeposit newTask drawGift signGift bettingGift';

// Typed out from SPEC §2.
const SPEC_PATHS = [
  '/',
  '/loading',
  '/pg/game',
  '/dz/game',
  '/redirect',
  '/redirect/$',
  '/game/sport',
  '/game/realbet',
  '/game/chess',
  '/game/gaming',
  '/game/lottery',
  '/game/egame',
  '/game/fishing',
  '/game/$info',
  '/game/sport/$enName',
  '/agent',
  '/sponsor',
  '/download',
  '/activity/discount',
  '/activity/friendInvitation',
  ...ACTIVITIES.split(' ').map((name) => `/activity/${name}/$id`),
  ...MINE.split(' ').map((child) => `/mine/${child}`),
  ...HELP.split(' ').map((child) => `/app/help/${child}`),
];

const NAMED =
  'home sport realbet chess gaming lottery egame fishing venture localSport sponsor appdownload discount userinfo auth notFound login';

describe('route table', () => {
  const paths = ROUTES.map((def) => def.path);

  it('has every SPEC §2 path, each path and name once', () => {
    for (const path of SPEC_PATHS) expect(paths, path).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    const names = ROUTES.map((def) => def.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has the named destinations', () => {
    for (const name of NAMED.split(' ')) expect(findRouteByName(name), name).toBeDefined();
    expect(findRouteByName('nope')).toBeUndefined();
  });

  it('gives every route a Chinese title and an i18n key', () => {
    for (const def of ROUTES) {
      expect(def.title, def.path).toMatch(/[\u4e00-\u9fff]/);
      expect(def.titleKey).toBe(`route.${def.name}`);
    }
  });

  it('requires login where the spec says', () => {
    const authPaths = ROUTES.filter((def) => def.auth).map((def) => def.path);
    for (const def of ROUTES.filter((d) => d.path.startsWith('/mine'))) expect(def.auth, def.path).toBe(true);
    expect(authPaths).toEqual(
      expect.arrayContaining(['/redirect', '/redirect/$', '/game/$info', '/game/sport/$enName']),
    );
    for (const path of ['/', '/game/sport', '/app/help/ck', '/loading', '/pg/game', '/activity/discount']) {
      expect(authPaths, path).not.toContain(path);
    }
  });

  it('requires a bound phone only for the payout-account screens', () => {
    const bound = ROUTES.filter((def) => def.bindPhone).map((def) => def.path);
    expect(bound.sort()).toEqual(
      ['/mine/accountManage/$id', '/mine/addBankCard', '/mine/alipayManage', '/mine/virtualCoinCard'].sort(),
    );
  });

  it('lays out the local sport venue full width without footer', () => {
    const localSport = findRouteByName('localSport')!;
    expect(localSport).toMatchObject({ auth: true, fullWidth: true, noFooter: true, layout: 'main' });
    expect(ROUTES.filter((def) => def.noFooter)).toEqual([localSport]);
    expect(findRouteByName('redirect')).toMatchObject({ hidden: true, auth: true });
  });

  it('assigns the tab categories', () => {
    expect(findRouteByName('home')?.tab).toBe(TabCategory.Home);
    expect(findRouteByName('sport')?.tab).toBe('TY');
    expect(findRouteByName('egame')?.tab).toBe('DZ');
    expect(findRouteByName('savemoney')?.tab).toBe('save_money');
    const tabs = new Set(ROUTES.map((def) => def.tab).filter(Boolean));
    expect([...tabs].sort()).toEqual(Object.values(TabCategory).sort());
  });

  it('uses the layout of its area', () => {
    expect(findRouteByName('help.ck')?.layout).toBe('help');
    expect(findRouteByName('wallet')?.layout).toBe('mine');
    expect(findRouteByName('loading')?.layout).toBe('bare');
  });
});

describe('matchRoute', () => {
  it('prefers exact matches over params', () => {
    expect(matchRoute('/game/sport').route.name).toBe('sport');
    expect(matchRoute('/activity/discount').route.name).toBe('discount');
    expect(matchRoute('/mine/vip/detail').route.name).toBe('vipDetail');
  });

  it('reads params', () => {
    expect(matchRoute('/game/AGZR')).toMatchObject({ route: { name: 'game' }, params: { info: 'AGZR' } });
    expect(matchRoute('/game/sport/crty')).toMatchObject({
      route: { name: 'localSport' },
      params: { enName: 'crty' },
    });
    expect(matchRoute('/activity/racePage/12?x=1').params).toEqual({ id: '12' });
    expect(matchRoute('/mine/accountManage/%E4%B8%AD').params).toEqual({ id: '中' });
    expect(matchRoute('/redirect/mine/wallet')).toMatchObject({
      route: { name: 'redirectPath' },
      params: { _splat: 'mine/wallet' },
    });
  });

  it('ignores trailing slashes, query and hash', () => {
    expect(matchRoute('/mine/wallet/').route.name).toBe('wallet');
    expect(matchRoute('/?register=1').route.name).toBe('home');
    expect(matchRoute('').route.name).toBe('home');
  });

  it('falls back to notFound', () => {
    for (const path of ['/nope', '/game/sport/crty/extra', '/mine/unknown', '/activity/racePage', '/404']) {
      expect(matchRoute(path), path).toEqual({ route: findRouteByName('notFound'), params: {} });
    }
  });
});

describe('buildPath and matchRoute round trip', () => {
  const paramName = (part: string) => (part === '$' ? '_splat' : part.slice(1));
  const staticSiblings = new Set(
    ROUTES.flatMap((def) => def.path.split('/')).filter((s) => !s.startsWith('$')),
  );

  test.prop([
    fc.constantFrom(...ROUTES.filter((def) => def.name !== 'notFound')),
    fc.string({ minLength: 1 }),
  ])('a built path matches its own route with the same params', (def, raw) => {
    // A value spelled like a sibling's static segment (e.g. /game/sport) rightly matches the sibling.
    fc.pre(!staticSiblings.has(raw) && raw.trim() !== '' && !raw.includes('/'));
    const params = Object.fromEntries(
      def.path
        .split('/')
        .filter((part) => part.startsWith('$'))
        .map((part) => [paramName(part), raw]),
    );
    const match = matchRoute(buildPath(def.path, params));
    expect(match.route).toBe(def);
    expect(match.params).toEqual(params);
  });

  it('rejects a missing param', () => {
    expect(() => buildPath('/activity/racePage/$id')).toThrow(/id/);
    expect(buildPath('/redirect/$', { _splat: 'mine/wallet' })).toBe('/redirect/mine/wallet');
  });
});
