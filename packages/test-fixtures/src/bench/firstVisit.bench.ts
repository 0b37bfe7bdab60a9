// First-visit benchmark: the JavaScript a first visit to `/` needs, in gzip bytes (node:zlib, default
// level), measured two ways on the production build (packages/web/dist, `npm run build` first):
// 1. from vite's manifest: the entry, its static imports (recursively) and every modulepreload of
//    index.html — what the browser must fetch before the app can start;
// 2. in Chromium: every script a first visit to `/` fetches until the network is idle (lazy chunks the
//    page asks for while it starts count too), then the same for a few deep routes.
// It also prints each lazy chunk (a screen, a layout, a locale) with what it adds beyond `/`, and the
// stack floor (stackFloor.ts): the libraries the architecture mandates on every page, used minimally,
// bundled alone, with each library's share; the first-visit figures show it beside the app's total.
// Prints figures; asserts nothing. BENCH_QUICK=1 visits fewer deep routes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { StorageKey } from '@jinli/core/contract';
import { DEFAULT_WEB_DIST } from '../server/sandbox.ts';
import { type BenchStage, sessionInitScript, startBenchStage } from './benchKit.ts';
import { recordFigure } from './figures.ts';
import { FLOOR_LIBRARIES, measureStackFloor, type StackFloor } from './stackFloor.ts';

const BENCH = 'first visit';
/** Issue #27: `/`'s first-visit JS, gzip and brotli (the deterministic test: scripts/first-visit-budget.mjs). */
const GOAL_KB = 160;
const GOAL_BROTLI_KB = 140;
/** What a first visit with 繁 stored may load beyond a Simplified one (issue #27). */
const TRADITIONAL_GOAL_KB = 100;
const QUICK = process.env.BENCH_QUICK === '1';
/** Deep routes visited directly in a fresh browser (logged in where the route asks for a member). */
const DEEP_ROUTES: readonly { path: string; member: boolean; traditional?: boolean }[] = QUICK
  ? [{ path: '/game/sport/crty', member: true }]
  : [
      { path: '/game/sport/crty', member: true },
      { path: '/mine/wallet', member: true },
      { path: '/mine', member: true },
      { path: '/game/realbet', member: false },
      { path: '/app/help', member: false },
      { path: '/activity/discount', member: false },
    ];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipCache = new Map<string, number>();

/** Gzip size of one built asset (the bytes a server with gzip sends). */
function gzipOf(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DEFAULT_WEB_DIST, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Every chunk a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (into.has(key) || chunk === undefined) return into;
  into.add(key);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, into);
  return into;
}

/** Brotli size of one built asset (quality 11, as the build's .br copies that nginx sends). */
function brotliOf(file: string): number {
  const bytes = readFileSync(join(DEFAULT_WEB_DIST, file));
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length;
}

function sumGzip(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipOf(file);
  return total;
}

/** The JS files index.html names: its module scripts and modulepreload links. */
function htmlScripts(): string[] {
  const html = readFileSync(join(DEFAULT_WEB_DIST, 'index.html'), 'utf8');
  const files: string[] = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url !== undefined) files.push(url);
  }
  return files;
}

/**
 * The fair baseline for 繁: what the same visit loaded with opencc's own cn2t converter (the whole
 * dictionary, still built for help articles and chat) and the zh-TW UI texts.
 */
function traditionalBaseline(manifest: Manifest): number {
  const files = Object.values(manifest)
    .filter((chunk) => /opencc-js\/dist\/esm\/cn2t|i18n\/traditionalTexts/.test(chunk.src ?? ''))
    .map((chunk) => chunk.file);
  return sumGzip(files);
}

function fromManifest(): {
  firstVisit: number;
  firstVisitBrotli: number;
  all: number;
  firstFiles: Set<string>;
  traditionalBaseline: number;
} | null {
  const manifestPath = join(DEFAULT_WEB_DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.log('first visit: no .vite/manifest.json in the build (build.manifest must be on)');
    return null;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const chunk = (key: string): ManifestChunk => manifest[key] as ManifestChunk;
  const entries = Object.keys(manifest).filter((key) => chunk(key).isEntry);
  const firstKeys = new Set<string>();
  for (const entry of entries) staticClosure(manifest, entry, firstKeys);
  const firstFiles = new Set([...firstKeys].map((key) => chunk(key).file));
  for (const file of htmlScripts()) firstFiles.add(file);
  const firstVisit = sumGzip(firstFiles);
  const firstVisitBrotli = [...firstFiles].reduce((sum, file) => sum + brotliOf(file), 0);

  const allFiles = readdirSync(join(DEFAULT_WEB_DIST, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const all = sumGzip(allFiles);

  console.log(
    `manifest: \`/\` needs ${firstFiles.size} scripts, ${kb(firstVisit)} gzip, ${kb(firstVisitBrotli)} brotli ` +
      `(goal ≤ ${GOAL_KB} KB gzip, ≤ ${GOAL_BROTLI_KB} KB brotli)`,
  );
  const largest = [...firstFiles].sort((a, b) => gzipOf(b) - gzipOf(a)).slice(0, 6);
  for (const file of largest) console.log(`  ${kb(gzipOf(file)).padStart(9)}  ${file}`);
  console.log(`manifest: all JS of the app ${allFiles.length} scripts, ${kb(all)} gzip`);

  console.log('lazy chunks (what each adds beyond `/`, gzip):');
  const lazy = Object.keys(manifest).filter((key) => chunk(key).isDynamicEntry);
  const rows = lazy.map((key) => {
    const extra = [...staticClosure(manifest, key)]
      .map((k) => chunk(k).file)
      .filter((file) => !firstFiles.has(file));
    return { name: chunk(key).src ?? key, files: extra.length, bytes: sumGzip(extra) };
  });
  for (const row of rows.sort((a, b) => a.name.localeCompare(b.name))) {
    console.log(`  ${kb(row.bytes).padStart(9)} in ${String(row.files).padStart(2)} files  ${row.name}`);
  }
  return {
    firstVisit,
    firstVisitBrotli,
    all,
    firstFiles,
    traditionalBaseline: traditionalBaseline(manifest),
  };
}

/** Every script a fresh page fetches for `path` until the network is idle, gzip-summed. */
async function scriptsFetched(
  stage: BenchStage,
  path: string,
  session: { token: string; userId: string } | null,
  traditional = false,
): Promise<{ files: string[]; bytes: number }> {
  const context = await stage.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    if (session !== null) await page.addInitScript(sessionInitScript(session));
    if (traditional) await page.addInitScript(`localStorage.setItem('${StorageKey.locale}', 'zh-TW');`);
    const bodies: Promise<{ url: string; size: number }>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' && !request.url().endsWith('.js')) return;
      bodies.push(
        response
          .body()
          .then((body) => ({ url: new URL(request.url()).pathname, size: gzipSync(body).length })),
      );
    });
    await page.goto(`${stage.baseUrl}${path}`, { waitUntil: 'networkidle' });
    const fetched = await Promise.all(bodies);
    return {
      files: fetched.map((entry) => entry.url),
      bytes: fetched.reduce((sum, entry) => sum + entry.size, 0),
    };
  } finally {
    await context.close();
  }
}

/** Prints the floor, its per-library table, and how far it alone is from the goal. */
async function stackFloor(): Promise<StackFloor> {
  const floor = await measureStackFloor();
  console.log(
    `stack floor (${FLOOR_LIBRARIES.join(', ')}, used minimally): ${kb(floor.total)} gzip (goal ≤ ${GOAL_KB} KB)`,
  );
  console.log('  on bare React  in the floor  library (esbuild, minified, production, gzip)');
  console.log(`  ${kb(floor.react).padStart(13)}  ${'(base)'.padStart(12)}  react + react-dom`);
  for (const row of floor.rows) {
    console.log(
      `  ${`+${kb(row.onReact)}`.padStart(13)}  ${`+${kb(row.inFloor)}`.padStart(12)}  ${row.name}`,
    );
  }
  return floor;
}

async function main() {
  const floor = await stackFloor();
  const built = fromManifest();
  if (built === null) return;

  const stage = await startBenchStage('first visit');
  let browserFirst: number | null = null;
  let traditionalExtra: number | null = null;
  if (stage !== null) {
    try {
      const home = await scriptsFetched(stage, '/', null);
      browserFirst = home.bytes;
      const beyond = home.files.filter((file) => !built.firstFiles.has(file.replace(/^\//, '')));
      console.log(
        `Chromium: first visit to \`/\` fetched ${home.files.length} scripts, ${kb(home.bytes)} gzip until idle` +
          (beyond.length > 0 ? ` (lazy after start: ${beyond.join(', ')})` : ''),
      );
      const traditional = await scriptsFetched(stage, '/', null, true);
      traditionalExtra = traditional.bytes - home.bytes;
      const plain = new Set(home.files);
      console.log(
        `Chromium: first visit to \`/\` with 繁 stored fetched ${traditional.files.length} scripts, ` +
          `${kb(traditional.bytes)} gzip, ${kb(traditionalExtra)} more than Simplified ` +
          `(${traditional.files.filter((file) => !plain.has(file)).join(', ')})`,
      );
      const session = await stage.client.logIn('demo01', 'demo1234');
      for (const route of DEEP_ROUTES) {
        const visit = await scriptsFetched(
          stage,
          route.path,
          route.member ? session : null,
          route.traditional,
        );
        const who = `${route.member ? ' (member)' : ''}${route.traditional ? ' (stored 繁)' : ''}`;
        console.log(
          `Chromium: first visit to ${route.path}${who} fetched ` +
            `${visit.files.length} scripts, ${kb(visit.bytes)} gzip`,
        );
      }
    } finally {
      await stage.close();
    }
  }

  const baseline = `all JS of the app: ${kb(built.all)}; mandated stack alone: ${kb(floor.total)}`;
  recordFigure({
    bench: BENCH,
    name: 'JS for `/`: entry + static imports + modulepreloads (manifest, gzip / brotli)',
    measured: `${kb(built.firstVisit)} / ${kb(built.firstVisitBrotli)}`,
    goal: `≤ ${GOAL_KB} KB gzip / ≤ ${GOAL_BROTLI_KB} KB brotli`,
    met: built.firstVisit <= GOAL_KB * 1024 && built.firstVisitBrotli <= GOAL_BROTLI_KB * 1024,
    baseline,
  });
  if (traditionalExtra !== null) {
    recordFigure({
      bench: BENCH,
      name: 'extra JS of a first visit to `/` with 繁 stored (Chromium, gzip, beyond the Simplified visit)',
      measured: kb(traditionalExtra),
      goal: `≤ ${TRADITIONAL_GOAL_KB} KB gzip`,
      met: traditionalExtra <= TRADITIONAL_GOAL_KB * 1024,
      baseline: `opencc cn2t + zh-TW texts: ${kb(built.traditionalBaseline)}`,
    });
  }
  if (browserFirst !== null) {
    recordFigure({
      bench: BENCH,
      name: 'JS fetched by a first visit to `/` until network idle (Chromium, gzip)',
      measured: kb(browserFirst),
      goal: `≤ ${GOAL_KB} KB gzip`,
      met: browserFirst <= GOAL_KB * 1024,
      baseline,
    });
  }
}

await main();
