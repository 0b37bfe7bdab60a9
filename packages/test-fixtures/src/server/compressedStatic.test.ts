import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeedData, DEFAULT_SEED } from '../seed/seedData.ts';
import { APP_START, APP_START_PATH, renderIndexPage } from './indexPage.ts';
import type { Sandbox } from './sandbox.ts';
import { startTestSandbox } from './testSandbox.ts';

// Issue #16: the start server sends the build's precompressed copies (scripts/compress-dist.mjs).
const SCRIPT = `export const greeting = "${'锦鲤 '.repeat(400)}";\n`;
const INDEX =
  '<!DOCTYPE html><html><head><title>锦鲤</title></head><body><div id="root"><!--boot--><div class="boot">正在进入锦鲤娱乐…</div><!--/boot--></div>' +
  '<script type="module" src="/assets/app-abc123.js"></script></body></html>';
let dist: string;
let sandbox: Sandbox;
let baseUrl: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET (node:http does not decode), so the test sees exactly the bytes and headers sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jinli-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  // Only a gzip copy: brotli clients get gzip, not identity.
  writeFileSync(join(dist, 'assets', 'style-abc123.css'), `body{color:red}${' '.repeat(500)}`);
  writeFileSync(join(dist, 'assets', 'style-abc123.css.gz'), gzipSync(`body{color:red}${' '.repeat(500)}`));
  ({ sandbox, baseUrl } = await startTestSandbox({ webDist: dist }));
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('sends brotli to a browser that accepts it, with the type, caching and Vary of the file', async () => {
    const answer = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 10);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(SCRIPT);
    // The app's security headers stay on compressed files.
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends gzip when brotli is not accepted or has no copy, and the plain file otherwise', async () => {
    const gz = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(SCRIPT);
    const css = await get('/assets/style-abc123.css', { 'Accept-Encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(
        '/assets/app-abc123.js',
        accept === undefined ? {} : { 'Accept-Encoding': accept },
      );
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString('utf8')).toBe(SCRIPT);
    }
  });

  it('answers a HEAD with the headers of the GET and no body', async () => {
    const head = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    const full = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('gives each representation its own ETag and answers a matching revalidation with 304', async () => {
    const br = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    const gz = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    const plain = await get('/assets/app-abc123.js');
    const tags = [br, gz, plain].map((answer) => answer.headers.etag);
    expect(new Set(tags).size).toBe(3);
    const again = await get('/assets/app-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toContain('immutable');
    // Another representation's tag does not validate this one.
    const mismatch = await get('/assets/app-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(gz.headers.etag),
    });
    expect(mismatch.status).toBe(200);
  });

  it('does not serve a copy for a file that does not exist', async () => {
    expect((await get('/assets/gone-abc123.js', { 'Accept-Encoding': 'br' })).status).toBe(404);
  });
});

describe('index.html', () => {
  it('is never cached unvalidated, is compressed when accepted and keeps the security headers', async () => {
    for (const route of ['/', '/mine/userinfo']) {
      const answer = await get(route, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(answer.status, route).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(answer.body).toString('utf8')).toContain('<div id="root">');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('preloads the first home banner on / only, at high priority', async () => {
    const first = createSeedData({ seed: DEFAULT_SEED, now: Date.now() }).banners[0]?.image ?? '';
    expect(first).toMatch(/^\/sandbox-art\//);
    const home = (await get('/')).body.toString('utf8');
    expect(home).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high" />`);
    expect(home.indexOf(first)).toBeLessThan(home.indexOf('</head>'));
    // The boot screen gives way to the home shell: the header bar and this banner, styled inline.
    expect(home).not.toContain('class="boot"');
    const shell = home.slice(home.indexOf('<body>'));
    expect(shell).toContain('<div class="shell-header"></div>');
    expect(shell).toContain(`<img src="${first}" alt="" width="1200" height="360" fetchpriority="high" />`);
    // The image is asked for first; the app's entry is named by the starter's tag and imported by the
    // starter once the banner is on screen, so the page itself loads no app script.
    expect(home.indexOf(first)).toBeLessThan(home.indexOf('<script'));
    expect(home).not.toContain('src="/assets/app-abc123.js"');
    expect(shell).toContain(
      `<script type="module" async src="${APP_START_PATH}" data-app="/assets/app-abc123.js" data-preload=""></script>`,
    );
    const starter = await get(APP_START_PATH);
    expect(starter.status).toBe(200);
    expect(starter.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(starter.body.toString('utf8')).toBe(APP_START);
    // The image the preload names is the one the home page shows first; drawn art is compressed too.
    const art = await get(first, { 'Accept-Encoding': 'gzip, br' });
    expect(art.status).toBe(200);
    expect(art.headers['content-type']).toBe('image/svg+xml');
    expect(art.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(art.body).toString('utf8')).toMatch(/^<svg xmlns=/);
    for (const route of ['/mine/userinfo', '/game/sport']) {
      // Another route keeps its boot screen and preloads no banner; its code comes from the starter too.
      const page = (await get(route)).body.toString('utf8');
      expect(page, route).toContain('<div class="boot">正在进入锦鲤娱乐…</div>');
      expect(page, route).not.toContain('rel="preload" as="image"');
      expect(page, route).not.toContain('src="/assets/app-abc123.js"');
      expect(page, route).toContain(`src="${APP_START_PATH}" data-app="/assets/app-abc123.js"`);
    }
  });
});

describe('the home shell', () => {
  const html =
    '<html><head></head><body><div id="root"><!--boot--><div class="boot">…</div><!--/boot--></div></body></html>';

  it('draws only a same-origin banner, with its URL escaped', () => {
    const page = renderIndexPage(html, '/', { homeBanner: '/art/a"b<c>.svg' });
    expect(page).toContain('src="/art/a&quot;b&lt;c&gt;.svg"');
    expect(page).not.toContain('<c>');
    for (const banner of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      undefined,
    ]) {
      expect(renderIndexPage(html, '/', { homeBanner: banner }), String(banner)).toBe(html);
    }
  });

  it('hands the built entry and its modulepreloads to the starter, on every route', () => {
    const built =
      '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/core-c3.js"></head>' +
      '<body><div id="root"><!--boot--><div class="boot">…</div><!--/boot--></div>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-d4.css"></body></html>';
    // Before the stylesheet, which holds the parser until it is in: the starter runs without waiting for it.
    const tag =
      `<script type="module" async src="${APP_START_PATH}" data-app="/assets/index-a1.js"` +
      ' data-preload="/assets/react-b2.js /assets/core-c3.js"></script>\n    <link rel="stylesheet"';
    for (const path of ['/', '/help']) {
      const page = renderIndexPage(built, path, { homeBanner: '/art/a.svg' });
      expect(page, path).not.toMatch(/modulepreload|index-a1\.js"><\/script>/);
      expect(page, path).toContain(tag);
    }
    expect(renderIndexPage(built, '/help', { homeBanner: '/art/a.svg' })).toContain('<div class="boot">');
  });

  it('keeps the boot screen on every other route, and leaves a page without one as it is', () => {
    expect(renderIndexPage(html, '/game/sport', { homeBanner: '/art/a.svg' })).toBe(html);
    const other = '<html><head></head><body><div id="root"></div></body></html>';
    expect(renderIndexPage(other, '/', { homeBanner: '/art/a.svg' })).toBe(other);
  });
});
