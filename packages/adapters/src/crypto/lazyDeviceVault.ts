import type { DeviceVaultPort } from '@jinli/core';
import { platformSubtle } from './webCipher.ts';

function hasIndexedDb(): boolean {
  try {
    return globalThis.indexedDB !== undefined && globalThis.indexedDB !== null;
  } catch {
    return false;
  }
}

/**
 * The browser's device vault (deviceVault.ts) with its code loaded on the first seal or open, when a
 * member logs in with 记住密码 or the login dialog reads what was remembered (issue #27: a first visit
 * to `/` carries none of it). Null, as createDeviceVault, where SubtleCrypto or IndexedDB is missing, so
 * core knows at once to remember the name alone. One vault (and one device key) once loaded.
 */
export function createLazyDeviceVault(): DeviceVaultPort | null {
  if (platformSubtle() === undefined || !hasIndexedDb()) return null;
  let vault: Promise<DeviceVaultPort> | undefined;
  const load = () => {
    if (vault !== undefined) return vault;
    const loading = import('./deviceVault.ts').then(({ createDeviceVault }) => {
      const made = createDeviceVault();
      if (made === null) throw new Error('this browser has no device vault');
      return made;
    });
    vault = loading;
    // A failed load (the chunk, say) is tried again by the next call.
    loading.catch(() => {
      if (vault === loading) vault = undefined;
    });
    return loading;
  };
  return {
    seal: async (plain) => (await load()).seal(plain),
    open: async (sealed) => (await load()).open(sealed),
  };
}
