import { buildPath, matchRoute, type RouteDef, type RouteMatch } from '@jinli/core/rules';
import type { ComponentType } from 'react';

/**
 * The app's router (issue #27): core's route table and its one matcher (`matchRoute`) over the browser
 * history, with the SPEC §2 guard, a route's code and capabilities loaded before its page shows, the
 * pending page after a second, route errors and scroll restoration. React's side is routes/routing.tsx.
 */

/** Where the router is: pathname, query (`searchStr` with its `?`, `search` as strings) and hash. */
export interface RouterLocation {
  readonly pathname: string;
  readonly searchStr: string;
  readonly search: Readonly<Record<string, string>>;
  readonly hash: string;
  /** pathname + searchStr + hash with its `#`. */
  readonly href: string;
  /** This history entry's key (scroll positions are kept per entry). */
  readonly key: string;
}

/** The browser's history, behind a port so the router's logic runs in unit tests. */
export interface HistoryPort {
  /** The current address (path, query, hash) and its entry's key, if the router gave it one. */
  read(): { href: string; key: string | undefined };
  push(href: string, key: string): void;
  replace(href: string, key: string): void;
  back(): void;
  /** Back/forward: called after the address changed. Returns the disconnect. */
  listen(onPop: () => void): () => void;
}

/** The window's scroll, kept per history entry; absent in unit tests. */
export interface ScrollPort {
  position(): number;
  /** A position kept for the entry, or the top (the hash's element when there is one). */
  apply(location: RouterLocation, kept: number | undefined): void;
  /** Positions kept across a reload of the page. */
  load(): Record<string, number>;
  save(positions: Record<string, number>): void;
}

/** A route component; a lazy one (routes/lazyScreen.ts) says whether its code is in and loads it. */
export type RouteComponent = ComponentType & {
  preload?: () => Promise<void>;
  loaded?: () => boolean;
};

/** One level of the page (0: the layout, 1: the screen). */
export type Slot =
  | { readonly kind: 'view'; readonly component: RouteComponent }
  | { readonly kind: 'pending' }
  | { readonly kind: 'error'; readonly error: unknown };

/** What is on screen: a location, core's match for it and the layout and screen slots. */
export interface RouterView {
  readonly location: RouterLocation;
  readonly match: RouteMatch;
  readonly slots: readonly [Slot, Slot];
  /** false while it shows the pending page. */
  readonly settled: boolean;
  /** How it was reached: a new entry scrolls to the top, back/forward restores, the same address stays. */
  readonly arrival: Arrival;
}

type Arrival = 'load' | 'push' | 'pop' | 'same';

export interface RouterState {
  /** The location shown (the address bar's during a navigation is `router.latestLocation`). */
  readonly location: RouterLocation;
  readonly view: RouterView;
  readonly status: 'idle' | 'pending';
}

export interface NavigateOptions {
  /** A path (may hold `$param`s filled from `params`, a query and a hash) or a whole in-app href. */
  to?: string | undefined;
  href?: string | undefined;
  params?: Record<string, string> | undefined;
  search?: Record<string, string> | undefined;
  replace?: boolean | undefined;
}

export interface LocationChange {
  fromLocation: RouterLocation | undefined;
  toLocation: RouterLocation;
}

export interface RouterEvents {
  /** A navigation starts (back/forward too); the page shown is still `fromLocation`'s. */
  onBeforeNavigate: LocationChange;
  /** A navigation ended: its page (or its error) is shown, or it was redirected. */
  onResolved: LocationChange;
  /** Its page is rendered (after the scroll was restored). */
  onRendered: LocationChange;
}

export interface RouterOptions {
  history: HistoryPort;
  scroll?: ScrollPort;
  /** The layout and the screen that show a route of core's table. */
  views(def: RouteDef): readonly [RouteComponent, RouteComponent];
  /** SPEC §2's guard: the href to go to instead, or null. Runs on every navigation. */
  guard?: (pathname: string, href: string) => Promise<string | null>;
  /** Loads what the route's screen uses (its capabilities, texts); a rejection shows the route error. */
  prepare?: (pathname: string) => Promise<void>;
  /** How long the previous page stays before the pending page shows. */
  pendingMs?: number;
  newKey?: () => string;
}

const MAX_REDIRECTS = 8;
const KEPT_POSITIONS = 50;

function normalisePath(path: string): string {
  let pathname = `/${path}`.replace(/\/{2,}/g, '/');
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  try {
    return encodeURI(decodeURI(pathname));
  } catch {
    return pathname;
  }
}

/** An in-app href as the router's location: `//` collapsed, no trailing slash, the path percent-encoded. */
export function parseHref(href: string, key: string): RouterLocation {
  const hashAt = href.indexOf('#');
  const hash = hashAt < 0 ? '' : href.slice(hashAt + 1);
  const rest = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const pathname = normalisePath(queryAt < 0 ? rest : rest.slice(0, queryAt));
  const query = queryAt < 0 ? '' : rest.slice(queryAt + 1);
  const searchStr = query === '' ? '' : `?${query}`;
  const search = Object.fromEntries(new URLSearchParams(query));
  return { pathname, searchStr, search, hash, href: `${pathname}${searchStr}${hash ? `#${hash}` : ''}`, key };
}

/** The href a navigation asks for: `to` with its params filled and `search` appended, or `href`. */
export function hrefOf(options: NavigateOptions): string {
  if (options.href !== undefined) return options.href;
  const to = options.to ?? '/';
  const path = options.params === undefined ? to : buildPath(to, options.params);
  if (options.search === undefined) return path;
  const query = new URLSearchParams(options.search).toString();
  return query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Whether a link to `target` is active at `current`: the same path (or a parent path unless exact), its query a subset. */
export function isActiveAt(current: RouterLocation, target: RouterLocation, exact = false): boolean {
  const here = current.pathname;
  const there = target.pathname;
  const pathMatches = exact
    ? here === there
    : here === there || (here.startsWith(there) && (there.endsWith('/') || here[there.length] === '/'));
  if (!pathMatches || (there === '/' && here !== '/')) return false;
  return Object.entries(target.search).every(([name, value]) => current.search[name] === value);
}

const randomKey = () => Math.random().toString(36).slice(2, 10);

const loaded = (component: RouteComponent) => component.loaded?.() ?? true;

type Listener<E extends keyof RouterEvents> = (event: RouterEvents[E]) => void;

export class Router {
  readonly options: RouterOptions;
  readonly history: HistoryPort;
  state: RouterState;
  /** The address bar's location (ahead of `state.location` while a navigation loads). */
  latestLocation: RouterLocation;
  private navigation = 0;
  private readonly stateListeners = new Set<() => void>();
  private readonly listeners: { [E in keyof RouterEvents]: Set<Listener<E>> } = {
    onBeforeNavigate: new Set(),
    onResolved: new Set(),
    onRendered: new Set(),
  };
  private readonly positions: Record<string, number>;
  private lastRendered: RouterView | null = null;
  private shownOnce = false;

  constructor(options: RouterOptions) {
    this.options = options;
    this.history = options.history;
    this.positions = options.scroll?.load() ?? {};
    const { href, key } = options.history.read();
    this.latestLocation = parseHref(href, key ?? this.newKey());
    // The address normalised (`//`, a trailing slash) and keyed, without a new entry.
    if (this.latestLocation.href !== href || key === undefined)
      options.history.replace(this.latestLocation.href, this.latestLocation.key);
    const location = this.latestLocation;
    this.state = {
      location,
      status: 'pending',
      view: {
        location,
        match: matchRoute(location.pathname),
        slots: [{ kind: 'pending' }, { kind: 'pending' }],
        settled: false,
        arrival: 'load',
      },
    };
    options.history.listen(() => {
      const current = options.history.read();
      this.latestLocation = parseHref(current.href, current.key ?? this.newKey());
      // An entry the router did not make (a hash link): keyed now, so its scroll can be kept.
      if (current.key === undefined)
        options.history.replace(this.latestLocation.href, this.latestLocation.key);
      void this.resolve(this.latestLocation, 'pop');
    });
  }

  /** The first match (main.tsx awaits it before the first render). */
  load(): Promise<void> {
    return this.resolve(this.latestLocation, 'load');
  }

  /** The current address again: its guard, code and capabilities (重试 after a route error). */
  invalidate(): Promise<void> {
    return this.resolve(this.latestLocation, 'same');
  }

  navigate(options: NavigateOptions): Promise<void> {
    const href = hrefOf(options);
    const same = parseHref(href, '').href === this.latestLocation.href;
    if (same) return this.resolve(this.latestLocation, 'same');
    const location = parseHref(href, this.newKey());
    if (options.replace === true) this.history.replace(location.href, location.key);
    else this.history.push(location.href, location.key);
    this.latestLocation = location;
    return this.resolve(location, 'push');
  }

  /** The location a navigation to `options` would reach (a link's href and active state). */
  buildLocation(options: NavigateOptions): RouterLocation {
    return parseHref(hrefOf(options), '');
  }

  subscribe<E extends keyof RouterEvents>(event: E, listener: Listener<E>): () => void {
    const set = this.listeners[event] as Set<Listener<E>>;
    set.add(listener);
    return () => set.delete(listener);
  }

  /** For useSyncExternalStore: called on every change of `state`. */
  readonly subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** The view layer reports a settled view on screen: the scroll is restored, then onRendered. */
  rendered(view: RouterView): void {
    if (!view.settled || view === this.lastRendered) return;
    const from = this.lastRendered?.location;
    this.lastRendered = view;
    const { scroll } = this.options;
    if (scroll !== undefined && view.arrival !== 'same') {
      const kept = view.arrival === 'push' ? undefined : this.positions[view.location.key];
      // A first load restores only a position kept across a reload; a page never scrolled stays put.
      if (view.arrival !== 'load' || kept !== undefined) scroll.apply(view.location, kept);
    }
    this.emit('onRendered', { fromLocation: from, toLocation: view.location });
  }

  /** Keeps the scroll position of the page shown (before it is left, and when the page is hidden). */
  keepScroll(): void {
    const { scroll } = this.options;
    if (scroll === undefined || this.lastRendered === null) return;
    const key = this.lastRendered.location.key;
    delete this.positions[key];
    this.positions[key] = scroll.position();
    const keys = Object.keys(this.positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - KEPT_POSITIONS))) delete this.positions[old];
    scroll.save(this.positions);
  }

  private newKey(): string {
    return (this.options.newKey ?? randomKey)();
  }

  private emit<E extends keyof RouterEvents>(event: E, payload: RouterEvents[E]): void {
    for (const listener of [...(this.listeners[event] as Set<Listener<E>>)]) listener(payload);
  }

  private setState(state: RouterState): void {
    this.state = state;
    for (const listener of [...this.stateListeners]) listener();
  }

  private show(view: RouterView, status: RouterState['status']): void {
    // A level that shows the same component keeps its slot object, so it does not render again.
    const previous = this.state.view.slots;
    const same = (index: 0 | 1) => {
      const before = previous[index];
      const next = view.slots[index];
      return before.kind === 'view' && next.kind === 'view' && before.component === next.component
        ? before
        : next;
    };
    this.setState({ location: view.location, status, view: { ...view, slots: [same(0), same(1)] } });
  }

  private async resolve(location: RouterLocation, arrival: Arrival, redirects = 0): Promise<void> {
    const id = ++this.navigation;
    const fromLocation = this.shownOnce ? this.state.location : undefined;
    this.keepScroll();
    this.emit('onBeforeNavigate', { fromLocation, toLocation: location });
    if (this.state.status !== 'pending') this.setState({ ...this.state, status: 'pending' });
    const finish = (view: RouterView) => {
      this.shownOnce = true;
      this.show(view, 'idle');
      this.emit('onResolved', { fromLocation, toLocation: location });
    };
    const match = matchRoute(location.pathname);
    const [layout, screen] = this.options.views(match.route);
    // The layout's and the screen's code travel while the guard decides (issue #27: a login-only page's guard
    // waits for the session check, a round trip). A redirect leaves them loaded and unused; a failure counts
    // only once the guard lets the page show (below).
    const codeLoads = [layout.preload?.(), screen.preload?.()] as const;
    for (const load of codeLoads) load?.catch(() => undefined);
    let redirect: string | null = null;
    try {
      redirect = (await this.options.guard?.(location.pathname, location.href)) ?? null;
    } catch (error) {
      if (id === this.navigation)
        finish({
          location,
          match,
          slots: [{ kind: 'error', error }, { kind: 'pending' }],
          settled: true,
          arrival,
        });
      return;
    }
    if (id !== this.navigation) return;
    if (redirect !== null && redirects < MAX_REDIRECTS) {
      const next = parseHref(redirect, this.newKey());
      this.history.replace(next.href, next.key);
      this.latestLocation = next;
      // The redirect's own navigation reports its start and its end.
      await this.resolve(next, arrival === 'same' ? 'push' : arrival, redirects + 1);
      return;
    }
    // The previous page stays a moment; then the layout (when its code is in) with the pending page.
    const pendingTimer = setTimeout(() => {
      if (id !== this.navigation) return;
      const layoutSlot: Slot = loaded(layout) ? { kind: 'view', component: layout } : { kind: 'pending' };
      this.shownOnce = true;
      this.show(
        { location, match, slots: [layoutSlot, { kind: 'pending' }], settled: false, arrival },
        'pending',
      );
    }, this.options.pendingMs ?? 1000);
    const [layoutLoad, screenLoad, prepared] = await Promise.allSettled([
      ...codeLoads,
      this.options.prepare?.(location.pathname),
    ]);
    clearTimeout(pendingTimer);
    if (id !== this.navigation) return;
    const screenError =
      screenLoad.status === 'rejected'
        ? screenLoad.reason
        : prepared.status === 'rejected'
          ? prepared.reason
          : null;
    const slots: [Slot, Slot] =
      layoutLoad.status === 'rejected'
        ? [{ kind: 'error', error: layoutLoad.reason }, { kind: 'pending' }]
        : [
            { kind: 'view', component: layout },
            screenError === null
              ? { kind: 'view', component: screen }
              : { kind: 'error', error: screenError },
          ];
    finish({ location, match, slots, settled: true, arrival });
  }
}
