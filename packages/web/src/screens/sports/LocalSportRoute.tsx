import { LOCAL_SPORT_VENUE, matchRoute } from '@jinli/core/rules';
import { NotFoundPage } from '../../routes/placeholderPages.tsx';
import { useRouterState } from '../../routes/routing.tsx';
import { SportsScreen } from './SportsScreen.tsx';

/** /game/sport/$enName: only the local venue crty is a page of ours (SPEC §2 rule 5). */
export function LocalSportRoute() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const enName = matchRoute(pathname).params.enName ?? '';
  return enName.toUpperCase() === LOCAL_SPORT_VENUE ? <SportsScreen /> : <NotFoundPage />;
}
