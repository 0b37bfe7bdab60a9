import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './sandbox.ts';
import { startTestSandbox } from './testSandbox.ts';

let dist: string;
let sandbox: Sandbox;
let baseUrl: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'jinli-headers-'));
  writeFileSync(join(dist, 'index.html'), '<!DOCTYPE html><html><body>app</body></html>');
  ({ sandbox, baseUrl } = await startTestSandbox({ webDist: dist }));
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dist, { recursive: true, force: true });
});

/** fetch() may not set Origin or Sec-Fetch-Site itself, so a raw request plays the other site's page. */
function post(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end('{}');
  });
}

describe('security headers of the web app (issue #15)', () => {
  it('serves / with a CSP without inline scripts, no framing, referrer, sniffing and feature policies', async () => {
    const response = await fetch(`${baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const host = new URL(baseUrl).host;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ws://${host}`);
    expect(csp).toContain(`frame-src 'self' http://${host}`);
    expect(csp).toContain("require-trusted-types-for 'script'");
    // Issue #29: pictures from this site only (no https: wildcard that would let a tracking pixel in).
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('the same headers on a deep route such as the withdrawal page', async () => {
    const response = await fetch(`${baseUrl}/mine/takemoney`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('lets only this site frame the demo game pages', async () => {
    const response = await fetch(`${baseUrl}/sandbox-game/AGZR/lobby`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('lists its own origin as the one game origin in /config.json', async () => {
    const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { gameOrigins: string[] };
    expect(config.gameOrigins).toEqual([baseUrl]);
  });
});

describe('sandbox controls answer same-origin requests only (issue #15, failure 7)', () => {
  it('refuses a cross-site POST to reset or faults', async () => {
    expect(
      await post('/__sandbox/reset', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }),
    ).toBe(403);
    expect(await post('/__sandbox/faults', { Origin: 'https://evil.example' })).toBe(403);
    expect(await post('/__sandbox/reset', { 'Sec-Fetch-Site': 'same-site' })).toBe(403);
    const faults = (await (await fetch(`${baseUrl}/__sandbox/faults`)).json()) as { faults: unknown[] };
    expect(faults.faults).toEqual([]);
  });

  it('accepts the site itself and tools without browser headers', async () => {
    expect(await post('/__sandbox/reset', { Origin: baseUrl, 'Sec-Fetch-Site': 'same-origin' })).toBe(200);
    expect(await post('/__sandbox/reset', {})).toBe(200);
  });

  it('refuses a DNS-rebinding request that fakes Origin and Host alike (issue #29)', async () => {
    const port = new URL(baseUrl).port;
    const rebound = { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` };
    expect(await post('/__sandbox/reset', { ...rebound, 'Sec-Fetch-Site': 'same-origin' })).toBe(403);
    expect(await post('/__sandbox/faults', rebound)).toBe(403);
    expect(await post('/__sandbox/reset', { Host: `evil.example:${port}` })).toBe(403);
    expect(
      await post('/__sandbox/reset', { Host: `localhost:${port}`, Origin: `http://localhost:${port}` }),
    ).toBe(200);
  });

  it('answers a host listed in allowedHosts (SANDBOX_HOSTS)', async () => {
    const listed = await startTestSandbox({ webDist: dist, allowedHosts: ['sandbox.lan'] });
    try {
      const port = new URL(listed.baseUrl).port;
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          `${listed.baseUrl}/__sandbox/health`,
          { headers: { Host: `sandbox.lan:${port}` } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(200);
    } finally {
      await listed.sandbox.close();
    }
  });

  it('does not exist outside sandbox mode', async () => {
    const { sandbox: plain, baseUrl: plainUrl } = await startTestSandbox({ webDist: dist, controls: false });
    try {
      expect((await fetch(`${plainUrl}/__sandbox/health`)).status).toBe(404);
      expect((await fetch(`${plainUrl}/__sandbox/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
