import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyDeviceVault } from './lazyDeviceVault.ts';

describe('the lazily loaded device vault', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is none where IndexedDB is missing, as the vault itself', () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(createLazyDeviceVault()).toBeNull();
  });

  it("loads the vault on first use and reports the vault's own failure", async () => {
    const open = vi.fn(() => {
      const request = {} as IDBOpenDBRequest;
      queueMicrotask(() => request.onerror?.(new Event('error')));
      return request;
    });
    vi.stubGlobal('indexedDB', { open });
    const vault = createLazyDeviceVault();
    expect(vault).not.toBeNull();
    expect(open).not.toHaveBeenCalled();
    await expect(vault?.seal('secret')).rejects.toThrow('IndexedDB is unavailable');
    expect(open).toHaveBeenCalledTimes(1);
  });
});
