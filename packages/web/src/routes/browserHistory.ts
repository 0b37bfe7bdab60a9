import type { HistoryPort, RouterLocation, ScrollPort } from './navigation.ts';

/** Where scroll positions are kept across a reload of the page (per history entry key). */
const SCROLL_STORAGE_KEY = 'jinli-scroll-positions';

const keyOf = (state: unknown): string | undefined => {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : undefined;
};

/** The router's history port over `window.history` (pushState, replaceState, popstate). */
export function browserHistory(win: Window): HistoryPort {
  return {
    read: () => ({
      href: `${win.location.pathname}${win.location.search}${win.location.hash}`,
      key: keyOf(win.history.state),
    }),
    push: (href, key) => win.history.pushState({ key }, '', href),
    replace: (href, key) => win.history.replaceState({ key }, '', href),
    back: () => win.history.back(),
    listen(onPop) {
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/** The window's scroll for the router: the router restores it, not the browser (which would jump early). */
export function browserScroll(win: Window): ScrollPort {
  win.history.scrollRestoration = 'manual';
  return {
    position: () => win.scrollY,
    apply(location: RouterLocation, kept: number | undefined) {
      if (kept !== undefined) win.scrollTo({ top: kept, left: 0 });
      else if (location.hash !== '') win.document.getElementById(location.hash)?.scrollIntoView();
      else win.scrollTo({ top: 0, left: 0 });
    },
    load() {
      try {
        const stored = JSON.parse(win.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as unknown;
        return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
      } catch {
        return {};
      }
    },
    save(positions) {
      try {
        win.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    },
  };
}
