// The first-visit size budget (issue #27), a deterministic check of the production build (run by
// `npm test` after `npm run build`; `node scripts/first-visit-budget.mjs` on its own after a build).
//
// What a first visit to `/` must fetch before the app can start: the JS files index.html names (its
// module entry and every modulepreload, which include main.tsx's start-up chunks, src/build/
// bootPreloads.ts) plus the entry's static imports from vite's manifest, recursively. Each file's gzip
// (node:zlib default level, as the firstVisit bench measures) and brotli (quality 11, as the build's
// .br copies that nginx and the start server send) are summed. Builds are deterministic, so the figure
// is too. Fails when the JS is above BUDGET; prints the issue's goal beside it. The stylesheet index.html
// links is printed for information (the goal counts JS).
//
// BUDGET is a ratchet: when a change lowers the figure, lower the budget with it, down to the goal.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The issue's goal for `/`'s first-visit JS, in KB (1024 bytes). */
export const GOAL = { gzip: 160, brotli: 140 };
/** What the build may not exceed today (KB); equal to GOAL once the goal is reached. */
export const BUDGET = { gzip: 211.3, brotli: 181.6 };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JS and CSS files index.html names: module scripts, modulepreloads, stylesheets. */
export function htmlAssets(html) {
  const js = [];
  const css = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const url = /(?:src|href)="\/?([^"]+\.(?:js|css))"/.exec(tag)?.[1];
    if (url === undefined) continue;
    if (url.endsWith('.css') && /rel="stylesheet"/.test(tag)) css.push(url);
    else if (url.endsWith('.js') && (/type="module"/.test(tag) || /rel="modulepreload"/.test(tag)))
      js.push(url);
  }
  return { js, css };
}

/** The files a first visit to `/` loads: index.html's scripts and preloads plus the entries' static imports. */
export function firstVisitFiles(manifest, html) {
  const { js, css } = htmlAssets(html);
  const files = new Set(js);
  const styles = new Set(css);
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (seen.has(key) || chunk === undefined) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of chunk.css ?? []) styles.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return { js: [...files], css: [...styles] };
}

export function compressedSizes(bytes) {
  return {
    gzip: gzipSync(bytes).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }).length,
  };
}

/** Sizes of `/`'s first-visit files in a built dist directory, largest first. */
export function measureFirstVisit(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const { js, css } = firstVisitFiles(manifest, html);
  const sized = (files) =>
    files
      .map((file) => ({ file, ...compressedSizes(readFileSync(join(dist, file))) }))
      .sort((a, b) => b.gzip - a.gzip);
  const total = (rows) => ({
    gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
    brotli: rows.reduce((sum, row) => sum + row.brotli, 0),
  });
  const jsRows = sized(js);
  const cssRows = sized(css);
  return { js: jsRows, css: cssRows, jsTotal: total(jsRows), cssTotal: total(cssRows) };
}

function main() {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '../packages/web/dist');
  if (!existsSync(join(dist, '.vite/manifest.json'))) {
    console.log('first-visit budget: no build with a manifest in packages/web/dist (run `npm run build`)');
    process.exit(1);
  }
  const { js, css, jsTotal, cssTotal } = measureFirstVisit(dist);
  console.log(`first visit to \`/\`: ${js.length} JS files (gzip / brotli)`);
  for (const row of js)
    console.log(`  ${kb(row.gzip).padStart(9)} ${kb(row.brotli).padStart(9)}  ${row.file}`);
  console.log(
    `  JS total ${kb(jsTotal.gzip)} gzip, ${kb(jsTotal.brotli)} brotli; ` +
      `budget ${BUDGET.gzip} / ${BUDGET.brotli} KB, issue #27 goal ${GOAL.gzip} / ${GOAL.brotli} KB`,
  );
  console.log(
    `  CSS (not in the budget): ${kb(cssTotal.gzip)} gzip, ${kb(cssTotal.brotli)} brotli (${css.map((row) => row.file).join(', ')})`,
  );
  const over = ['gzip', 'brotli'].filter((kind) => jsTotal[kind] > BUDGET[kind] * 1024);
  if (over.length > 0) {
    console.log(
      `first-visit budget FAILED: ${over.map((kind) => `${kind} ${kb(jsTotal[kind])} > ${BUDGET[kind]} KB`).join(', ')}`,
    );
    process.exit(1);
  }
  console.log('first-visit budget: ok');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
