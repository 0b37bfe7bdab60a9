/**
 * Whether a page address is `/redirect/{path}` (SPEC §2), which the navigation guard asks of every
 * navigation; the decision on the path (redirectTarget.ts, which re-exports these) loads only for one
 * (issue #27).
 */
export const REDIRECT_PREFIX = '/redirect';

/** The rest of `/redirect…` from a page address's pathname + search + hash; null when it is not one. */
export function redirectRestOf(pathWithQuery: string): string | null {
  if (pathWithQuery === REDIRECT_PREFIX) return '';
  if (pathWithQuery.startsWith(`${REDIRECT_PREFIX}/`)) return pathWithQuery.slice(REDIRECT_PREFIX.length);
  if (pathWithQuery.startsWith(`${REDIRECT_PREFIX}?`) || pathWithQuery.startsWith(`${REDIRECT_PREFIX}#`))
    return '';
  return null;
}
