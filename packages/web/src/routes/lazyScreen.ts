import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/** Route name → screen; every screen but home is a lazy chunk, so `/` never loads another screen's code. */
export type ScreenMap = Record<string, RouteComponent>;

/**
 * A screen loaded with its route: the router awaits `preload()` before it renders the match, so the
 * previous page stays (with the top progress bar) until the chunk is in — no blank frame, no jump.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteComponent {
  return lazyRouteComponent(() => load().then((module) => ({ default: pick(module) })));
}
