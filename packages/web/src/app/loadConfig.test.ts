import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './loadConfig.ts';

const ok = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('loadRuntimeConfig', () => {
  it('parses a valid config and fills defaults', async () => {
    const config = await loadRuntimeConfig(ok({ siteId: 'jinli', cipherKey: 'k', cipherIv: 'i' }));
    expect(config).toMatchObject({ siteId: 'jinli', safeSwitch: true, theme: 'light', apiBase: '' });
  });

  it('rejects an HTTP failure and a config of the wrong shape', async () => {
    await expect(loadRuntimeConfig(ok({}, 503))).rejects.toThrow();
    await expect(loadRuntimeConfig(ok({ siteId: '' }))).rejects.toThrow();
  });
});
