// Runs every `*.bench.ts` under packages/*/src and prints their figures, then the size of the
// production bundle when one is built. Benchmarks print; they never fail on a number.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

const benches = readdirSync(join(root, 'packages')).flatMap((pkg) =>
  findBenches(join(root, 'packages', pkg, 'src')),
);
let failed = false;
for (const file of benches) {
  console.log(`\n=== ${relative(root, file)}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}

const assets = join(root, 'packages/web/dist/assets');
if (existsSync(assets)) {
  console.log('\n=== production bundle (packages/web/dist/assets)');
  for (const name of readdirSync(assets).filter((n) => /\.(js|css)$/.test(n))) {
    const bytes = readFileSync(join(assets, name));
    console.log(
      `${name}: ${(bytes.length / 1024).toFixed(1)} kB, ${(gzipSync(bytes).length / 1024).toFixed(1)} kB gzip`,
    );
  }
} else {
  console.log('\n(no production build: run `npm run build` to include bundle sizes)');
}
process.exit(failed ? 1 : 0);
