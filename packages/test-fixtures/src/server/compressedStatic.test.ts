import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  // The build compresses index.html too (compress-dist.mjs): sent as built, it is sent precompressed.
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX));
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

  it('is sent as built on every route: the sandbox adds nothing to the page (issue #26)', async () => {
    for (const route of ['/', '/mine/userinfo', '/game/sport']) {
      const page = (await get(route)).body.toString('utf8');
      expect(page, route).toBe(INDEX);
    }
    // No starter script any more: the path is just another client-side route.
    expect((await get('/app-start.js')).body.toString('utf8')).toBe(INDEX);
  });
});
