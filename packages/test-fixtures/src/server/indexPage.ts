/**
 * What the sandbox adds to the built index.html, per request (issue #16), on the home page `/` only:
 * - a preload of the first promotion banner, the page's largest paint, so the image is on its way
 *   while the app script loads instead of after the app has asked for the banner list;
 * - a home shell in place of the boot screen: the header bar and that banner with inline styles, so a
 *   visitor sees the banner as soon as the HTML and the image are in (the build puts the stylesheets
 *   behind the boot markup, web `src/build/stylesheetsAfterBoot.ts`).
 *   The app draws beneath it and removes it once the same banner has loaded in the same place;
 * - the app's code asked for only once that banner is on screen (`HOME_SHELL_START`), so on a slow
 *   link the picture has the line to itself instead of sharing it with some 300 KB of scripts.
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
export function homeShell(banner: string, app?: AppScripts): string {
  const start =
    app === undefined
      ? ''
      : ` data-app="${escapeAttribute(app.entry)}" data-preload="${escapeAttribute(app.preloads.join(' '))}"`;
  return (
    `<style>${SHELL_STYLE}</style>` +
    `<div id="home-shell" class="boot-home" role="status" aria-busy="true"${start}>` +
    '<div class="shell-header"></div>' +
    '<div class="shell-home"><div class="shell-hero">' +
    `<img src="${escapeAttribute(banner)}" alt="" width="1200" height="360" fetchpriority="high" />` +
    '</div><span class="shell-status">正在进入锦鲤娱乐…</span></div></div>'
  );
}

/** The built page's module entry and the chunks it preloads (same-origin `/assets/` paths). */
export interface AppScripts {
  entry: string;
  preloads: string[];
}

/** Where the sandbox serves HOME_SHELL_START. */
export const HOME_SHELL_START_PATH = '/home-shell-start.js';

/**
 * Starts the app on a page with the home shell (an ES module, so CSP `script-src 'self'` allows it and
 * `import()` needs no Trusted Types script URL). It runs after parsing, waits for the shell's banner to
 * load and for the frame that shows it, then adds the modulepreloads of the entry that the shell
 * names, a few per task, and imports it. A banner that fails starts the app at once; a slow one is not waited for beyond 1.5 s.
 */
export const HOME_SHELL_START = `// The home shell's starter (sandbox indexPage.ts, issue #16).
const shell = document.getElementById('home-shell');
const app = shell?.dataset.app ?? '';
// The entry first, so it downloads alongside its imports.
const preloads = [app, ...(shell?.dataset.preload ?? '').split(' ').filter(Boolean)];
const picture = shell?.querySelector('img') ?? null;
let started = false;
// A few preloads per task (asking for forty scripts at once is one long task on a slow phone), then
// the entry, whose imports are by then all on their way.
function preload(from) {
  for (const href of preloads.slice(from, from + 4)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.setAttribute('crossorigin', '');
    link.href = href;
    document.head.append(link);
  }
  if (from + 4 < preloads.length) setTimeout(() => preload(from + 4), 0);
  else import(app);
}
function start() {
  if (started || !app.startsWith('/assets/')) return;
  started = true;
  preload(0);
}
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (picture === null || picture.complete) afterPaint();
else {
  picture.addEventListener('load', afterPaint, { once: true });
  picture.addEventListener('error', start, { once: true });
}
setTimeout(start, 1500);
`;

const ENTRY = /\s*<script type="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="(\/assets\/[^"]+\.js)"[^>]*>/g;

/** The built page's app scripts, or undefined when the page has no single `/assets/` module entry. */
export function appScriptsOf(html: string): AppScripts | undefined {
  const entry = ENTRY.exec(html)?.[1];
  if (entry === undefined) return undefined;
  return { entry, preloads: [...html.matchAll(PRELOAD)].map((match) => match[1] as string) };
}

export function renderIndexPage(html: string, pathname: string, additions: IndexAdditions): string {
  const banner = additions.homeBanner;
  // Only a same-origin path: the app shows no banner image it does not trust (isSafeExternalUrl).
  if (pathname !== '/' || banner === undefined || !/^\/[^/\\]/.test(banner)) return html;
  // Only the app's own page (its boot screen between the markers) is reshaped.
  if (!BOOT.test(html)) return html;
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(banner)}" fetchpriority="high" />`;
  const app = appScriptsOf(html);
  const shaped = html
    // First in <head>: the banner is requested before the stylesheets.
    .replace(/<head>/, `<head>\n    ${preload}`)
    .replace(BOOT, '')
    .replace('<div id="root">', `${homeShell(banner, app)}\n    <div id="root">`);
  if (app === undefined) return shaped;
  // The app's code is asked for by the starter once the banner is on screen.
  return shaped
    .replace(ENTRY, '')
    .replaceAll(PRELOAD, '')
    .replace('</body>', `  <script type="module" src="${HOME_SHELL_START_PATH}"></script>\n  </body>`);
}
