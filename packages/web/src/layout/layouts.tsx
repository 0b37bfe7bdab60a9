import type { RouteLayout } from '@jinli/core';
import { matchRoute } from '@jinli/core';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { HelpLayout as HelpCentreLayout } from '../screens/help/HelpLayout.tsx';
import { MemberLayout } from '../screens/member/MemberLayout.tsx';
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

/** The member area has its own grouped menu with unread badges (screens/member/MemberLayout.tsx). */
export const MineLayout = MemberLayout;

export function BareLayout() {
  return <Outlet />;
}

export const LAYOUTS: Record<RouteLayout, () => React.JSX.Element> = {
  main: MainLayout,
  mine: MineLayout,
  help: HelpCentreLayout,
  bare: BareLayout,
};
