import { brandTitle } from '@jinli/core/contract';
import { useEffect, useLayoutEffect } from 'react';
import { useServices } from '../app/ServicesProvider.tsx';
import { useBrand } from '../app/useBrand.ts';
import { useReadable } from '../app/useReadable.ts';
import { useServerText } from '../i18n/useServerText.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { type ErrorComponentProps, useRouterState } from './routing.tsx';
import './pages.css';

/**
 * Keeps the tab title in step with the screen (route titles are zh-CN data from core): the page name
 * and preInfo's `siteBaseConfig.title` (SPEC §3; the brand's name until it answers) in the brand's
 * title pattern (core brandTitle, issue #26).
 */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const text = useServerText();
  const siteTitle = useReadable(useServices().Site, (state) => state.preInfo.data?.siteBaseConfig.title);
  const brand = t('brand.name');
  const { titlePattern } = useBrand();
  const shown = text(title);
  const base = siteTitle === undefined ? undefined : text(siteTitle);
  const tabBar = useServices().TabBar;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    document.title = brandTitle(titlePattern, shown, base?.trim() || brand);
  }, [shown, base, brand, titlePattern]);
  // The tab shows the page's own name (zh-CN source; the tab bar converts it for zh-TW), from the page's
  // first commit on: a layout effect, so the tab bar (TabBar.tsx) redraws the chip before the paint.
  useLayoutEffect(() => tabBar.setTitle(pathname, title), [tabBar, pathname, title]);
}

/**
 * What a lazy screen shows while its chunk loads on a first visit straight to it (navigations keep the
 * previous page for a second first): the layout stays, the page area is a calm, empty, busy block that
 * holds the footer down, so nothing jumps when the screen arrives.
 */
/**
 * A navigation that failed to load (a screen's chunk or the capability its route uses, when the
 * network dropped it): the reason in Chinese and 重试, which runs the navigation again.
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="placeholder-page" role="alert">
      <h1>{t('errors.routeTitle')}</h1>
      <p>{t('errors.routeHint')}</p>
      <button type="button" className="btn btn-primary" onClick={reset}>
        {t('common.retry')}
      </button>
    </section>
  );
}

export function RoutePending() {
  return <div className="route-pending" aria-busy="true" />;
}
