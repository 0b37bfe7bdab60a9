import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_NAMES } from '../art/registry.ts';
import type { Sandbox } from './sandbox.ts';
import { startTestSandbox } from './testSandbox.ts';

const INDEX = '<!DOCTYPE html><html><body><div id="root">fake app</div></body></html>';
let dist: string;
let sandbox: Sandbox;
let baseUrl: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jinli-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ({ sandbox, baseUrl } = await startTestSandbox({ webDist: dist }));
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app', () => {
  it('falls back to index.html for client routes', async () => {
    for (const route of ['/', '/mine/userinfo', '/game/sport', '/app/help/ck']) {
      const response = await fetch(`${baseUrl}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets with a long cache and the right type', async () => {
    const response = await fetch(`${baseUrl}/assets/app-abc123.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${baseUrl}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('a missing asset is 404, not index.html', async () => {
    expect((await fetch(`${baseUrl}/assets/missing.js`)).status).toBe(404);
  });

  it('does not serve files outside the dist folder', async () => {
    const response = await fetch(`${baseUrl}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).toBe(INDEX);
  });

  it('says in Chinese that the app is not built when dist is missing', async () => {
    const other = await startTestSandbox({ webDist: join(dist, 'nope') });
    try {
      const response = await fetch(`${other.baseUrl}/mine/userinfo`);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await other.sandbox.close();
    }
  });
});

/** Tag balance check: every opened element is closed in order (enough to catch broken markup). */
function isBalancedXml(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('art', () => {
  it.each(ART_NAMES)('%s.svg is a well-formed SVG image', async (name) => {
    const response = await fetch(`${baseUrl}/sandbox-art/${name}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await response.text();
    expect(svg.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/href="https?:/);
    expect(isBalancedXml(svg)).toBe(true);
  });

  it('every seeded image URL resolves to art', async () => {
    const banners = (await import('../seed/seedData.ts')).createSeedData({ seed: 1, now: 0 }).banners;
    const sponsors = (await import('../seed/content.ts')).SPONSOR_CONTENT.sponsors;
    for (const { image } of [...banners, ...sponsors]) {
      expect((await fetch(`${baseUrl}${image}`)).status, image).toBe(200);
    }
  });

  it('unknown art is 404', async () => {
    expect((await fetch(`${baseUrl}/sandbox-art/nothing.svg`)).status).toBe(404);
  });
});
