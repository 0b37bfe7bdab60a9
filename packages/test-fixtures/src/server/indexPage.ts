/**
 * What the sandbox adds to the built index.html, per request (issue #16), on the home page `/` only:
 * - a preload of the first promotion banner, the page's largest paint, so the image is on its way
 *   while the app script loads instead of after the app has asked for the banner list;
 * - a home shell in place of the boot screen: the header bar and that banner, drawn with the app's own
 *   classes, so a visitor sees the banner as soon as the HTML, the stylesheet and the image are in. The
 *   app keeps the shell until it can draw the same banner in the same place (web `app/earlyLoads.ts`).
 * The sandbox is the operator's backend here, so it knows the banner the API will answer first; a
 * static host (nginx) sends index.html as built, and the app loads the banner as before.
 */
export interface IndexAdditions {
  /** URL of the first home banner (same-origin path), or undefined when there is none. */
  homeBanner: string | undefined;
}

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The boot screen of index.html sits between these markers. */
const BOOT = /<!--boot-->[\s\S]*?<!--\/boot-->/;

/** The header bar and the first banner, where the home screen draws them (same classes, same box). */
export function homeShell(banner: string): string {
  return (
    '<div class="app-shell boot-home" role="status" aria-busy="true">' +
    '<header class="site-header"><div class="site-header-inner"></div></header>' +
    '<main class="app-main"><div class="home container"><section class="hero"><div class="hero-frame">' +
    `<img class="boot-banner" src="${escapeAttribute(banner)}" alt="" width="1200" height="360" fetchpriority="high" />` +
    '</div></section><span class="visually-hidden">正在进入锦鲤娱乐…</span></div></main></div>'
  );
}

export function renderIndexPage(html: string, pathname: string, additions: IndexAdditions): string {
  const banner = additions.homeBanner;
  // Only a same-origin path: the app shows no banner image it does not trust (isSafeExternalUrl).
  if (pathname !== '/' || banner === undefined || !/^\/[^/\\]/.test(banner)) return html;
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(banner)}" fetchpriority="high" />`;
  return (
    html
      // First in <head>: the banner is requested before the stylesheets and the app's scripts.
      .replace(/<head>/, `<head>\n    ${preload}`)
      // With the page already drawn, the app's code comes second to the stylesheet and the banner.
      .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
      .replace(BOOT, homeShell(banner))
  );
}
