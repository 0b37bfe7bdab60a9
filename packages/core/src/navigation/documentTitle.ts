/** Between the page name and the site title in the browser tab (docs/protocol.md "Document title"). */
export const DOCUMENT_TITLE_SEPARATOR = ' - ';

/**
 * SPEC §3 preInfo: `siteBaseConfig.title` is the base of every document title, with the page's name
 * before it (`存款 - 锦鲤娱乐`); the home page shows the site title alone. Until preInfo answers (or
 * when its title is blank) the client's own brand name stands in.
 */
export function documentTitle(
  pageName: string,
  siteTitle: string | null | undefined,
  fallback: string,
): string {
  const base = siteTitle?.trim() || fallback.trim();
  const page = pageName.trim();
  return page === '' ? base : `${page}${DOCUMENT_TITLE_SEPARATOR}${base}`;
}
