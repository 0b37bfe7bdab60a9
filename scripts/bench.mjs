// Runs the `*.bench.ts` files under packages/*/src, each in its own Node process with its own output,
// then prints one side-by-side table of every goal figure (packages/test-fixtures/src/bench/figures.ts:
// each bench appends its figures to the JSON-lines file named by BENCH_RESULTS) and the size of the
// production bundle when one is built. Benchmarks print; they never fail on a number.
//
// Usage: npm run bench [-- <name filter>...]    e.g. `npm run bench -- lighthouse sports`
// runs only the benches whose file name contains one of the filters. BENCH_QUICK=1 asks every bench for
// its short protocol (fewer runs, shorter durations) to check that it works. Ports come from BENCH_PORT
// (a base, default 8700; see --help).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function findBenches(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : findBenches(path);
    return entry.name.endsWith('.bench.ts') ? [path] : [];
  });
}

const benchName = (file) => basename(file, '.bench.ts');
const args = process.argv.slice(2);
const all = readdirSync(join(root, 'packages'))
  .sort()
  .flatMap((pkg) => findBenches(join(root, 'packages', pkg, 'src')).sort());
if (args.includes('--help') || args.includes('-h')) {
  console.log(`Usage: npm run bench [-- <name filter>...]

Runs every packages/*/src/**/*.bench.ts (or those whose name contains a filter) against the production
build (run \`npm run build\` first), then prints one table of every goal figure beside its baseline.

Benches: ${all.map(benchName).join(', ')}

Environment:
  BENCH_PORT     the first port the benches listen on (default 8700); every server and DevTools port
                 a bench opens counts up from it (the next free one), so a shared machine can pin them
  BENCH_QUICK=1  each bench's short protocol (fewer runs, shorter durations), to check that it works
  CHROMIUM_PATH  the browser (default /usr/bin/chromium)`);
  process.exit(0);
}
const filters = args.map((f) => f.toLowerCase());
const benches = filters.length
  ? all.filter((file) => filters.some((f) => benchName(file).toLowerCase().includes(f)))
  : all;
if (benches.length === 0) {
  console.log(`no bench matches ${filters.join(', ')}; benches: ${all.map(benchName).join(', ')}`);
  process.exit(1);
}

const resultsDir = mkdtempSync(join(tmpdir(), 'jinli-bench-'));
const resultsFile = join(resultsDir, 'figures.jsonl');
const quick = process.env.BENCH_QUICK === '1';
console.log(
  `benches: ${benches.map(benchName).join(', ')}${quick ? ' (BENCH_QUICK=1: short protocol)' : ''}`,
);

const recorded = () =>
  existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
        .split('\n')
        .filter((l) => l.trim()).length
    : 0;
const seconds = (ms) =>
  ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${Math.floor((ms % 60_000) / 1000)} s`
    : `${(ms / 1000).toFixed(1)} s`;
const timings = [];
let failed = false;
const started = Date.now();
for (const file of benches) {
  console.log(`\n=== ${relative(root, file)}`);
  const t0 = Date.now();
  const before = recorded();
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS: resultsFile },
  });
  const ms = Date.now() - t0;
  const ok = result.status === 0;
  if (!ok) failed = true;
  const count = recorded() - before;
  timings.push({ name: benchName(file), ms, ok, count });
  console.log(
    `--- ${benchName(file)}: ${seconds(ms)}, ${count} figure${count === 1 ? '' : 's'} recorded` +
      (ok ? '' : ` (FAILED, exit ${result.status ?? result.signal})`),
  );
}

// The first-visit bench prints what `/` needs and each route's chunks; this is the whole build at a
// glance: the largest files and the total.
const assets = join(root, 'packages/web/dist/assets');
if (existsSync(assets)) {
  console.log('\n=== production bundle (packages/web/dist/assets, largest first)');
  const files = readdirSync(assets)
    .filter((n) => /\.(js|css)$/.test(n))
    .map((name) => {
      const bytes = readFileSync(join(assets, name));
      return { name, raw: bytes.length, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => (n / 1024).toFixed(1);
  const SHOWN = 12;
  for (const f of files.slice(0, SHOWN)) console.log(`${f.name}: ${kb(f.raw)} kB, ${kb(f.gzip)} kB gzip`);
  if (files.length > SHOWN) console.log(`… and ${files.length - SHOWN} smaller files`);
  const sum = (pick) => files.reduce((total, f) => total + pick(f), 0);
  console.log(
    `all ${files.length} JS + CSS files: ${kb(sum((f) => f.raw))} kB, ${kb(sum((f) => f.gzip))} kB gzip`,
  );
} else {
  console.log('\n(no production build: run `npm run build` to include bundle sizes)');
}

const figures = existsSync(resultsFile)
  ? readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line))
  : [];
rmSync(resultsDir, { recursive: true, force: true });

/** A Markdown table, padded for the terminal, so it can be pasted into the README as it is. */
function table(header, rows) {
  const width = (text) => [...String(text)].reduce((w, ch) => w + (/[\u2e80-\uffef]/.test(ch) ? 2 : 1), 0);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => width(row[i]))));
  const line = (row) =>
    `| ${row.map((cell, i) => String(cell) + ' '.repeat(widths[i] - width(cell))).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

console.log(`\n=== figures${quick ? ' (BENCH_QUICK=1: short protocol, not the issue’s figures)' : ''}`);
if (figures.length > 0) {
  console.log(
    table(
      ['bench', 'figure', 'measured', 'goal', 'met', 'fair baseline'],
      figures.map((f) => [f.bench, f.name, f.measured, f.goal, f.met ? '✓' : '✗', f.baseline || '—']),
    ),
  );
  // Figures whose goal starts with '—' are reported for information and have no goal to meet.
  const goals = figures.filter((f) => !f.goal.startsWith('—'));
  console.log(`${goals.filter((f) => f.met).length} of ${goals.length} goals met`);
} else {
  console.log('(no bench recorded a figure)');
}
console.log(
  `\nelapsed: ${timings.map((t) => `${t.name} ${seconds(t.ms)}${t.ok ? '' : ' FAILED'}`).join(', ')}; ` +
    `total ${seconds(Date.now() - started)}`,
);
const silent = timings.filter((t) => t.count === 0);
if (silent.length > 0) {
  console.log(`(no figure recorded by: ${silent.map((t) => t.name).join(', ')})`);
}
process.exit(failed ? 1 : 0);
