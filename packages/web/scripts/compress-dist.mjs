// Post-build step (npm run build): writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
// next to every compressible file of dist/, so the start server and nginx (gzip_static) send
// precompressed bytes without compressing per request. A copy that is not smaller is not written.
// Source maps are left alone: only developer tools fetch them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.wasm',
]);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase())) yield path;
  }
}

async function compress(path) {
  const bytes = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  if (br.length < bytes.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < bytes.length) await writeFile(`${path}.gz`, gzipped);
  return {
    raw: bytes.length,
    br: Math.min(br.length, bytes.length),
    gz: Math.min(gzipped.length, bytes.length),
  };
}

const started = performance.now();
const totals = { files: 0, raw: 0, br: 0, gz: 0 };
const jobs = [];
for await (const path of files(dist)) jobs.push(path);
for (const result of await Promise.all(jobs.map(compress))) {
  totals.files += 1;
  totals.raw += result.raw;
  totals.br += result.br;
  totals.gz += result.gz;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `compress-dist: ${totals.files} files in ${relative(process.cwd(), dist) || '.'}: ${kb(totals.raw)} raw, ` +
    `${kb(totals.gz)} gzip, ${kb(totals.br)} brotli (${Math.round(performance.now() - started)} ms)`,
);
