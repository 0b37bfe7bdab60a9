import type { RouteLayout } from '@jinli/core';
import { matchRoute } from '@jinli/core';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useServerText } from '../i18n/useServerText.ts';
import { sectionMenu } from '../routes/sections.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { TabBar } from './TabBar.tsx';

/** The current route's flags (fullWidth, noFooter) come from core's route table. */
function useCurrentRouteDef() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return matchRoute(pathname).route;
}

export function MainLayout() {
  const def = useCurrentRouteDef();
  return (
    <div className="app-shell">
      <Header />
      <TabBar />
      <main className={`app-main ${def.fullWidth ? 'is-full-width' : ''}`}>
        <Outlet />
      </main>
      {!def.noFooter && <Footer />}
    </div>
  );
}

const SECTION_ROOT: Record<'mine' | 'help', string> = { mine: '/mine', help: '/app/help' };

/** Member area and help centre: the main chrome plus a side menu of the section's pages. */
function SectionLayout({ section }: { section: 'mine' | 'help' }) {
  const def = useCurrentRouteDef();
  const text = useServerText();
  const menu = sectionMenu(section);
  const root = menu.find((item) => item.path === SECTION_ROOT[section]);
  return (
    <div className="app-shell">
      <Header />
      <TabBar />
      <main className="app-main">
        <div className="container section-layout">
          <nav className="side-menu" aria-label={text(root?.title ?? '')}>
            <h2>{text(root?.title ?? '')}</h2>
            <ul>
              {menu
                .filter((item) => item !== root)
                .map((item) => (
                  <li key={item.name}>
                    <Link to={item.path} activeProps={{ className: 'is-active', 'aria-current': 'page' }}>
                      {text(item.title)}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
          <div>
            <Outlet />
          </div>
        </div>
      </main>
      {!def.noFooter && <Footer />}
    </div>
  );
}

export const MineLayout = () => <SectionLayout section="mine" />;
export const HelpLayout = () => <SectionLayout section="help" />;

export function BareLayout() {
  return <Outlet />;
}

export const LAYOUTS: Record<RouteLayout, () => React.JSX.Element> = {
  main: MainLayout,
  mine: MineLayout,
  help: HelpLayout,
  bare: BareLayout,
};
