import { createStore, type Readable } from '../engine/store.ts';
import { closeTab, initialTabBar, MAX_TABS, type TabBarState, visitTab } from './tabs.ts';

export interface TabBar extends Readable<TabBarState> {
  /** A resolved navigation: pages without a tab (login, loading, hidden pages) leave the bar as it is. */
  visit(path: string): void;
  /** Closes a tab; returns the path to show next when it was the active one, else null. */
  close(path: string): string | null;
}

/** The tab bar of visited routes (SPEC §2) as an engine capability; the web shell renders it. */
export function createTabBar(deps: { max?: number } = {}): TabBar {
  const store = createStore<TabBarState>(initialTabBar);
  const max = deps.max ?? MAX_TABS;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    visit: (path) => store.update((state) => visitTab(state, path, max)),
    close(path) {
      const before = store.getSnapshot();
      store.update((state) => closeTab(state, path));
      const after = store.getSnapshot();
      return before.activePath === path && after !== before ? after.activePath : null;
    },
  };
}
