import { contentRoutes } from './content.ts';
import type { Route } from './route.ts';

/** Real handlers by API path. Later issues add their route lists here (user, wallet, games...). */
export function createRouteTable(): ReadonlyMap<string, Route> {
  const table = new Map<string, Route>();
  for (const entry of [...contentRoutes]) {
    if (table.has(entry.path)) throw new Error(`duplicate sandbox route ${entry.path}`);
    table.set(entry.path, entry);
  }
  return table;
}

/** Prefixes of the API families of SPEC §7; anything below them that has no handler answers 6004. */
const API_FAMILIES = /^\/(site|act|fd|game|stream)\//;
const API_PATH = /^\/(site|act|fd|game|stream)\/api\//;

/**
 * Whether a plain (unencrypted) request is an API call rather than a page of the web app.
 * `/game/sport` is a page when fetched with GET, but any non-GET there is an API attempt.
 */
export function isApiRequest(method: string, pathname: string): boolean {
  if (API_PATH.test(pathname)) return true;
  return method !== 'GET' && method !== 'HEAD' && API_FAMILIES.test(pathname);
}
