import { useEffect, useId, useState } from 'react';
import { useServices } from '../app/ServicesProvider.tsx';
import { Logo } from '../components/Logo.tsx';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { Link, useRouterState } from '../routes/routing.tsx';
import { HeaderAccount } from './HeaderAccount.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MainNav } from './MainNav.tsx';
import './header.css';

export function Header() {
  const { t } = useTranslation();
  const ui = useServices().UiStore;
  const site = useServices().Site;

  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    if (site.getSnapshot().navigation.status === 'idle') void site.loadNavigation();
  }, [site]);
  // The phone menu closes once a page is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={`site-header ${menuOpen ? 'is-menu-open' : ''}`}>
      <div className="site-header-inner">
        {/* Phones and narrow windows: the categories fold into this menu (header.css). */}
        <button
          type="button"
          className="header-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('shell.closeMenu') : t('shell.menu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <Link to="/" reloadDocument className="site-logo" aria-label={t('brand.name')}>
          <Logo />
        </Link>
        <div id={menuId} className="main-nav-slot">
          <MainNav />
        </div>
        <div className="header-actions">
          <button
            type="button"
            className="header-service"
            // The word hides below 1024 px (the headset alone): the name stays for screen readers.
            aria-label={t('header.service')}
            onClick={() => ui.openServiceWarning()}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M4 13v-1a8 8 0 0116 0v1M4 13h3v6H5a1 1 0 01-1-1zm16 0h-3v6h2a1 1 0 001-1zM17 19c0 1.5-2 2.5-5 2.5"
                stroke="currentColor"
                strokeWidth="1.8"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
            <span>{t('header.service')}</span>
          </button>
          <LanguageSwitch />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
