import { createStore, type Readable } from '../engine/store.ts';
import {
  closeTab,
  initialTabBar,
  MAX_TABS,
  renameTab,
  type TabBarState,
  tabForPath,
  visitTab,
} from './tabs.ts';

export interface TabBar extends Readable<TabBarState> {
  /** A resolved navigation: pages without a tab (login, loading, hidden pages) leave the bar as it is. */
  visit(path: string): void;
  /** Closes a tab; returns the path to show next when it was the active one, else null. */
  close(path: string): string | null;
  /** The page's own title for its tab (zh-CN, as the page sets its document title). */
  setTitle(path: string, title: string): void;
}

/** The tab bar of visited routes (SPEC §2) as an engine capability; the web shell renders it. */
export function createTabBar(deps: { max?: number } = {}): TabBar {
  const store = createStore<TabBarState>(initialTabBar);
  const max = deps.max ?? MAX_TABS;
  const titles = new Map<string, string>();
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    visit(path) {
      // A page may name itself before its navigation resolves: its title waits for the tab.
      const title = titles.get(tabForPath(path)?.path ?? path);
      store.update((state) => {
        const visited = visitTab(state, path, max);
        return title === undefined ? visited : renameTab(visited, path, title);
      });
    },
    setTitle(path, title) {
      titles.set(tabForPath(path)?.path ?? path, title);
      store.update((state) => renameTab(state, path, title));
    },
    close(path) {
      const before = store.getSnapshot();
      store.update((state) => closeTab(state, path));
      const after = store.getSnapshot();
      return before.activePath === path && after !== before ? after.activePath : null;
    },
  };
}
