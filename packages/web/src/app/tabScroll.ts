import type { Router } from '../routes/navigation.ts';

/** How long a revisited tab waits for its content to grow tall enough for the kept scroll. */
const RESTORE_WINDOW_MS = 2500;

/**
 * SPEC §2 cache list, for scroll: each open tab's page keeps its scroll position, restored when the
 * member comes back to it, however it is reopened (tab, header link). Lobbies fill in after their data
 * arrives, so the position is applied as soon as the page is tall enough. Returns the disconnect.
 */
export function keepTabScroll(router: Router, isCached: (path: string) => boolean): () => void {
  const kept = new Map<string, number>();
  let stopPending: (() => void) | null = null;
  let shownPath: string | null = null;

  const offBefore = router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
    stopPending?.();
    if (fromLocation) kept.set(fromLocation.pathname, window.scrollY);
  });
  const offRendered = router.subscribe('onRendered', ({ toLocation }) => {
    const path = toLocation.pathname;
    // onRendered repeats for the same page (a search change, a re-render): only a page change restores.
    if (shownPath === path || toLocation.hash) return;
    shownPath = path;
    const y = isCached(path) ? kept.get(path) : undefined;
    if (y === undefined || y <= 0) return;
    const startedAt = performance.now();
    const tryRestore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
      window.scrollTo({ top: y, left: 0 });
      if (reachable || performance.now() - startedAt > RESTORE_WINDOW_MS) stopPending?.();
    };
    const observer = new ResizeObserver(tryRestore);
    const stopOnUserScroll = () => stopPending?.();
    stopPending = () => {
      observer.disconnect();
      window.removeEventListener('wheel', stopOnUserScroll);
      window.removeEventListener('touchmove', stopOnUserScroll);
      stopPending = null;
    };
    observer.observe(document.body);
    window.addEventListener('wheel', stopOnUserScroll, { passive: true });
    window.addEventListener('touchmove', stopOnUserScroll, { passive: true });
    requestAnimationFrame(tryRestore);
  });
  return () => {
    stopPending?.();
    offBefore();
    offRendered();
  };
}
