import { brandTitle } from '@jinli/core/contract';
import type { RouteDef } from '@jinli/core/rules';
import { useEffect, useLayoutEffect } from 'react';
import { useServices } from '../app/ServicesProvider.tsx';
import { useBrand } from '../app/useBrand.ts';
import { useReadable } from '../app/useReadable.ts';
import { MarqueeTitle } from '../components/MarqueeTitle.tsx';
import { useServerText } from '../i18n/useServerText.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { type ErrorComponentProps, Link, useRouterState } from './routing.tsx';
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

/** Honest placeholder for a screen that is not built yet: its Chinese title and 即将上线. */
export function ComingSoonPage({ def }: { def: RouteDef }) {
  const { t } = useTranslation();
  const text = useServerText();
  const title = text(def.title);
  usePageTitle(def.title);
  return (
    <section className="placeholder-page">
      <svg viewBox="0 0 120 90" width="160" height="120" aria-hidden="true">
        <ellipse cx="60" cy="82" rx="40" ry="5" fill="var(--grey-200)" />
        <path d="M30 62c10-26 44-34 64-10-18 20-48 22-64 10z" fill="var(--brand-500)" />
        <path d="M92 52l16-12v26z" fill="var(--brand-600)" />
        <circle cx="44" cy="52" r="3" fill="#2a1610" />
        <circle cx="26" cy="30" r="4" fill="none" stroke="var(--gold-500)" strokeWidth="2" />
        <circle cx="36" cy="18" r="2.5" fill="none" stroke="var(--gold-500)" strokeWidth="2" />
      </svg>
      <h1>
        <MarqueeTitle text={title} />
      </h1>
      <p className="placeholder-badge">{t('page.comingSoon')}</p>
      <p>{t('page.comingSoonHint', { title })}</p>
      <Link to="/" reloadDocument className="btn btn-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('page.notFoundTitle'));
  return (
    <section className="placeholder-page">
      <p className="not-found-code num" aria-hidden="true">
        404
      </p>
      <h1>{t('page.notFoundTitle')}</h1>
      <p>{t('page.notFoundHint')}</p>
      <Link to="/" reloadDocument className="btn btn-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
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
