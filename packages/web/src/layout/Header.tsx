import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../app/ServicesProvider.tsx';
import { Tokens } from '../app/tokens.ts';
import { Logo } from '../components/Logo.tsx';
import { HeaderAccount } from './HeaderAccount.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MainNav } from './MainNav.tsx';
import './header.css';

export function Header() {
  const { t } = useTranslation();
  const ui = useService(Tokens.UiStore);
  const site = useService(Tokens.Site);

  useEffect(() => {
    if (site.getSnapshot().navigation.status === 'idle') void site.loadNavigation();
  }, [site]);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" reloadDocument className="site-logo" aria-label={t('brand.name')}>
          <Logo />
        </Link>
        <MainNav />
        <div className="header-actions">
          <button type="button" className="header-service" onClick={() => ui.openServiceWarning()}>
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
