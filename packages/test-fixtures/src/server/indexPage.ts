/**
 * What the sandbox adds to the built index.html, per request (issue #16):
 * - on every page of the app, its code asked for only once the page has painted (`APP_START`): the
 *   boot screen (or, on `/`, the home shell's banner) is on screen before any script has arrived or
 *   run, and on a slow link the first picture has the line to itself instead of sharing it with some
 *   300 KB of scripts. The code still downloads alongside the stylesheet, and runs once that is in;
 * - on the home page `/`, a preload of the first promotion banner, the page's largest paint, so the
 *   image is on its way while the app script loads instead of after the app has asked for the banner
 *   list;
 * - on `/`, a home shell in place of the boot screen: the header bar and that banner with inline styles,
 *   so a visitor sees the banner as soon as the HTML and the image are in (the build puts the
 *   stylesheets behind the boot markup, web `src/build/stylesheetsAfterBoot.ts`). The app draws beneath
 *   it and removes it once the same banner has loaded in the same place, and its code is asked for once
 *   that banner is on screen.
 * The sandbox is the operator's backend here, so it knows the banner the API will answer first; a
 * static host (nginx) sends index.html as built, and the app loads its scripts and the banner as before.
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

/** The built page's module entry and the chunks it preloads (same-origin `/assets/` paths). */
export interface AppScripts {
  entry: string;
  preloads: string[];
}

/** Where the sandbox serves APP_START. */
export const APP_START_PATH = '/app-start.js';

/** The starter's tag: it names the entry and the chunks it preloads, which the page no longer loads itself. */
export function appStartTag(app: AppScripts): string {
  return (
    `<script type="module" async src="${APP_START_PATH}" data-app="${escapeAttribute(app.entry)}"` +
    ` data-preload="${escapeAttribute(app.preloads.join(' '))}"></script>`
  );
}

/**
 * Starts the app (an ES module, so CSP `script-src 'self'` allows it and `import()` needs no Trusted
 * Types script URL). Its tag is `async` and stands before the body's stylesheet link, which holds the
 * parser until the sheet is in, so it runs as soon as it arrives. It waits for the frame that shows the
 * page (on `/`, for the home shell's banner to load first), then adds the modulepreloads its tag names,
 * a few per task, and imports the entry once the page is parsed and every stylesheet is in, so no
 * route ever renders unstyled. A banner that fails starts the app at once; a slow one is not waited
 * for beyond 1.5 s.
 */
export const APP_START = `// The app's starter (sandbox indexPage.ts, issue #16).
const tag = document.querySelector('script[data-app]');
const app = tag?.dataset.app ?? '';
// The entry first, so it downloads alongside its imports.
const preloads = [app, ...(tag?.dataset.preload ?? '').split(' ').filter(Boolean)];
const picture = document.querySelector('#home-shell img');
let started = false;
const parsed = () =>
  document.readyState === 'loading'
    ? new Promise((done) => document.addEventListener('DOMContentLoaded', done, { once: true }))
    : Promise.resolve();
function sheetsIn() {
  const pending = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => link.sheet === null);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((done) => {
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', done, { once: true });
        }),
    ),
  );
}
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
  else parsed().then(sheetsIn).then(() => import(app));
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
  // Only the app's own page (its boot screen between the markers) is reshaped.
  if (!BOOT.test(html)) return html;
  const app = appScriptsOf(html);
  const banner = additions.homeBanner;
  // Only a same-origin path: the app shows no banner image it does not trust (isSafeExternalUrl).
  const shaped =
    pathname !== '/' || banner === undefined || !/^\/[^/\\]/.test(banner)
      ? html
      : html
          // First in <head>: the banner is requested before the stylesheets.
          .replace(
            /<head>/,
            `<head>\n    <link rel="preload" as="image" href="${escapeAttribute(banner)}" fetchpriority="high" />`,
          )
          .replace(BOOT, '')
          .replace('<div id="root">', `${homeShell(banner)}\n    <div id="root">`);
  if (app === undefined) return shaped;
  // The app's code is asked for by the starter once the page has painted.
  return withStarter(shaped.replace(ENTRY, '').replaceAll(PRELOAD, ''), appStartTag(app));
}

/** The starter's tag just before the body's first stylesheet (see APP_START), else at the body's end. */
function withStarter(html: string, tag: string): string {
  const body = html.indexOf('<body');
  const sheet = html.indexOf('<link rel="stylesheet"', body);
  if (body < 0 || sheet < 0) return html.replace('</body>', `  ${tag}\n  </body>`);
  return `${html.slice(0, sheet)}${tag}\n    ${html.slice(sheet)}`;
}
