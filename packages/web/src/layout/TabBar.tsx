import type { TabBarState } from '@jinli/core/rules';
import { Suspense, use, useEffect, useLayoutEffect, useState } from 'react';
import { useServices } from '../app/ServicesProvider.tsx';
import './tabBar.css';

// Issue #27: the tabs show once a second page was visited, so a first visit to `/` shows none; their code
// (the list, the category icons) is its own chunk. It loads before the first render when the bar shows
// then (preloadTabBar: a deep link, or tabs kept from an earlier visit), else when the browser is first
// idle, long before a second page can open.
let TabBarListView: typeof import('./TabBarList.tsx').TabBarList | undefined;
let loading: Promise<void> | undefined;

/** Loads the tab list's code (once; a failed load is tried again on the next call). */
export function preloadTabBar(): Promise<void> {
  loading ??= import('./TabBarList.tsx').then(
    (module) => {
      TabBarListView = module.TabBarList;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the bar shows now (two tabs or more); main.tsx loads its code before the first render then. */
export function tabBarShows(state: TabBarState): boolean {
  return state.tabs.length >= 2;
}

/** How long the idle preload may wait. */
const PRELOAD_TIMEOUT_MS = 3000;

// What the loading bar waits for: never rejects (a failed load shows no bar; the next render tries again).
let ready: Promise<void> | undefined;
const whenReady = () => {
  ready ??= preloadTabBar().catch(() => {
    ready = undefined;
  });
  return ready;
};

function LoadingTabBar({ state }: { state: TabBarState }) {
  use(whenReady());
  const List = TabBarListView;
  return List === undefined ? null : <List state={state} />;
}

/** SPEC §2: the visited pages as tabs (core's tab bar); a revisited tab keeps its scroll and state. */
export function TabBar() {
  const bar = useServices().TabBar;
  // Subscribed in a layout effect, not useSyncExternalStore's passive one: a page names its tab in its own
  // layout effect (usePageTitle), and the renamed chip is then drawn before the first paint instead of a
  // render later, where its wider chip moved the close button (a layout shift, issue #27).
  const [state, setState] = useState(bar.getSnapshot);
  useLayoutEffect(() => {
    setState(bar.getSnapshot());
    return bar.subscribe(() => setState(bar.getSnapshot()));
  }, [bar]);
  useEffect(() => {
    const preload = () => void preloadTabBar().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: PRELOAD_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preload, 1);
    return () => window.clearTimeout(handle);
  }, []);
  if (!tabBarShows(state)) return null;
  if (TabBarListView !== undefined) return <TabBarListView state={state} />;
  return (
    <Suspense fallback={null}>
      <LoadingTabBar state={state} />
    </Suspense>
  );
}
