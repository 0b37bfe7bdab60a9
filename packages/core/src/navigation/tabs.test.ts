import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ROUTES, TabCategory } from './routeTable.ts';
import { createTabBar } from './tabBar.ts';
import {
  cachedPaths,
  closeTab,
  HOME_PATH,
  initialTabBar,
  MAX_TABS,
  needsMarquee,
  renameTab,
  tabCategoryOf,
  tabForPath,
  visitTab,
} from './tabs.ts';

const visitAll = (paths: string[], max?: number) =>
  paths.reduce((s, p) => visitTab(s, p, max), initialTabBar);

const VISITABLE = ROUTES.filter((r) => !r.hidden && r.layout !== 'bare' && !r.path.includes('$')).map(
  (r) => r.path,
);

describe('tab categories (SPEC §2)', () => {
  it('files every route under its §2 category', () => {
    expect(tabForPath('/')?.category).toBe(TabCategory.Home);
    expect(tabForPath('/game/sport/crty')?.category).toBe(TabCategory.Sport);
    expect(tabForPath('/game/egame')?.category).toBe(TabCategory.Electronic);
    expect(tabForPath('/mine/savemoney')?.category).toBe(TabCategory.SaveMoney);
    expect(tabForPath('/mine/transRecord')?.category).toBe(TabCategory.TradeRecord);
    expect(tabForPath('/app/help/kh')?.category).toBe(TabCategory.Customer);
    expect(tabForPath('/activity/firstDeposit/3')?.category).toBe(TabCategory.Discount);
    expect(tabForPath('/mine/wallet')?.category).toBe(TabCategory.TransferMoney);
  });

  it('gives no tab to hidden, bare and unknown pages', () => {
    for (const path of ['/loading', '/redirect/mine', '/login', '/no/such/page', '/game/KY-123']) {
      expect(tabForPath(path), path).toBeNull();
    }
  });

  it('gives every visible route a category', () => {
    for (const def of ROUTES.filter((r) => !r.hidden && r.layout !== 'bare')) {
      expect(tabCategoryOf(def), def.name).not.toBeNull();
    }
  });
});

describe('visitTab / closeTab', () => {
  it('adds a tab once, activates it on a revisit and keeps the order of opening', () => {
    const state = visitAll(['/game/realbet', '/mine/wallet', '/game/realbet']);
    expect(state.tabs.map((t) => t.path)).toEqual(['/', '/game/realbet', '/mine/wallet']);
    expect(state.activePath).toBe('/game/realbet');
  });

  it('treats a query or a trailing slash as the same tab', () => {
    const state = visitAll(['/mine/transRecord?page=2', '/mine/transRecord/']);
    expect(state.tabs.map((t) => t.path)).toEqual(['/', '/mine/transRecord']);
  });

  it('evicts the least recently used tab past the maximum, never home or the new one', () => {
    const state = visitAll(
      ['/game/realbet', '/game/chess', '/game/egame', '/game/realbet', '/mine/wallet'],
      4,
    );
    expect(state.tabs.map((t) => t.path)).toEqual(['/', '/game/realbet', '/game/egame', '/mine/wallet']);
  });

  it('moves to the most recently used tab when the active one closes; home cannot close', () => {
    let state = visitAll(['/game/realbet', '/game/chess', '/mine/wallet', '/game/chess']);
    state = closeTab(state, '/game/chess');
    expect(state.activePath).toBe('/mine/wallet');
    expect(closeTab(state, HOME_PATH)).toBe(state);
    state = closeTab(closeTab(state, '/mine/wallet'), '/game/realbet');
    expect(state.activePath).toBe(HOME_PATH);
    expect(cachedPaths(state)).toEqual([HOME_PATH]);
  });

  test.prop([
    fc.array(
      fc.oneof(
        fc.record({ visit: fc.constantFrom(...VISITABLE) }),
        fc.record({ close: fc.constantFrom(...VISITABLE) }),
      ),
      { maxLength: 60 },
    ),
    fc.integer({ min: 2, max: MAX_TABS }),
  ])(
    'home stays, paths stay unique, the bar never passes its maximum and the active tab is open',
    (steps, max) => {
      let state = initialTabBar;
      for (const step of steps) {
        state = 'visit' in step ? visitTab(state, step.visit, max) : closeTab(state, step.close);
        const paths = state.tabs.map((t) => t.path);
        expect(paths[0]).toBe(HOME_PATH);
        expect(new Set(paths).size).toBe(paths.length);
        expect(paths.length).toBeLessThanOrEqual(max);
        expect(paths).toContain(state.activePath);
        expect([...state.recent].sort()).toEqual([...paths].sort());
        if ('visit' in step) expect(state.activePath).toBe(step.visit);
      }
    },
  );
});

describe('createTabBar', () => {
  it('notifies on a visit, says where to go when the active tab closes', () => {
    const bar = createTabBar({ max: 5 });
    let calls = 0;
    bar.subscribe(() => calls++);
    bar.visit('/game/realbet');
    bar.visit('/loading');
    expect(calls).toBe(1);
    bar.visit('/mine/wallet');
    expect(bar.close('/game/realbet')).toBeNull();
    expect(bar.close('/mine/wallet')).toBe('/');
    expect(bar.getSnapshot().tabs.map((t) => t.path)).toEqual(['/']);
  });
});

describe('tab titles', () => {
  it('takes the page’s own title and scrolls titles over 15 characters', () => {
    const state = renameTab(
      visitTab(initialTabBar, '/activity/firstDeposit/3'),
      '/activity/firstDeposit/3',
      '新会员首存豪礼 · 最高可得八千八百八十八元彩金',
    );
    expect(state.tabs[1]?.title).toBe('新会员首存豪礼 · 最高可得八千八百八十八元彩金');
    expect(renameTab(state, '/activity/firstDeposit/3', '')).toBe(state);
    expect(needsMarquee('新会员首存豪礼 · 最高可得八千八百八十八元彩金')).toBe(true);
    expect(needsMarquee('一二三四五六七八九十一二三四五')).toBe(false);
    expect(needsMarquee('一二三四五六七八九十一二三四五六')).toBe(true);
  });
});

describe('createTabBar titles', () => {
  it('keeps a title set before the visit resolves', () => {
    const bar = createTabBar();
    bar.setTitle('/activity/newTask/9', '新人任务：完成五步领取三百八十八元彩金');
    bar.visit('/activity/newTask/9');
    expect(bar.getSnapshot().tabs[1]?.title).toBe('新人任务：完成五步领取三百八十八元彩金');
  });
});

describe('tab bar kept across a reload (issue #28)', () => {
  it('rebuilds the visited pages from storage, and reads a malformed entry as none', async () => {
    const { createMemoryStorage } = await import('../auth/authFakes.ts');
    const storage = createMemoryStorage();
    const first = createTabBar({ storage });
    for (const path of ['/', '/game/egame', '/mine/wallet', '/app/help/ck']) first.visit(path);
    const before = first.getSnapshot().tabs.map((tab) => tab.path);
    expect(before.length).toBeGreaterThan(2);
    const reloaded = createTabBar({ storage });
    expect(reloaded.getSnapshot().tabs.map((tab) => tab.path)).toEqual(before);
    storage.set('visitedTabs', '{"v":1,"paths":[42,"javascript:x"]}');
    expect(
      createTabBar({ storage })
        .getSnapshot()
        .tabs.map((tab) => tab.path),
    ).toEqual(['/']);
    storage.set('visitedTabs', 'not json');
    expect(
      createTabBar({ storage })
        .getSnapshot()
        .tabs.map((tab) => tab.path),
    ).toEqual(['/']);
  });
});
