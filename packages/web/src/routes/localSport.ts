import { LOCAL_SPORT_VENUE, matchRoute } from '@jinli/core/rules';

/** /game/sport/$enName is a page of ours only for the local venue crty (SPEC §2 rule 5). */
export function isLocalSportPath(pathname: string): boolean {
  const { route, params } = matchRoute(pathname);
  return route.name === 'localSport' && (params.enName ?? '').toUpperCase() === LOCAL_SPORT_VENUE;
}
