import { selectIsLoggedIn } from '@jinli/core/machines';
import { loginReturnPath } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { useRouter } from '../../routes/routing.tsx';
import { HomeScreen } from '../home/HomeScreen.tsx';

/**
 * `/login`: home with the login dialog open over it. A member who logs in goes back to the page they
 * came from (or the `redirect` query, when it is a path of this site); closing the dialog stays home.
 */
export function LoginRoute() {
  usePageTitle('登录');
  const router = useRouter();
  const { auth } = useServices().Engine;
  const session = useServices().Session;
  const authView = useServices().AuthView;
  const tabBar = useServices().TabBar;

  useEffect(() => {
    const search = new URLSearchParams(router.state.location.searchStr);
    const to = loginReturnPath(search.get('redirect') ?? undefined, tabBar.getSnapshot().activePath);
    let left = false;
    // Once: every navigation refreshes the session, which must not send the member off again.
    const go = (href: string) => {
      if (left) return;
      left = true;
      void router.navigate({ href, replace: true });
    };
    if (selectIsLoggedIn(session.getSnapshot())) {
      go(to);
      return;
    }
    // A login gives the session its token (before the dialog closes): follow it once it is in.
    const offSession = session.subscribe(() => {
      if (selectIsLoggedIn(session.getSnapshot())) go(to);
    });
    let wasOpen = false;
    const offAuth = authView.subscribe(() => {
      const open = authView.getSnapshot() !== null;
      if (wasOpen && !open && !selectIsLoggedIn(session.getSnapshot())) go('/');
      wasOpen = open;
    });
    auth.open('login');
    return () => {
      offSession();
      offAuth();
    };
  }, [router, auth, session, authView, tabBar]);

  return <HomeScreen />;
}
