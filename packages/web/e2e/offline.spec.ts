import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue #26: installable. The build's Workbox service worker precaches the shell and the hashed code,
// so a repeat visit paints without the network and, offline, shows a Chinese offline page; it never
// answers an API call, the runtime config, the manifest, brand art or an upload from its cache.
test.use({ serviceWorkers: 'allow' });

/** Same-origin paths whose answer must always come from the network. */
const NEVER_CACHED =
  /^\/((site|act|fd|game|stream)\/(api|ws)\/|x\/|config\.json$|manifest\.webmanifest$|brand\/|sandbox-|__sandbox\/)/;

async function waitForControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  // The precache is complete once the worker is active (install waits for every file).
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe(
    'activated',
  );
}

test('offline, a reload paints the cached shell and the 网络已断开 page; no API answer ever comes from the cache', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  test.info().annotations.push({
    type: 'allow-console-errors',
    description: 'net::ERR_INTERNET_DISCONNECTED|Failed to fetch',
  });
  const fromWorker: string[] = [];
  const record = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(page.url() || 'http://x').origin && response.fromServiceWorker())
      fromWorker.push(url.pathname);
  };
  page.on('response', record);

  await page.goto('/');
  await expect(page.locator('.hero-slide img').first()).toBeVisible();
  await waitForControl(page);

  // Online, a repeat visit is painted from the precache: the page and its code, never the API.
  await page.reload();
  await expect(page.locator('.hero-slide img').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  expect(fromWorker).toContain('/');
  expect(fromWorker.some((path) => path.startsWith('/assets/'))).toBe(true);

  // The network goes away: the cached shell paints and says so in Chinese, with a way back.
  await context.setOffline(true);
  const document = await page.reload();
  expect(document?.fromServiceWorker()).toBe(true);
  // The cached page keeps the CSP it was served with.
  expect(document?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.shell-header')).toBeVisible();
  const offline = page.getByRole('alert');
  await expect(offline.getByRole('heading', { name: '网络已断开' })).toBeVisible();
  await expect(offline).toContainText('请检查网络设置后重试');
  await expect(offline.getByRole('button', { name: '重试' })).toBeEnabled();
  expect(await page.title()).toBe('正在加载…');

  // A deep link offline gets the same shell (navigation fallback), not the browser's error page.
  await page.goto('/mine/wallet').catch(() => undefined);
  await expect(page.getByRole('heading', { name: '网络已断开' })).toBeVisible();

  // Back online, the page starts by itself.
  await context.setOffline(false);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible({ timeout: 15_000 });

  // Nothing the API, the config, the manifest, brand art or uploads answered came from the worker ...
  expect(fromWorker.filter((path) => NEVER_CACHED.test(path))).toEqual([]);
  // ... and the worker's caches hold only the shell and the build's files.
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path !== '/index.html' && !path.startsWith('/assets/'))).toEqual([]);
});
