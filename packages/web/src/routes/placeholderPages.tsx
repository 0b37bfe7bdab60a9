import type { RouteDef } from '@jinli/core/rules';
import { MarqueeTitle } from '../components/MarqueeTitle.tsx';
import { useServerText } from '../i18n/useServerText.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { usePageTitle } from './pages.tsx';
import { Link, useRouterState } from './routing.tsx';

// Issue #27: the placeholder and not-found pages are their own chunk (a first visit to `/` shows neither);
// the router loads them as it loads any screen (router.tsx).

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

/** Every not-yet-built route: the definition core's matchRoute found for the current path. */
export function ComingSoonRoute() {
  const def = useRouterState({ select: (state) => state.view.match.route });
  return <ComingSoonPage def={def} />;
}
