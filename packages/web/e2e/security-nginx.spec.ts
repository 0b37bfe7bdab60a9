import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type NginxSite, startNginxSite } from '@jinli/test-fixtures/deploy';
import { baseURL } from '../playwright.config.ts';
import { expect, expectLoggedInAs, logIn, test } from './fixtures.ts';

// Issue #15: the production deployment the docs ship (docs/deploy/nginx) in front of the sandbox.
// The shipped files are used as written; only the listen ports, the web root, the upstream and the
// snippet path are pointed at this test's places, and the sandbox's art is proxied for the home page.
// The HTTPS server is served as plain HTTP on nginxPort (no certificate on a test machine), with its
// headers and locations as written; the shipped plain-HTTP server (the redirect to HTTPS) on redirectPort.
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const nginxPort = Number(new URL(baseURL).port) + 1000;
const nginxUrl = `http://127.0.0.1:${nginxPort}`;
const redirectPort = nginxPort + 10_000;

let site: NginxSite | null = null;

test.beforeAll(async () => {
  site = await startNginxSite({
    webRoot: join(repo, 'packages/web/dist'),
    backend: baseURL,
    port: nginxPort,
    redirectPort,
    tls: false,
  });
});

test.afterAll(async () => {
  await site?.close();
});

test('nginx from docs/deploy sends the security headers on / and on the withdrawal page', async () => {
  for (const path of ['/', '/mine/takemoney']) {
    const response = await fetch(`${nginxUrl}${path}`, { method: 'HEAD' });
    expect(response.status, path).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  }
  const asset = (await (await fetch(`${nginxUrl}/`)).text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? '';
  const assetAnswer = await fetch(`${nginxUrl}${asset}`, { method: 'HEAD' });
  expect(assetAnswer.headers.get('cache-control')).toContain('immutable');
  expect(assetAnswer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  // Issue #16: the build's precompressed copies, brotli first (brotli_static), gzip otherwise.
  for (const [accept, coding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
  ] as const) {
    const compressed = await fetch(`${nginxUrl}${asset}`, { headers: { 'Accept-Encoding': accept } });
    expect(compressed.headers.get('content-encoding'), accept).toBe(coding);
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    expect(compressed.headers.get('content-type')).toContain('javascript');
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await compressed.text()).toBe(readFileSync(join(repo, 'packages/web/dist', asset), 'utf8'));
  }
  const page = await fetch(`${nginxUrl}/mine/takemoney`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers.get('content-encoding')).toBe('gzip');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${nginxUrl}/__sandbox/health`)).status).toBe(404);
  // Issue #26: the page as built paints the home shell (no server rewrote it) with no inline script,
  // and the brand's manifest is served with its type and revalidated at every start.
  const html = await (await fetch(`${nginxUrl}/`)).text();
  expect(html).toContain('<div class="shell-header"></div>');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  const manifest = await fetch(`${nginxUrl}/manifest.webmanifest`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect((await manifest.json()).name).toBe('锦鲤娱乐');
  // The service worker is revalidated at every start (never immutable), scoped to the whole site, and
  // under the same CSP as the pages; it is the build's Workbox script, precaching the shell.
  const worker = await fetch(`${nginxUrl}/sw.js`, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toContain('javascript');
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(worker.headers.get('service-worker-allowed')).toBe('/');
  expect(worker.headers.get('content-security-policy')).toContain("script-src 'self';");
  const workerScript = await worker.text();
  expect(workerScript).toContain('workbox');
  expect(workerScript).toContain('"index.html"');
  expect(workerScript).not.toContain('importScripts');
});

test('HTTPS only: HSTS on every answer, plain HTTP redirects, and no source map is served (issue #29)', async () => {
  for (const path of ['/', '/mine/takemoney', '/config.json', '/nope.js.map']) {
    const answer = await fetch(`${nginxUrl}${path}`, { method: 'HEAD' });
    const hsts = answer.headers.get('strict-transport-security') ?? '';
    expect(hsts, path).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts, path).toContain('includeSubDomains');
  }
  const redirect = await fetch(`http://127.0.0.1:${redirectPort}/mine/wallet?tab=1`, { redirect: 'manual' });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get('location')).toBe('https://127.0.0.1/mine/wallet?tab=1');

  // The build keeps its maps for the operator's error tracker; nginx answers none of them.
  const html = await (await fetch(`${nginxUrl}/`)).text();
  const scripts = [...html.matchAll(/\/assets\/[^"]+\.js/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  // The maps are on disk (copied with dist/, as an operator might), yet never served.
  expect(
    scripts.filter((script) => existsSync(join(site?.webRoot ?? '', `${script}.map`))).length,
  ).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await (await fetch(`${nginxUrl}${script}`)).text();
    expect(body).not.toContain('sourceMappingURL');
    for (const suffix of ['.map', '.map.gz', '.map.br']) {
      const map = await fetch(`${nginxUrl}${script}${suffix}`, {
        headers: { 'Accept-Encoding': 'gzip, br' },
      });
      expect(map.status, `${script}${suffix}`).toBe(404);
      expect(await map.text()).not.toContain('"mappings"');
    }
  }
});

test('a letter cannot load a picture from another origin (tracking pixel), its own pictures show (issue #29)', async ({
  page,
  sandbox,
  request,
}) => {
  // Logging in through the captcha takes a while on a shared machine.
  test.setTimeout(90_000);
  const foreign = `http://localhost:${new URL(baseURL).port}/sandbox-art/logo.svg?pixel=demo01`;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('pixel=')) asked.push(r.url());
  });
  await page.goto(`${nginxUrl}/`);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  const letter = await request.post('/__sandbox/letters', {
    data: {
      name: 'demo01',
      type: 1,
      title: '账户安全提醒',
      content: `<p>请核对您的账户。</p><img src="${foreign}" alt="像素"><img src="/sandbox-art/logo.svg" alt="站内图片">`,
    },
  });
  expect(letter.ok()).toBe(true);
  await page.goto(`${nginxUrl}/mine/message`);
  await page
    .getByRole('button', { name: /账户安全提醒/ })
    .first()
    .click();
  await expect(page.getByText('请核对您的账户。')).toBeVisible();
  const body = page.locator('.message-body');
  await expect(body.getByRole('img', { name: '站内图片' })).toBeVisible();
  await expect(body.locator('img[alt="像素"][src]')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('through nginx a visitor sees the home page and a member logs in, with no CSP violation', async ({
  page,
  sandbox,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${nginxUrl}/`);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByText('公告').first()).toBeVisible();
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  await page.goto(`${nginxUrl}/mine/wallet`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(violations).toEqual([]);
});
