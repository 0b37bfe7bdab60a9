import type { DeviceVaultPort } from '@jinli/core';
import { base64ToBytes, bytesToBase64 } from './bytes.ts';
import { platformSubtle } from './webCipher.ts';

const DB_NAME = 'jinli-vault';
const STORE = 'keys';
const KEY_ID = 'credentials';
const IV_BYTES = 12;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Where the device key lives: by default this browser's IndexedDB. */
export interface KeyStore {
  /** The stored key, or the given one stored now if there was none; one transaction, so tabs agree. */
  getOrPut(candidate: CryptoKey): Promise<CryptoKey>;
  get(): Promise<CryptoKey | undefined>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The IndexedDB key store; CryptoKey objects are stored as they are (structured clone keeps them non-extractable). */
export function createIndexedDbKeyStore(factory: IDBFactory): KeyStore {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB is unavailable'));
      open.onblocked = () => reject(new Error('IndexedDB is blocked'));
    });
    opened.catch(() => {
      opened = undefined;
    });
    return opened;
  };
  return {
    async get() {
      const tx = (await db()).transaction(STORE, 'readonly');
      const found = await request(tx.objectStore(STORE).get(KEY_ID));
      return found instanceof CryptoKey ? found : undefined;
    },
    async getOrPut(candidate) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      const found = await request(store.get(KEY_ID));
      if (found instanceof CryptoKey) return found;
      await request(store.put(candidate, KEY_ID));
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
      });
      return candidate;
    },
  };
}

function defaultFactory(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB ?? undefined;
  } catch {
    return undefined;
  }
}

export interface DeviceVaultOptions {
  /** Default `globalThis.crypto.subtle`; `null` means none (as on a plain-http origin). */
  subtle?: SubtleCrypto | null | undefined;
  keys?: KeyStore | undefined;
}

/**
 * The DeviceVaultPort: AES-256-GCM under a key made on this device with `extractable: false` and kept
 * in IndexedDB, so the key's bytes can be read by nobody, page scripts included; only this origin on
 * this device can use it (issue #29). Sealed text is base64 of a fresh 12-byte IV then the cipher text.
 * Returns null where SubtleCrypto or IndexedDB is missing (plain-http origins, old browsers): core then
 * remembers the name alone.
 */
export function createDeviceVault({
  subtle = platformSubtle(),
  keys,
}: DeviceVaultOptions = {}): DeviceVaultPort | null {
  const factory = keys === undefined ? defaultFactory() : undefined;
  const store = keys ?? (factory === undefined ? undefined : createIndexedDbKeyStore(factory));
  if (subtle === undefined || subtle === null || store === undefined) return null;
  const random = globalThis.crypto;

  let key: Promise<CryptoKey> | undefined;
  const deviceKey = (create: boolean): Promise<CryptoKey> => {
    if (key !== undefined) return key;
    const made = (async () => {
      const stored = await store.get();
      if (stored !== undefined) return stored;
      if (!create) throw new Error('this device has no vault key');
      const fresh = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      return store.getOrPut(fresh);
    })();
    key = made;
    made.catch(() => {
      if (key === made) key = undefined;
    });
    return made;
  };

  return {
    async seal(plain) {
      const iv = random.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await subtle.encrypt(
        { name: 'AES-GCM', iv },
        await deviceKey(true),
        encoder.encode(plain),
      );
      const out = new Uint8Array(IV_BYTES + sealed.byteLength);
      out.set(iv);
      out.set(new Uint8Array(sealed), IV_BYTES);
      return bytesToBase64(out);
    },
    async open(sealedText) {
      const bytes = base64ToBytes(sealedText);
      if (bytes.length <= IV_BYTES) throw new Error('sealed text is too short');
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
        await deviceKey(false),
        bytes.subarray(IV_BYTES),
      );
      return decoder.decode(plain);
    },
  };
}
