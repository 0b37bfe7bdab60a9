import { selectIsLoggedIn } from '@jinli/core/machines';
import { loginReturnPath } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';
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
  const bus = useService(Tokens.LoginBus);
  const session = useService(Tokens.Session);
  const authView = useService(Tokens.AuthView);
  const tabBar = useService(Tokens.TabBar);

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
    let loggedIn = false;
    const offSuccess = bus.on('login_success', () => {
      loggedIn = true;
    });
    // The session takes the token from login_success; follow it once it is in.
    const sessionSub = session.subscribe((snapshot) => {
      if (loggedIn && selectIsLoggedIn(snapshot)) go(to);
    });
    let wasOpen = false;
    const offAuth = authView.subscribe(() => {
      const open = authView.getSnapshot() !== null;
      if (wasOpen && !open && !loggedIn) go('/');
      wasOpen = open;
    });
    bus.emit('login');
    return () => {
      offSuccess();
      sessionSub.unsubscribe();
      offAuth();
    };
  }, [router, bus, session, authView, tabBar]);

  return <HomeScreen />;
}
