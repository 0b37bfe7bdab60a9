import { matchRoute } from '@jinli/core/rules';
import { useState } from 'react';
import { useReadable } from '../../app/useReadable.ts';
import { Badge } from '../../components/Badge.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Footer } from '../../layout/Footer.tsx';
import { Header } from '../../layout/Header.tsx';
import { MAIN_CONTENT_ID, SkipLinks } from '../../layout/SkipLinks.tsx';
import { TabBar } from '../../layout/TabBar.tsx';
import { Link, Outlet, useRouterState } from '../../routes/routing.tsx';
import { memberMenu } from './memberMenu.ts';
import { useMemberCentre } from './useMemberCentre.ts';
import './memberLayout.css';

const MENU = memberMenu();

/** Every /mine page: the main chrome plus the grouped member menu with unread badges. */
export function MemberLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const def = matchRoute(pathname).route;
  return (
    <div className="app-shell">
      <SkipLinks />
      <Header />
      <TabBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <div className="container member-layout">
          <MemberMenu pathname={pathname} />
          <div className="member-content">
            <Outlet />
          </div>
        </div>
      </main>
      {!def.noFooter && <Footer />}
    </div>
  );
}

function MemberMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const text = useServerText();
  const centre = useMemberCentre();
  const totals = useReadable(centre, (s) => s.inbox.totals);
  const [open, setOpen] = useState(false);
  const current = MENU.flatMap((g) => g.entries).find((e) => e.def.path === pathname);
  return (
    <nav className={`member-menu ${open ? 'is-open' : ''}`} aria-label={t('member.menuLabel')}>
      <button
        type="button"
        className="member-menu-toggle"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{text(current?.def.title ?? '个人中心')}</span>
        <Badge count={totals.all} />
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
        <span className="visually-hidden">{t('member.menuToggle')}</span>
      </button>
      <div className="member-menu-groups">
        {MENU.map(({ group, entries }) => (
          <section key={group} className="member-menu-group">
            <h2>{t(`member.groups.${group}`)}</h2>
            <ul>
              {entries.map(({ def, badge }) => (
                <li key={def.name}>
                  <Link
                    to={def.path}
                    activeOptions={{ exact: true }}
                    activeProps={{ className: 'is-active', 'aria-current': 'page' }}
                    onClick={() => setOpen(false)}
                  >
                    <span>{text(def.title)}</span>
                    {badge !== null && <Badge count={totals[badge]} />}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
