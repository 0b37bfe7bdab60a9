// The whole check, in the order CI runs it: lint, type check, unit + property tests, the headless
// journey, then the browser tests against the production build and the sandbox. Ends with one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results', 'summary');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s`);
  if (!ok) failures.push(title);
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const npx = 'npx';
const lintOk = run('lint', npx, ['biome', 'check', '.']);
if (lintOk) passed += 1;
else failed += 1;

const typesOk = run('type check', npx, ['tsc', '-b']);
if (typesOk) passed += 1;
else failed += 1;

const unitFile = join(reports, 'vitest.json');
run('unit and property tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitFile}`,
]);
const unit = readJson(unitFile);
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numFailedTestSuites ?? 0);
  skipped += unit.numPendingTests + unit.numTodoTests;
} else {
  failed += 1;
}

// The headless journey (examples/headless): core + adapters alone run one member journey against the sandbox.
const headlessOk = run('headless journey', 'npm', ['run', 'headless'], { HEADLESS_PORT: '0' });
if (headlessOk) passed += 1;
else failed += 1;

const buildOk = run('production build', 'npm', ['run', 'build']);
if (buildOk) {
  // Issue #27: the JS a first visit to `/` loads stays within its budget (bytes of the build, not time).
  if (run('first-visit size budget', 'node', ['scripts/first-visit-budget.mjs'])) passed += 1;
  else failed += 1;
  const e2eFile = join(reports, 'playwright.json');
  run(
    'browser tests',
    npx,
    ['playwright', 'test', '-c', 'packages/web/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
    },
  );
  const e2e = readJson(e2eFile);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
    skipped += e2e.stats.skipped;
  } else {
    failed += 1;
  }
} else {
  failed += 1;
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
