// What the browser benchmarks share: the production build served by a sandbox on a port from BENCH_PORT, Debian's
// Chromium driven by playwright-core, and a logged-in member. Benchmarks print; they never fail on a number.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { createSandboxClient, type SandboxClient } from '../client/sandboxClient.ts';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from '../server/devKeys.ts';
import { createSandbox, DEFAULT_WEB_DIST, type Sandbox } from '../server/sandbox.ts';
import { nextBenchPort } from './benchPorts.ts';

// The flags TOOLCHAIN.md verified: no sandbox as root, no GPU, and no background traffic on a closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BenchStage {
  sandbox: Sandbox;
  baseUrl: string;
  client: SandboxClient;
  browser: Browser;
  close(): Promise<void>;
}

/** Starts sandbox + Chromium, or prints why the bench is skipped (no build, no browser) and returns null. */
export async function startBenchStage(label: string): Promise<BenchStage | null> {
  if (!existsSync(join(DEFAULT_WEB_DIST, 'index.html'))) {
    console.log(`${label}: skipped, no production build (run \`npm run build\` first)`);
    return null;
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.log(`${label}: skipped, no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
    return null;
  }
  const sandbox = createSandbox({ log: () => {} });
  const baseUrl = await sandbox.listen(await nextBenchPort(), '127.0.0.1');
  const client = createSandboxClient(baseUrl, {
    cipherKey: DEV_CIPHER_KEY,
    cipherIv: DEV_CIPHER_IV,
    siteId: SANDBOX_SITE_ID,
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  return {
    sandbox,
    baseUrl,
    client,
    browser,
    async close() {
      await browser.close();
      await sandbox.close();
    },
  };
}

/** Page-side script that puts a member session in storage before the app starts. */
export function sessionInitScript(session: { token: string; userId: string }): string {
  return (
    `localStorage.setItem('token', ${JSON.stringify(session.token)});` +
    `localStorage.setItem('userId', ${JSON.stringify(session.userId)});`
  );
}
