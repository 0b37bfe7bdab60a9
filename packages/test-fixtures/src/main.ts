import { resolve } from 'node:path';
import { BRANDS_DIR, loadSandboxBrand } from './server/brands.ts';
import { DEV_CIPHER_KEY } from './server/devKeys.ts';
import { createSandbox, DEFAULT_WEB_DIST } from './server/sandbox.ts';

// Starts the sandbox from the environment: PORT, HOST, WEB_DIST, SANDBOX_SAFE_SWITCH, SANDBOX_H5_URL,
// SANDBOX_HOSTS, BRAND, BRANDS_DIR (see README.md).
const port = Number.parseInt(process.env.PORT ?? '8080', 10);
const host = process.env.HOST ?? '127.0.0.1';
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : DEFAULT_WEB_DIST;
const safeSwitch = process.env.SANDBOX_SAFE_SWITCH !== '0';
const controls = process.env.SANDBOX_CONTROLS !== '0';
const h5Url = process.env.SANDBOX_H5_URL ?? '';
const allowedHosts = (process.env.SANDBOX_HOSTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
// A specific interface named in HOST is the sandbox's own address: its controls answer it.
if (!['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host)) allowedHosts.push(host);

if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be 0..65535, got ${process.env.PORT}`);
  process.exit(1);
}

// The brand is read and validated at start (issue #26); a problem is printed and the default brand runs.
const brand = loadSandboxBrand(
  process.env.BRAND,
  process.env.BRANDS_DIR ? resolve(process.env.BRANDS_DIR) : BRANDS_DIR,
);
if (brand.problem !== '') {
  console.error(
    `\n  品牌配置有误，使用默认品牌 · brand config rejected, running the default brand:\n  ${brand.problem.replaceAll('\n', '\n  ')}\n`,
  );
}

const sandbox = createSandbox({
  brand,
  webDist,
  safeSwitch,
  controls,
  h5Url,
  allowedHosts,
  log: (line) => console.log(`[sandbox] ${new Date().toISOString()} ${line}`),
});

try {
  const url = await sandbox.listen(port, host);
  console.log(
    [
      '',
      '  锦鲤沙盒已启动 · Jinli sandbox is running',
      `  网址 URL:        ${url}`,
      `  网页 Web app:    ${webDist}`,
      `  品牌 Brand:      ${brand.brand.name} (${brand.brand.id})`,
      `  加密 safeSwitch: ${safeSwitch ? '开 on' : '关 off'}`,
      `  密钥 Keys:       public development keys (${DEV_CIPHER_KEY.slice(0, 8)}…), see ${url}/config.json`,
      '  按 Ctrl+C 停止 · Press Ctrl+C to stop',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(
    `无法启动沙盒 · could not start the sandbox: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${signal}: 正在停止沙盒 · stopping the sandbox`);
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
