import { fileURLToPath } from 'node:url';
import { brandManifest, DEFAULT_BRAND } from '@jinli/core/contract';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type BootModules, bootModules } from './src/build/bootChunks.ts';
import {
  addBootPreloads,
  BOOT_IMPORTS,
  type BootChunk,
  bootFiles,
  bootPreloadFiles,
  withoutBootFiles,
} from './src/build/bootPreloads.ts';
import {
  NEVER_FROM_CACHE,
  PRECACHE_GLOBS,
  PRECACHE_IGNORES,
  PRECACHE_MAX_BYTES,
  SERVICE_WORKER_FILE,
} from './src/build/serviceWorker.ts';
import { stylesheetsAfterBoot } from './src/build/stylesheetsAfterBoot.ts';

// The dev server forwards API, config and sandbox paths to the sandbox (npm run dev at the root starts it).
const SANDBOX = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';
// API families are matched with their /api/ or /ws/ segment so SPA routes such as /game/sport stay with vite.
const PROXIED = [
  '/config.json',
  '/x/',
  '^/(site|act|fd|game|stream)/(api|ws)/',
  '/sandbox-art',
  '/brand/',
  '/manifest.webmanifest',
  '/sandbox-service',
  '/__sandbox',
];

/** The boot screen paints before the stylesheets arrive (src/build/stylesheetsAfterBoot.ts). */
const bootFirst: Plugin = {
  name: 'jinli-stylesheets-after-boot',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: stylesheetsAfterBoot },
};

/** The chunks main.tsx imports at start are preloaded from the HTML too (src/build/bootPreloads.ts). */
const bootPreloads: Plugin = {
  name: 'jinli-boot-preloads',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const { bundle, chunk } = ctx;
      if (bundle === undefined || chunk === undefined) return html;
      const chunkOf = (fileName: string): BootChunk | undefined => {
        const output = bundle[fileName];
        return output?.type === 'chunk' ? output : undefined;
      };
      return addBootPreloads(html, bootPreloadFiles(chunk, chunkOf));
    },
  },
};

/**
 * Issue #27: the JS files index.html loads (src/build/bootPreloads.ts's bootFiles), read from the bundle
 * before vite writes the lazy imports' preload lists, which then leave them out (build.modulePreload).
 */
let loadedAtBoot: ReadonlySet<string> = new Set();

const bootFileNames: Plugin = {
  name: 'jinli-boot-files',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const chunkOf = (fileName: string): BootChunk | undefined => {
        const output = bundle[fileName];
        return output?.type === 'chunk' ? output : undefined;
      };
      // The page's entry: index.html's module script (main.tsx).
      const entry = Object.values(bundle).find(
        (output) =>
          output.type === 'chunk' &&
          output.isEntry &&
          /index\.html$|main\.tsx$/.test(output.facadeModuleId ?? ''),
      );
      loadedAtBoot = entry?.type === 'chunk' ? bootFiles(entry, chunkOf) : new Set();
    },
  },
};

/**
 * The default brand's web app manifest (issue #26). It comes from `@jinli/core/contract`, TypeScript source:
 * the config is loaded with `--configLoader runner` (package.json scripts, scripts/dev.mjs) so that works.
 * Every static host serves one; the sandbox answers `/manifest.webmanifest` from its running brand, and an
 * operator replaces the file with their brand's.
 */
const defaultManifest: Plugin = {
  name: 'jinli-default-manifest',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'manifest.webmanifest',
      source: `${JSON.stringify(brandManifest(DEFAULT_BRAND), null, 2)}\n`,
    });
  },
};

/**
 * The Workbox service worker (issue #26, src/build/serviceWorker.ts): precache only, no runtime caching,
 * registered by main.tsx (src/app/serviceWorker.ts) through the app's Trusted Types policy, so no inline
 * script and no registerSW.js. The manifest is the brand's (defaultManifest above, or the operator's).
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  filename: SERVICE_WORKER_FILE,
  injectRegister: false,
  manifest: false,
  registerType: 'autoUpdate',
  workbox: {
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORES,
    maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
    // Hashed names need no revision query; index.html is revisioned by its content.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [...NEVER_FROM_CACHE],
    runtimeCaching: [],
    // One script, no importScripts (which the CSP's Trusted Types would refuse in the worker).
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    sourcemap: false,
  },
});

/**
 * Issue #27: what a logged-in member's start-up loads beside the engine: the session machine, the member
 * centre (VIP grade, gift records), the inbox, feedback and the reality check.
 */
const MEMBER_START =
  /core[\\/]src[\\/](session|vip|inbox|feedback|protection|welfare)[\\/]|core[\\/]src[\\/]engine[\\/]memberCentre\.ts$/;

/** Issue #27: the start-up modules (src/build/bootChunks.ts), filled when the module graph is complete. */
let boot: BootModules = {
  entry: new Set(),
  engine: new Set(),
  app: new Set(),
  home: new Set(),
};

const bootChunks: Plugin = {
  name: 'jinli-boot-chunks',
  apply: 'build',
  buildEnd() {
    boot = bootModules(this.getModuleIds(), (id) => this.getModuleInfo(id));
  },
};

export default defineConfig({
  plugins: [react(), bootChunks, bootFileNames, bootFirst, bootPreloads, defaultManifest, serviceWorker],
  // Issue #27: rxjs's ES2015 build (its `es2015` export condition) instead of its ES5 one, which carries
  // tslib's class and spread helpers; every browser the app supports runs ES2015.
  // Issue #27: inversify's `reflect-metadata/lite` import resolves to the three Reflect metadata functions
  // inversify calls (src/app/reflectMetadata.ts), not the whole proposal.
  resolve: {
    conditions: ['es2015', ...defaultClientConditions],
    alias: [
      {
        find: /^reflect-metadata\/lite$/,
        replacement: fileURLToPath(new URL('./src/app/reflectMetadataLite.ts', import.meta.url)),
      },
    ],
  },
  // The opencc dictionary (~1.1 MB) is its own lazy chunk, loaded only when 繁 is chosen. The manifest
  // lets the first-visit bench sum what `/` needs.
  build: {
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    // Issue #29: maps for the operator's error tracker, named by no built file (nginx serves none).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    // Issue #27: a lazy import's preload list leaves out the files index.html loads (bootFileNames).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? withoutBootFiles(deps, loadedAtBoot) : deps,
    },
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // strictCsp.ts must run before any other module (zod's jitless flag, the Trusted Types policy).
        // Inlined into the entry it would run after the entry's shared chunks; as its own chunk it is
        // the entry's first import, evaluated first.
        // Issue #27: the engine's start-up modules in one chunk and the app's in another (src/build/
        // bootChunks.ts), so `/` loads a handful of files, not one per set of lazy screens sharing a
        // module; the two dynamic imports keep their own small chunks (their own tasks, bootPreloads).
        // Lazy chunks (capabilities, screens) stay as rolldown splits them. A group takes only its own
        // modules (includeDependenciesRecursively: false), so the entry's modules (React) stay in it.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'strict-csp', test: /src[\\/]app[\\/]strictCsp\.ts$/, priority: 100 },
            { name: 'engine', test: (id) => boot.engine.has(id) && !BOOT_IMPORTS.test(id), priority: 50 },
            { name: 'app', test: (id) => boot.app.has(id) && !BOOT_IMPORTS.test(id), priority: 40 },
            // Issue #27: a logged-in member's start-up imported twenty chunks of 0.2 to 6 KB, one per set of
            // lazy entries sharing a module (core's call shapes, the session, the member centre): each a
            // preload link, a request and a module to instantiate. Two groups instead: core's call shapes
            // and the member's start-up capabilities, both without what `/` loads after its first paint
            // (src/build/bootChunks.ts), so a visitor never loads them.
            {
              name: 'api',
              test: (id) => /core[\\/]src[\\/]api[\\/]/.test(id) && !boot.home.has(id),
              priority: 30,
            },
            { name: 'member', test: (id) => MEMBER_START.test(id) && !boot.home.has(id), priority: 30 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      PROXIED.map((prefix) => [
        prefix,
        { target: SANDBOX, changeOrigin: true, ws: prefix.includes('stream') },
      ]),
    ),
  },
});
