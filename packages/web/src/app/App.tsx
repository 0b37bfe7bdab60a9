import type { TabBar } from '@jinli/core';
import { cachedPaths } from '@jinli/core/rules';
import type { Container } from 'inversify';
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatLauncher } from '../chat/ChatLauncher.tsx';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { AuthDialog } from '../dialogs/auth/AuthDialog.tsx';
import { VenueTransferHost } from '../dialogs/venueTransfer/VenueTransferHost.tsx';
import type { Texts } from '../i18n/texts.ts';
import { I18nProvider, useTranslation } from '../i18n/useTranslation.tsx';
import { preloadTabBar, tabBarShows } from '../layout/TabBar.tsx';
import { type AppRouter, preloadScreenGroups, ROUTER_COMPONENTS } from '../routes/router.tsx';
import { RouterProvider } from '../routes/routing.tsx';
import { useStartupLinks } from './guardedRouter.ts';
import { ServicesProvider, useServices } from './ServicesProvider.tsx';
import { keepTabScroll } from './tabScroll.ts';
import { Tokens } from './tokens.ts';

export { connectScreen, createGuardedRouter } from './guardedRouter.ts';

/**
 * Issue #27: the tab bar's code, when the first render shows the bar (a deep link, or tabs kept from an
 * earlier visit); main.tsx awaits it with the first match. Never rejects.
 */
export function prepareTabBar(container: Container, pathname: string): Promise<void> {
  const shows = pathname !== '/' || tabBarShows(container.get<TabBar>(Tokens.TabBar).getSnapshot());
  return shows ? preloadTabBar().catch(() => undefined) : Promise.resolve();
}

/**
 * Renders the app into the page's root (main.tsx, once the first route is resolved). A transition:
 * React renders the first screen in slices and yields between them, so a slow phone keeps answering
 * taps (no long task). The built boot shell stays until the first screen commits.
 */
export function mountApp(rootElement: HTMLElement, container: Container, router: AppRouter): void {
  // The first route is resolved (main.tsx): its tab is in the bar before the first render, so the
  // visited-page tabs are drawn in the same commit as the page under them. Visited from the shell's
  // layout effect instead, the bar (about 42 px) came a render later, after the first paint, and pushed
  // <main> down: a layout shift on a phone's first view of a page (issue #27).
  container.get<TabBar>(Tokens.TabBar).visit(router.state.location.pathname);
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App container={container} router={router} />
      </StrictMode>,
    ),
  );
}

export function App({ container, router }: { container: Container; router: AppRouter }) {
  const i18n = container.get<Texts>(Tokens.I18n);
  return (
    <ServicesProvider container={container}>
      <I18nProvider i18n={i18n}>
        <Shell router={router} />
      </I18nProvider>
    </ServicesProvider>
  );
}

/** How long the idle preload of the screen groups' maps may wait. */
const SCREEN_GROUPS_TIMEOUT_MS = 3000;

function Shell({ router }: { router: AppRouter }) {
  const { t } = useTranslation();
  const ui = useServices().UiStore;
  const navigator = useServices().Navigator;
  const tabBar = useServices().TabBar;
  useStartupLinks();

  // Layout effects: connected before any screen's own effects (the first route renders with this
  // shell; main.tsx loads it before the first render).
  useLayoutEffect(
    () => keepTabScroll(router, (path) => cachedPaths(tabBar.getSnapshot()).includes(path)),
    [router, tabBar],
  );
  useLayoutEffect(() => {
    const offStart = router.subscribe('onBeforeNavigate', () => ui.startProgress());
    const offEnd = router.subscribe('onResolved', ({ toLocation }) => {
      ui.finishProgress();
      tabBar.visit(toLocation.pathname);
    });
    // The first route's tab was visited before the first render (mountApp), so before this subscription.
    return () => {
      offStart();
      offEnd();
    };
  }, [router, ui, tabBar]);

  // Issue #27: the wallet, member-centre, games and activity screen maps are fetched when the browser is first idle.
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preloadScreenGroups, { timeout: SCREEN_GROUPS_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preloadScreenGroups, 1);
    return () => window.clearTimeout(handle);
  }, []);

  return (
    <ErrorBoundary
      title={t('errors.boundaryTitle')}
      hint={t('errors.boundaryHint')}
      reloadText={t('common.reload')}
      onReload={() => navigator.reload()}
    >
      {/* Before the router so the route-level dialog stack (terms, tips) stacks above it. */}
      <AuthDialog />
      <VenueTransferHost />
      <RouterProvider router={router} components={ROUTER_COMPONENTS} />
      <ChatLauncher />
    </ErrorBoundary>
  );
}
