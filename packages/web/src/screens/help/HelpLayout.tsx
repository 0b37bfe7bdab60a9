import { matchRoute } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Footer } from '../../layout/Footer.tsx';
import { Header } from '../../layout/Header.tsx';
import { MAIN_CONTENT_ID, SkipLinks } from '../../layout/SkipLinks.tsx';
import { TabBar } from '../../layout/TabBar.tsx';
import { Outlet, useRouterState } from '../../routes/routing.tsx';
import { HelpNav } from './HelpNav.tsx';
import { HelpSearchBox, HelpSearchResults } from './HelpSearch.tsx';
import { useContentFold, useSiteContent } from './useSiteContent.ts';
import './help.css';

/** /app/help and its 23 articles: side navigation from the site's content, search above the page. */
export function HelpLayout() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const def = matchRoute(pathname).route;
  const [query, content] = useSiteContent((state) => state.query);
  useContentFold();

  useEffect(() => {
    void content.loadHelp();
  }, [content]);

  return (
    <div className="app-shell">
      <SkipLinks />
      <Header />
      <TabBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <div className="container help-centre">
          <div className="help-hero">
            <div>
              <p className="help-hero-title">{t('helpCentre.title')}</p>
              <p className="help-hero-intro">{t('helpCentre.intro')}</p>
            </div>
            <HelpSearchBox />
          </div>
          <div className="help-layout">
            <HelpNav pathname={pathname} />
            <div className="help-main">{query.trim() !== '' ? <HelpSearchResults /> : <Outlet />}</div>
          </div>
        </div>
      </main>
      {!def.noFooter && <Footer />}
    </div>
  );
}
