import { isLocalSportPath } from '../../routes/localSport.ts';
import { NotFoundPage } from '../../routes/placeholderPages.tsx';
import { useRouterState } from '../../routes/routing.tsx';
import { SportsScreen } from './SportsScreen.tsx';

/** /game/sport/$enName: only the local venue crty is a page of ours (SPEC §2 rule 5). */
export function LocalSportRoute() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return isLocalSportPath(pathname) ? <SportsScreen /> : <NotFoundPage />;
}
