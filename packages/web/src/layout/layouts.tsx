import type { RouteLayout } from '@jinli/core/rules';
import { matchRoute } from '@jinli/core/rules';
import { lazyScreen } from '../routes/lazyScreen.ts';
import type { RouteComponent } from '../routes/navigation.ts';
import { Outlet, useRouterState } from '../routes/routing.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MAIN_CONTENT_ID, SkipLinks } from './SkipLinks.tsx';
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
      <SkipLinks slip={def.name === 'localSport'} />
      <Header />
      <TabBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`app-main ${def.fullWidth ? 'is-full-width' : ''}`}>
        <Outlet />
      </main>
      {!def.noFooter && <Footer />}
    </div>
  );
}

/** The member area has its own grouped menu with unread badges (screens/member/MemberLayout.tsx); lazy like its screens. */
export const MineLayout = lazyScreen(
  () => import('../screens/member/MemberLayout.tsx'),
  (m) => m.MemberLayout,
);
const HelpCentreLayout = lazyScreen(
  () => import('../screens/help/HelpLayout.tsx'),
  (m) => m.HelpLayout,
);

export function BareLayout() {
  return <Outlet />;
}

export const LAYOUTS: Record<RouteLayout, RouteComponent> = {
  main: MainLayout,
  mine: MineLayout,
  help: HelpCentreLayout,
  bare: BareLayout,
};
