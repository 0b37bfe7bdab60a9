/**
 * The address as the visitor typed it at page load. The router normalises `//` to `/` before routes
 * see it, which would turn `/redirect//evil.example` into a harmless-looking `/redirect/evil.example`;
 * the /redirect decision must judge what was typed.
 */
const atLoad =
  typeof window === 'undefined'
    ? null
    : `${window.location.pathname}${window.location.search}${window.location.hash}`;

const collapse = (href: string) => href.replace(/\/{2,}/g, '/');

/** `routerHref` (pathname + search + hash) as typed, when it is the page-load address; else as given. */
export function typedAddress(routerHref: string): string {
  if (atLoad !== null && collapse(atLoad) === collapse(routerHref)) return atLoad;
  return routerHref;
}
