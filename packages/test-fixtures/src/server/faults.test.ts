import { advertising } from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxClient } from '../client/sandboxClient.ts';
import { parseFaultSpec } from './faults.ts';
import type { Sandbox } from './sandbox.ts';
import { startTestSandbox } from './testSandbox.ts';

const NAV = advertising.navigationList.path;
const BANNERS = advertising.getMyDiscountAd.path;

let sandbox: Sandbox;
let baseUrl: string;
let client: SandboxClient;

beforeAll(async () => {
  ({ sandbox, baseUrl, client } = await startTestSandbox());
});
afterAll(() => sandbox.close());
beforeEach(() => client.reset());

const code = async (encrypted = false) => (await client.call(NAV, {}, { encrypted })).status_code;

describe('fault injection', () => {
  it('code: answers the catalogue message, counts down and expires', async () => {
    await client.addFault({ path: NAV, code: 6013, count: 2 });
    const first = await client.call(NAV, {});
    expect(first).toEqual({ status_code: 6013, data: null, message: expect.any(String) });
    expect(first.message).not.toBe('');
    expect((await client.faults()).faults[0]).toMatchObject({ path: NAV, remaining: 1 });
    expect(await code(true)).toBe(6013);
    expect(await code()).toBe(6000);
    expect((await client.faults()).faults).toEqual([]);
  });

  it('applies to the real path only', async () => {
    await client.addFault({ path: NAV, code: 6005 });
    expect((await client.call(BANNERS, {})).status_code).toBe(6000);
    expect(await code()).toBe(6005);
  });

  it('httpStatus: answers with that status, then recovers', async () => {
    await client.addFault({ path: NAV, httpStatus: 503 });
    expect((await client.raw(NAV, {})).status).toBe(503);
    expect((await client.raw(NAV, {})).status).toBe(200);
  });

  it('delayMs: holds the answer back', async () => {
    await client.addFault({ path: NAV, delayMs: 300 });
    const started = performance.now();
    expect(await code()).toBe(6000);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('body html / empty / text / truncated: sends broken bodies once', async () => {
    await client.addFault({ path: NAV, body: 'html' });
    await client.addFault({ path: NAV, body: 'empty' });
    await client.addFault({ path: NAV, body: 'text' });
    await client.addFault({ path: NAV, body: 'truncated' });
    const html = await client.raw(NAV, {});
    expect(html.contentType).toContain('text/html');
    expect(html.text).toContain('<html>');
    expect((await client.raw(NAV, {})).text).toBe('');
    const text = await client.raw(NAV, {});
    expect(text.contentType).toContain('text/plain');
    expect(() => JSON.parse(text.text)).toThrow();
    const truncated = await client.raw(NAV, {}, { encrypted: true });
    expect(truncated.text.startsWith('{"x":"')).toBe(true);
    expect(() => JSON.parse(truncated.text)).toThrow();
    expect(await code()).toBe(6000);
  });

  it('drop: destroys the connection without an answer, once', async () => {
    await client.addFault({ path: NAV, drop: true });
    await expect(client.raw(NAV, {})).rejects.toThrow();
    expect(await code()).toBe(6000);
    const [dropped] = (await client.requests(2)).slice(0, 1);
    expect(dropped).toMatchObject({ realPath: NAV, status_code: null });
  });

  it('reset and DELETE clear pending faults', async () => {
    await client.addFault({ path: NAV, code: 6005, count: 5 });
    await client.reset();
    expect(await code()).toBe(6000);
    await client.addFault({ path: NAV, code: 6005, count: 5 });
    await client.clearFaults();
    expect(await code()).toBe(6000);
  });

  it('rejects malformed fault requests with HTTP 400', async () => {
    const response = await fetch(`${baseUrl}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: NAV, body: 'weird' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('parseFaultSpec', () => {
  it('defaults count to 1 and rejects bad fields', () => {
    expect(parseFaultSpec({ path: NAV })).toEqual({ path: NAV, count: 1 });
    expect(parseFaultSpec({ path: 'no-slash' })).toEqual(expect.any(String));
    expect(parseFaultSpec({ path: NAV, count: 0 })).toEqual(expect.any(String));
    expect(parseFaultSpec({ path: NAV, httpStatus: 99 })).toEqual(expect.any(String));
    expect(parseFaultSpec({ path: NAV, drop: 'yes' })).toEqual(expect.any(String));
  });
});

describe('controls', () => {
  it('health answers ok', async () => {
    expect(await (await fetch(`${baseUrl}/__sandbox/health`)).json()).toMatchObject({ ok: true });
  });

  it('reset restores the seed state exactly', async () => {
    await client.call(NAV, {});
    expect((await client.requests()).length).toBeGreaterThan(0);
    await client.reset();
    expect(await client.requests()).toEqual([]);
  });
});
