/**
 * Build step (vite.config.ts, issue #26): the service worker Workbox generates (vite-plugin-pwa,
 * `generateSW`). It precaches the app shell (index.html) and the hashed build output, answers every
 * page navigation with the precached shell (a repeat visit paints without the network; offline the app
 * shows its 网络已断开 page, main.tsx), and has no runtime caching at all: an API answer, the runtime
 * config, the manifest, brand art, uploads and the sockets always go to the network, never to a cache.
 */

/** The SW script at the site's root (scope `/`); hosts send it with `Cache-Control: no-cache`. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Paths the SW never answers, even for a navigation: the API families of SPEC §7 (plain and
 * encrypted), the runtime config, the manifest, brand and sandbox art, uploads and test controls.
 */
export const NEVER_FROM_CACHE: readonly RegExp[] = [
  /^\/(site|act|fd|game|stream)\/(api|ws)\//,
  /^\/x\//,
  /^\/config\.json$/,
  /^\/manifest\.webmanifest$/,
  /^\/brand\//,
  /^\/sandbox-/,
  /^\/__sandbox\//,
];

/** Whether a same-origin path is one the SW must leave to the network. */
export function isNeverCached(pathname: string): boolean {
  return NEVER_FROM_CACHE.some((pattern) => pattern.test(pathname));
}

/** Files of dist/ to precache: the shell, the hashed code, styles, fonts and pictures of the build. */
export const PRECACHE_GLOBS = ['index.html', 'assets/**/*.{js,css,woff2,svg,png,webp}'];

/**
 * Left out of the precache: maps and compressed copies, and opencc's whole dictionary (`cn2t`, ~1.1 MB,
 * loaded only for help articles and chat in zh-TW), so a phone's first visit does not download a
 * megabyte it may never use.
 */
export const PRECACHE_IGNORES = ['**/*.map', '**/*.br', '**/*.gz', 'assets/cn2t-*.js'];

/** A bigger file fails the build (vite-plugin-pwa refuses to leave it out silently): decide for it. */
export const PRECACHE_MAX_BYTES = 600 * 1024;
