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
