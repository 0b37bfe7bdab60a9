// Development: the sandbox on :8080 and the Vite dev server (hot reload) proxying to it.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/test-fixtures/src/main.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '8080' },
  }),
  spawn('npx', ['vite', '--configLoader', 'runner', '--host', '127.0.0.1'], {
    stdio: 'inherit',
    cwd: join(root, 'packages/web'),
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
