import type { RouteDef } from '@jinli/core/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type HistoryPort,
  hrefOf,
  isActiveAt,
  parseHref,
  type RouteComponent,
  Router,
  type RouterOptions,
  type ScrollPort,
} from './navigation.ts';

/** A browser history in memory: entries, an index, popstate on back/forward. */
function memoryHistory(start: string) {
  const entries: { href: string; key: string | undefined }[] = [{ href: start, key: undefined }];
  let index = 0;
  let onPop: (() => void) | null = null;
  const go = (delta: number) => {
    index += delta;
    onPop?.();
  };
  const port: HistoryPort = {
    read: () => ({ ...entries[index]! }),
    push(href, key) {
      entries.splice(index + 1, entries.length, { href, key });
      index += 1;
    },
    replace(href, key) {
      entries[index] = { href, key };
    },
    back: () => go(-1),
    listen(listener) {
      onPop = listener;
      return () => {
        onPop = null;
      };
    },
  };
  return { port, entries: () => entries.map((entry) => entry.href), index: () => index, go };
}

const component = (name: string): RouteComponent => Object.assign(() => null, { displayName: name });

/** A lazy component whose code arrives when the test says so (or fails). */
function lazy(name: string) {
  let done = false;
  let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const preload = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = {
          resolve: () => {
            done = true;
            resolve();
          },
          reject,
        };
      }),
  );
  const view = Object.assign(() => null, { displayName: name, preload, loaded: () => done });
  return { view, preload, arrive: () => settle?.resolve(), fail: () => settle?.reject(new Error('chunk')) };
}

const LAYOUT = component('layout');
const SCREEN = component('screen');

function setup(start: string, options: Partial<RouterOptions> = {}) {
  const history = memoryHistory(start);
  let keys = 0;
  const views = vi.fn((_def: RouteDef) => [LAYOUT, SCREEN] as const);
  const router = new Router({ history: history.port, views, newKey: () => `k${++keys}`, ...options });
  return { router, history, views };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('locations', () => {
  it('collapses doubled slashes and a trailing slash, keeps query and hash, reads the query as strings', () => {
    const location = parseHref('//mine//wallet/?tab=2&q=%E5%8F%96#top', 'k');
    expect(location).toMatchObject({
      pathname: '/mine/wallet',
      searchStr: '?tab=2&q=%E5%8F%96',
      search: { tab: '2', q: '取' },
      hash: 'top',
      href: '/mine/wallet?tab=2&q=%E5%8F%96#top',
    });
    expect(parseHref('/', 'k').pathname).toBe('/');
    // A path written in Chinese is the same location as its percent-encoded address.
    expect(parseHref('/game/sport/足球', 'k').pathname).toBe(
      parseHref('/game/sport/%E8%B6%B3%E7%90%83', 'k').pathname,
    );
  });

  it("fills a route's params through core's buildPath and appends the search", () => {
    expect(hrefOf({ to: '/mine/accountManage/$id', params: { id: 'all' } })).toBe('/mine/accountManage/all');
    expect(hrefOf({ to: '/app/help/qk', search: { q: '取款 密码' } })).toBe(
      '/app/help/qk?q=%E5%8F%96%E6%AC%BE+%E5%AF%86%E7%A0%81',
    );
    expect(hrefOf({ to: '/x?a=1', search: { b: '2' } })).toBe('/x?a=1&b=2');
    expect(hrefOf({ href: '/redirect/mine/vip?x=1', to: '/' })).toBe('/redirect/mine/vip?x=1');
  });

  it('a link is active on its page and below it (unless exact); home only at home; its query must match', () => {
    const at = (href: string) => parseHref(href, 'k');
    expect(isActiveAt(at('/game/sport/crty'), at('/game/sport'))).toBe(true);
    expect(isActiveAt(at('/game/sport/crty'), at('/game/sport'), true)).toBe(false);
    expect(isActiveAt(at('/game/sportish'), at('/game/sport'))).toBe(false);
    expect(isActiveAt(at('/game/sport'), at('/'))).toBe(false);
    expect(isActiveAt(at('/'), at('/'))).toBe(true);
    expect(isActiveAt(at('/app/help/qk?q=a&x=1'), at('/app/help/qk?q=a'))).toBe(true);
    expect(isActiveAt(at('/app/help/qk?q=b'), at('/app/help/qk?q=a'))).toBe(false);
  });
});

describe('router', () => {
  it("matches through core's route table: the route, its params and its layout's views", async () => {
    const { router, views } = setup('/activity/racePage/7');
    await router.load();
    expect(router.state.status).toBe('idle');
    expect(router.state.view.match.route.name).toBe('activity.racePage');
    expect(router.state.view.match.params).toEqual({ id: '7' });
    expect(router.state.view.slots).toEqual([
      { kind: 'view', component: LAYOUT },
      { kind: 'view', component: SCREEN },
    ]);
    expect(views).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'activity.racePage', layout: 'main' }),
    );

    await router.navigate({ to: '/no/such/page' });
    expect(router.state.view.match.route.name).toBe('notFound');
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('keys the first entry and normalises its address without adding one', () => {
    const { router, history } = setup('/mine//wallet/');
    expect(history.entries()).toEqual(['/mine/wallet']);
    expect(history.port.read().key).toBe(router.latestLocation.key);
  });

  it('pushes entries, replaces on request, treats the same address as no new entry, and follows back', async () => {
    const { router, history } = setup('/');
    await router.load();
    await router.navigate({ to: '/game/egame' });
    await router.navigate({ to: '/game/realbet', replace: true });
    await router.navigate({ to: '/game/realbet' });
    expect(history.entries()).toEqual(['/', '/game/realbet']);
    expect(router.state.view.arrival).toBe('same');

    const changes: string[] = [];
    router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) =>
      changes.push(`${fromLocation?.pathname} -> ${toLocation.pathname}`),
    );
    router.subscribe('onResolved', ({ toLocation }) => changes.push(`resolved ${toLocation.pathname}`));
    router.history.back();
    await settle();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.view.arrival).toBe('pop');
    expect(changes).toEqual(['/game/realbet -> /', 'resolved /']);
  });

  it('hands the guard the path and the href with its query; a redirect replaces the entry it refused', async () => {
    const guard = vi.fn(async (pathname: string) => (pathname.startsWith('/mine') ? '/?login=1' : null));
    const { router, history } = setup('/', { guard });
    await router.load();
    const resolved: string[] = [];
    router.subscribe('onResolved', ({ toLocation }) => resolved.push(toLocation.href));
    await router.navigate({ to: '/mine/userinfo', search: { from: '/game/sport' } });
    expect(guard).toHaveBeenCalledWith('/mine/userinfo', '/mine/userinfo?from=%2Fgame%2Fsport');
    expect(history.entries()).toEqual(['/', '/?login=1']);
    expect(router.state.location).toMatchObject({ pathname: '/', search: { login: '1' } });
    // The refused page never showed and is not a visited page.
    expect(resolved).toEqual(['/?login=1']);
  });

  it('runs the guard on back and forward too', async () => {
    let loggedIn = true;
    const guard = vi.fn(async (pathname: string) => (pathname.startsWith('/mine') && !loggedIn ? '/' : null));
    const { router, history } = setup('/mine/wallet', { guard });
    await router.load();
    await router.navigate({ to: '/game/sport' });
    loggedIn = false;
    router.history.back();
    await settle();
    expect(router.state.location.pathname).toBe('/');
    expect(history.entries()).toEqual(['/', '/game/sport']);
  });

  it("asks for the page's code while the guard is still deciding, and shows the page once both are done", async () => {
    const screen = lazy('screen');
    let allow: (redirect: string | null) => void = () => undefined;
    const guard = vi.fn(
      (pathname: string) =>
        new Promise<string | null>((resolve) => {
          if (pathname === '/') resolve(null);
          else allow = resolve;
        }),
    );
    const { router } = setup('/', {
      guard,
      views: (def) => [LAYOUT, def.name === 'discount' ? screen.view : SCREEN],
    });
    await router.load();
    const going = router.navigate({ to: '/activity/discount' });
    await settle();
    // The session check has not answered, and the code is already on its way.
    expect(screen.preload).toHaveBeenCalledTimes(1);
    screen.arrive();
    await settle();
    expect(router.state.location.pathname).toBe('/');
    allow(null);
    await going;
    expect(router.state.view.slots[1]).toEqual({ kind: 'view', component: screen.view });
    expect(screen.preload).toHaveBeenCalledTimes(1);
  });

  it('a refused page whose code failed to load still redirects, with no error shown', async () => {
    const screen = lazy('screen');
    const guard = vi.fn(async (pathname: string) => {
      if (pathname === '/') return null;
      screen.fail();
      await settle();
      return '/?login=1';
    });
    const { router } = setup('/', {
      guard,
      views: (def) => [LAYOUT, def.name === 'discount' ? screen.view : SCREEN],
    });
    await router.load();
    await router.navigate({ to: '/activity/discount' });
    expect(router.state.location).toMatchObject({ pathname: '/', search: { login: '1' } });
    expect(router.state.view.slots[1]).toEqual({ kind: 'view', component: SCREEN });
  });

  it('keeps the previous page while the code loads, then shows the layout with the pending page', async () => {
    vi.useFakeTimers();
    const screen = lazy('screen');
    const { router } = setup('/', {
      views: (def) => [LAYOUT, def.name === 'discount' ? screen.view : SCREEN],
      pendingMs: 1000,
    });
    await router.load();
    const going = router.navigate({ to: '/activity/discount' });
    await vi.advanceTimersByTimeAsync(999);
    expect(router.state).toMatchObject({ status: 'pending', location: { pathname: '/' } });
    expect(router.latestLocation.pathname).toBe('/activity/discount');
    await vi.advanceTimersByTimeAsync(1);
    expect(router.state.location.pathname).toBe('/activity/discount');
    expect(router.state.view.settled).toBe(false);
    expect(router.state.view.slots).toEqual([{ kind: 'view', component: LAYOUT }, { kind: 'pending' }]);
    screen.arrive();
    await going;
    expect(router.state.view.slots[1]).toEqual({ kind: 'view', component: screen.view });
    expect(router.state.status).toBe('idle');
  });

  it('shows the route error inside the layout when the code or the capabilities fail; invalidate tries again', async () => {
    const screen = lazy('screen');
    let capabilities: 'fail' | 'ok' = 'fail';
    const { router } = setup('/', {
      views: (def) => [LAYOUT, def.name === 'discount' ? screen.view : SCREEN],
      prepare: async (pathname) => {
        if (pathname !== '/' && capabilities === 'fail') throw new Error('capability chunk');
      },
    });
    await router.load();
    const going = router.navigate({ to: '/activity/discount' });
    await settle();
    screen.fail();
    await going;
    expect(router.state.view.slots[0]).toEqual({ kind: 'view', component: LAYOUT });
    expect(router.state.view.slots[1]).toMatchObject({ kind: 'error', error: new Error('chunk') });

    capabilities = 'ok';
    const retrying = router.invalidate();
    await settle();
    expect(screen.preload).toHaveBeenCalledTimes(2);
    screen.arrive();
    await retrying;
    expect(router.state.view.slots[1]).toEqual({ kind: 'view', component: screen.view });
  });

  it('a later navigation wins over one still loading', async () => {
    const screen = lazy('screen');
    const { router } = setup('/', {
      views: (def) => [LAYOUT, def.name === 'discount' ? screen.view : SCREEN],
    });
    await router.load();
    const slow = router.navigate({ to: '/activity/discount' });
    await router.navigate({ to: '/game/sport' });
    screen.arrive();
    await slow;
    expect(router.state.location.pathname).toBe('/game/sport');
  });

  it('restores the scroll of an entry on back, scrolls a new entry to the top, leaves the same address', async () => {
    let y = 0;
    const applied: (number | undefined)[] = [];
    const saved: Record<string, number>[] = [];
    const scroll: ScrollPort = {
      position: () => y,
      apply: (_location, kept) => applied.push(kept),
      load: () => ({}),
      save: (positions) => saved.push({ ...positions }),
    };
    const { router } = setup('/', { scroll });
    const onRendered = vi.fn();
    router.subscribe('onRendered', onRendered);
    await router.load();
    router.rendered(router.state.view);
    expect(applied).toEqual([]);
    y = 640;
    await router.navigate({ to: '/game/egame' });
    router.rendered(router.state.view);
    await router.navigate({ to: '/game/egame' });
    router.rendered(router.state.view);
    router.history.back();
    await settle();
    router.rendered(router.state.view);
    expect(applied).toEqual([undefined, 640]);
    expect(saved.at(-1)).toMatchObject({ k1: 640 });
    expect(onRendered).toHaveBeenCalledTimes(4);
  });
});
