import { type ComponentType, createElement, use } from 'react';
import type { RouteComponent } from './navigation.ts';

/** Route name → screen; every screen but home is a lazy chunk, so `/` never loads another screen's code. */
export type ScreenMap = Record<string, RouteComponent>;

/**
 * A screen loaded with its route: the router awaits `preload()` before it renders the match, so the
 * previous page stays (with the top progress bar) until the chunk is in — no blank frame, no jump. A
 * failed load rejects (the route shows its error page) and the next `preload()` tries again.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteComponent {
  let component: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        component = pick(module);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Lazy() {
    // Rendered before its code is in (not through the router): the outlet's Suspense shows the pending page.
    if (component === undefined) use(preload());
    return createElement(component!);
  }
  return Object.assign(Lazy, { preload, loaded: () => component !== undefined });
}

/**
 * Issue #27: a group of lazy screens whose map (its import functions and preload lists) is itself a chunk:
 * each name's screen loads the group's map, then its own code. `preload()` of the group fetches the map
 * ahead of a click (the shell does it when the browser is first idle), so a click waits for the screen's
 * code alone, as with any lazy screen. `names` is the map's keys (a test checks they agree).
 */
export function screenGroup(
  names: readonly string[],
  load: () => Promise<ScreenMap>,
): { screens: ScreenMap; preload: () => Promise<void> } {
  let map: ScreenMap | undefined;
  let loading: Promise<ScreenMap> | undefined;
  const loadMap = () => {
    loading ??= load().then(
      (loaded) => (map = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const screenOf = (name: string): RouteComponent => {
    let pending: Promise<void> | undefined;
    const preload = () => {
      pending ??= loadMap()
        .then((loaded) => loaded[name]?.preload?.())
        .then(
          () => undefined,
          (error: unknown) => {
            pending = undefined;
            throw error;
          },
        );
      return pending;
    };
    const loaded = () => {
      const screen = map?.[name];
      return screen !== undefined && (screen.loaded?.() ?? true);
    };
    function GroupScreen() {
      // Rendered before its code is in (not through the router): the outlet's Suspense shows the pending page.
      if (!loaded()) use(preload());
      return createElement(map![name]!);
    }
    return Object.assign(GroupScreen, { preload, loaded });
  };
  return {
    screens: Object.fromEntries(names.map((name) => [name, screenOf(name)])),
    preload: async () => {
      await loadMap();
    },
  };
}
