import { createStore, type Readable } from '../engine/store.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
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

/** The stored paths, in bar order; anything malformed reads as none. */
function readStoredPaths(storage: StoragePort | undefined, max: number): string[] {
  const raw = storage?.get(StorageKey.visitedTabs) ?? null;
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || (parsed as { v?: unknown }).v !== 1) return [];
    const paths = (parsed as { paths?: unknown }).paths;
    if (!Array.isArray(paths)) return [];
    return paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/')).slice(0, max);
  } catch {
    return [];
  }
}

/**
 * The tab bar of visited routes (SPEC §2) as an engine capability; the web shell renders it. With a
 * `storage`, the visited pages survive a reload (issue #28): the bar is rebuilt from the stored paths
 * (their route titles; a page names itself again when shown) and saved on every change.
 */
export function createTabBar(deps: { max?: number; storage?: StoragePort } = {}): TabBar {
  const max = deps.max ?? MAX_TABS;
  const restored = readStoredPaths(deps.storage, max).reduce(
    (state, path) => visitTab(state, path, max),
    initialTabBar,
  );
  const store = createStore<TabBarState>(restored);
  if (deps.storage !== undefined) {
    const storage = deps.storage;
    let saved = '';
    store.subscribe(() => {
      const json = JSON.stringify({ v: 1, paths: store.getSnapshot().tabs.map((tab) => tab.path) });
      if (json === saved) return;
      saved = json;
      storage.set(StorageKey.visitedTabs, json);
    });
  }
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
