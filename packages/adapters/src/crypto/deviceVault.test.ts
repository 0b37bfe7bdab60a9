import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDeviceVault, type KeyStore } from './deviceVault.ts';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

function memoryKeys(): KeyStore & { stored: () => CryptoKey | undefined } {
  let key: CryptoKey | undefined;
  return {
    stored: () => key,
    get: async () => key,
    getOrPut: async (candidate) => {
      key ??= candidate;
      return key;
    },
  };
}

describe('device vault (issue #29)', () => {
  it('seals with a fresh IV under a non-extractable AES-GCM key and opens what it sealed', async () => {
    const keys = memoryKeys();
    const vault = createDeviceVault({ subtle, keys });
    expect(vault).not.toBeNull();
    const first = await vault?.seal('{"name":"demo01","password":"demo1234"}');
    const second = await vault?.seal('{"name":"demo01","password":"demo1234"}');
    expect(first).not.toBe(second);
    expect(first).not.toContain('demo1234');
    expect(await vault?.open(first ?? '')).toBe('{"name":"demo01","password":"demo1234"}');
    const key = keys.stored();
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm.name).toBe('AES-GCM');
    await expect(subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
  });

  it('refuses tampered text, and text sealed on another device', async () => {
    const vault = createDeviceVault({ subtle, keys: memoryKeys() });
    const sealed = (await vault?.seal('secret')) ?? '';
    const tampered = `${sealed.slice(0, -4)}AAA=`;
    await expect(vault?.open(tampered)).rejects.toThrow();
    const other = createDeviceVault({ subtle, keys: memoryKeys() });
    await expect(other?.open(sealed)).rejects.toThrow();
  });

  it('is absent without SubtleCrypto', () => {
    expect(createDeviceVault({ subtle: null, keys: memoryKeys() })).toBeNull();
  });
});
