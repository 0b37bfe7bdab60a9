/**
 * What the sandbox adds to the built index.html, per request (issue #16), on the home page `/` only:
 * - a preload of the first promotion banner, the page's largest paint, so the image is on its way
 *   while the app script loads instead of after the app has asked for the banner list;
 * - a home shell in place of the boot screen: the header bar and that banner with inline styles, so a
 *   visitor sees the banner as soon as the HTML and the image are in (the build puts the stylesheets
 *   behind the boot markup, web `src/build/stylesheetsAfterBoot.ts`).
 *   The app draws beneath it and removes it once the same banner has loaded in the same place.
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

/**
 * The shell's own styles, inline so it paints before any stylesheet arrives. They repeat the geometry
 * of the app's header bar, `.home.container` and `.hero-frame` (web theme/tokens.css, theme/base.css,
 * layout/header.css, screens/home/home.css) in rem, so the banner sits exactly where the app draws it;
 * the Playwright story "home shell" compares the two boxes at several widths.
 */
const SHELL_STYLE =
  '.boot-home{position:fixed;inset:0;z-index:1000;overflow:hidden;background:#f4f2ef}' +
  '.shell-header{position:relative;box-sizing:content-box;height:4.5rem;padding-bottom:2px;background:linear-gradient(180deg,#1f1410 0%,#2b1a13 100%);box-shadow:0 2px 12px rgb(0 0 0/.25)}' +
  '.shell-header::after{content:"";position:absolute;left:0;right:0;bottom:0;height:2px;opacity:.7;background:linear-gradient(90deg,transparent,#d9a441,#c8401a,#d9a441,transparent)}' +
  '@media (max-width:1023px){.shell-header{height:3.5rem}}' +
  '.shell-home{width:min(100% - 2rem,86rem);margin:0 auto;padding-top:1.5rem}' +
  '@media (max-width:767px){.shell-home{width:calc(100% - 1.5rem)}}' +
  '.shell-hero{aspect-ratio:10/3;overflow:hidden;border-radius:.875rem;background:#2b1a13;box-shadow:0 6px 18px rgb(29 26 23/.1)}' +
  '.shell-hero img{display:block;width:100%;height:100%;object-fit:cover}' +
  '.shell-status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';

/**
 * The header bar and the first banner, where the home screen draws them, over the whole window and
 * outside React's root: the app renders beneath it and removes it once its own banner has loaded
 * (web `app/homeShell.ts`), so the banner never goes away in between.
 */
export function homeShell(banner: string): string {
  return (
    `<style>${SHELL_STYLE}</style>` +
    '<div id="home-shell" class="boot-home" role="status" aria-busy="true">' +
    '<div class="shell-header"></div>' +
    '<div class="shell-home"><div class="shell-hero">' +
    `<img src="${escapeAttribute(banner)}" alt="" width="1200" height="360" fetchpriority="high" />` +
    '</div><span class="shell-status">正在进入锦鲤娱乐…</span></div></div>'
  );
}

export function renderIndexPage(html: string, pathname: string, additions: IndexAdditions): string {
  const banner = additions.homeBanner;
  // Only a same-origin path: the app shows no banner image it does not trust (isSafeExternalUrl).
  if (pathname !== '/' || banner === undefined || !/^\/[^/\\]/.test(banner)) return html;
  // Only the app's own page (its boot screen between the markers) is reshaped.
  if (!BOOT.test(html)) return html;
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(banner)}" fetchpriority="high" />`;
  return (
    html
      // First in <head>: the banner is requested before the stylesheets and the app's scripts.
      .replace(/<head>/, `<head>\n    ${preload}`)
      // With the page already drawn, the app's code comes second to the stylesheet and the banner.
      .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
      .replace(BOOT, '')
      .replace('<div id="root">', `${homeShell(banner)}\n    <div id="root">`)
  );
}
