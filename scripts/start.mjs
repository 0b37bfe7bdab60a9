// Runs the sandbox API server with the production build of the web app on one port.
// Usage: node scripts/start.mjs   (PORT, HOST, SANDBOX_SAFE_SWITCH from the environment)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = process.env.WEB_DIST ?? join(root, 'packages/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`No web build at ${webDist}: run "npm run build" first (npm start does it for you).`);
  process.exit(1);
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/test-fixtures/src/main.ts')], {
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: webDist, PORT: process.env.PORT ?? '8080' },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
