import type { RouteDef, RouteLayout } from '@jinli/core';
import { ROUTES } from '@jinli/core';

/** Side-menu entries of a layout section: its visible routes without path params. */
export function sectionMenu(layout: RouteLayout, routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routes.filter((def) => def.layout === layout && !def.hidden && !def.path.includes('$'));
}
