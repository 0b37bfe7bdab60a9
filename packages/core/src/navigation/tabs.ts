/**
 * SPEC §2 "a tab bar keeps a list of visited routes and a cache list": the visited tabs, which one is
 * active, and which screens stay cached. Pure rules; the web shell renders the bar and keeps the
 * cached screens' scroll and state.
 */
import { matchRoute, type RouteDef, TabCategory } from './routeTable.ts';

export interface VisitedTab {
  /** The pathname the tab reopens; one tab per pathname. */
  readonly path: string;
  readonly routeName: string;
  /** zh-CN title from the route table (the web shows it through its locale). */
  readonly title: string;
  readonly category: TabCategory | null;
}

export interface TabBarState {
  /** In the order they were opened; home first and never closed. */
  readonly tabs: readonly VisitedTab[];
  readonly activePath: string;
  /** Least recently used first: the eviction order when the bar is full. */
  readonly recent: readonly string[];
}

/** A sensible maximum: the bar fits one row at 1280 px, and a phone scrolls it. */
export const MAX_TABS = 10;
export const HOME_PATH = '/';

/** A route's tab category: its own (§2), else the one of the area it belongs to. */
export function tabCategoryOf(def: RouteDef): TabCategory | null {
  if (def.tab !== undefined) return def.tab;
  if (def.name === 'localSport') return TabCategory.Sport;
  if (def.name.startsWith('activity.')) return TabCategory.Discount;
  if (def.layout === 'help') return TabCategory.Customer;
  if (def.name === 'wallet' || def.name === 'exchange') return TabCategory.TransferMoney;
  if (def.name.endsWith('Waiting')) return TabCategory.SaveMoney;
  if (def.layout === 'mine') return TabCategory.Profile;
  return null;
}

/** The tab for a pathname, or null for screens that never get one (hidden, bare, not found). */
export function tabForPath(path: string): VisitedTab | null {
  const { route } = matchRoute(path);
  if (route.hidden || route.layout === 'bare') return null;
  return {
    path: normalisePath(path),
    routeName: route.name,
    title: route.title,
    category: tabCategoryOf(route),
  };
}

function normalisePath(path: string): string {
  const [pathname = '/'] = path.split(/[?#]/, 1);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const HOME_TAB = tabForPath(HOME_PATH)!;

export const initialTabBar: TabBarState = { tabs: [HOME_TAB], activePath: HOME_PATH, recent: [HOME_PATH] };

const touch = (recent: readonly string[], path: string) => [...recent.filter((p) => p !== path), path];

/** A visit: the tab is added (or activated) and, past the maximum, the least recently used one goes. */
export function visitTab(state: TabBarState, path: string, max: number = MAX_TABS): TabBarState {
  const tab = tabForPath(path);
  if (tab === null) return state;
  const known = state.tabs.some((t) => t.path === tab.path);
  let tabs = known ? state.tabs.map((t) => (t.path === tab.path ? tab : t)) : [...state.tabs, tab];
  let recent = touch(state.recent, tab.path);
  const limit = Math.max(2, max);
  while (tabs.length > limit) {
    const victim = recent.find((p) => p !== HOME_PATH && p !== tab.path);
    if (victim === undefined) break;
    tabs = tabs.filter((t) => t.path !== victim);
    recent = recent.filter((p) => p !== victim);
  }
  return { tabs, activePath: tab.path, recent };
}

/** Closing a tab; closing the active one moves to the most recently used tab left. Home stays. */
export function closeTab(state: TabBarState, path: string): TabBarState {
  if (path === HOME_PATH || !state.tabs.some((t) => t.path === path)) return state;
  const tabs = state.tabs.filter((t) => t.path !== path);
  const recent = state.recent.filter((p) => p !== path);
  const activePath = state.activePath === path ? (recent.at(-1) ?? HOME_PATH) : state.activePath;
  return { tabs, activePath, recent };
}

export function isClosable(tab: VisitedTab): boolean {
  return tab.path !== HOME_PATH;
}

/** The cache list: screens kept alive are exactly the open tabs. */
export function cachedPaths(state: TabBarState): readonly string[] {
  return state.tabs.map((t) => t.path);
}

/** A page that names itself (an activity, a game) shows that name on its tab; '' keeps the route title. */
export function renameTab(state: TabBarState, path: string, title: string): TabBarState {
  const key = normalisePath(path);
  const tab = state.tabs.find((t) => t.path === key);
  if (tab === undefined || title === '' || tab.title === title) return state;
  return { ...state, tabs: state.tabs.map((t) => (t === tab ? { ...t, title } : t)) };
}

/** SPEC §2: titles longer than this scroll as a marquee (reduced motion: ellipsis and a tooltip). */
export const MARQUEE_AFTER_CHARS = 15;

export function needsMarquee(title: string): boolean {
  return [...title].length > MARQUEE_AFTER_CHARS;
}
