import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Browser tests drive the production build served by the sandbox, in Debian's Chromium.
// Each worker has a sandbox of its own (tests change its shared state: faults, ledger, codes), so files run
// in parallel while the tests of one sandbox run one at a time. Worker i's sandbox listens on
// E2E_PORT + i * PORT_STRIDE; specs that start more servers (brands, nginx) offset from their worker's port.
const port = Number(process.env.E2E_PORT ?? 8181);
const PORT_STRIDE = 20;
// A story keeps about two cores busy (Chromium's software rendering, the app, the sandbox): on a 2-core
// machine a second worker only halves each one's speed (3.8 stories a minute with two, 6 with one).
const workers = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));
/**
 * The browser: CHROMIUM_PATH, else Debian's chromium-headless-shell when installed (the same Blink as
 * chromium without the full browser's UI layer: a story runs about a fifth faster), else Debian's chromium.
 * The benches keep the full chromium (members' browser; Lighthouse needs it).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
/** This worker's sandbox (Playwright sets TEST_PARALLEL_INDEX in each worker before loading this file). */
export const baseURL = `http://127.0.0.1:${port + Number(process.env.TEST_PARALLEL_INDEX ?? 0) * PORT_STRIDE}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // The built app registers a Workbox service worker (issue #26). Stories run without it, so a page
    // route or a reload always reaches the sandbox; e2e/offline.spec.ts turns it on to test it.
    serviceWorkers: 'block',
    // Software rendering pays for every animation frame: the banner carousel, the notice ticker, marquees,
    // skeleton shimmers and odds flashes kept Chromium busy through every story. The app honours
    // prefers-reduced-motion (it stops them all), so stories run with it; a story that checks motion itself
    // (the draw wheel's spin, the smooth 返回顶部) asks for it back with page.emulateMedia.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => {
    const serverUrl = `http://127.0.0.1:${port + index * PORT_STRIDE}`;
    return {
      command: 'node ../../scripts/start.mjs',
      url: `${serverUrl}/__sandbox/health`,
      env: { PORT: String(port + index * PORT_STRIDE), HOST: '127.0.0.1' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
