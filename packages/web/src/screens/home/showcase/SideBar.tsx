import { useEffect, useState } from 'react';
import { useServices } from '../../../app/ServicesProvider.tsx';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { MAIN_CONTENT_ID } from '../../../layout/SkipLinks.tsx';
import { Link } from '../../../routes/routing.tsx';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion.ts';

/** How far down the page 返回顶部 appears (px). */
const SHOW_TOP_AFTER = 400;

/**
 * Scrolls the page to the top. The button hides itself on the way up, and Chromium ends a smooth scroll
 * when the focused element leaves the layout, so focus first moves to the start of the page's main
 * content (where Tab then continues).
 */
function scrollToTop(reduced: boolean): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * The floating side bar: 客服 (the SPEC §2 security tip, then the service link), APP, 返回顶部. Below 1024 px
 * only 返回顶部 floats (showcase.css): the header and footer hold the other two there.
 */
export function SideBar() {
  const { t } = useTranslation();
  const ui = useServices().UiStore;
  const reduced = usePrefersReducedMotion();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHOW_TOP_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <nav className={`side-bar ${scrolled ? '' : 'is-at-top'}`} aria-label={t('showcase.sideBar')}>
      <button type="button" className="side-bar-item" onClick={() => ui.openServiceWarning()}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M4 13v-2a8 8 0 0 1 16 0v2M4 13h3v6H5a1 1 0 0 1-1-1zM20 13h-3v6h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2.5-5 2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        <span>{t('showcase.service')}</span>
      </button>
      <Link to="/download" className="side-bar-item">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <rect
            x="6"
            y="2.5"
            width="12"
            height="19"
            rx="2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span>{t('showcase.app')}</span>
      </Link>
      <button
        type="button"
        className={`side-bar-item side-bar-top ${scrolled ? '' : 'is-hidden'}`}
        aria-label={t('showcase.backToTop')}
        tabIndex={scrolled ? 0 : -1}
        aria-hidden={!scrolled}
        onClick={() => scrollToTop(reduced)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M6 14l6-6 6 6M12 8v12M5 4h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        <span>{t('showcase.top')}</span>
      </button>
    </nav>
  );
}
