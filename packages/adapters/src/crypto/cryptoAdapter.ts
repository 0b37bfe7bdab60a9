import type { CryptoPort } from '@jinli/core';
import type { SyncCipher } from './cryptoJsCipher.ts';
import { type CipherKeys, checkedKeys } from './keys.ts';
import { md5 } from './md5.ts';
import { type AsyncCipher, createWebCipher, platformSubtle } from './webCipher.ts';

export type { CipherKeys } from './keys.ts';

export interface CryptoAdapterOptions {
  /**
   * The native cipher; default `globalThis.crypto.subtle`. `null` forces crypto-js, as on a plain-http
   * origin other than localhost, where browsers hide SubtleCrypto.
   */
  subtle?: SubtleCrypto | null;
}

/** crypto-js behind a dynamic import: a separate chunk, fetched only by pages without SubtleCrypto. */
function lazyCryptoJs(keys: CipherKeys): AsyncCipher {
  let cipher: Promise<SyncCipher> | undefined;
  const load = () => {
    cipher ??= import('./cryptoJsCipher.ts').then(({ createCryptoJsCipher }) => createCryptoJsCipher(keys));
    return cipher;
  };
  return {
    encrypt: async (plain) => (await load()).encrypt(plain),
    decrypt: async (cipherText) => (await load()).decrypt(cipherText),
  };
}

/**
 * The CryptoPort: md5 (our own, synchronous) and the site cipher (AES-256-CBC, PKCS7, UTF-8 plain
 * text, base64 cipher text; docs/protocol.md) on SubtleCrypto where the platform has it, else on
 * crypto-js loaded on first use. Both give the same bytes as each other and as the sandbox's Node
 * `aes-256-cbc` (webCipher.test.ts). Throws at once on keys of the wrong size.
 */
export function createCryptoAdapter(
  keys: CipherKeys,
  { subtle = platformSubtle() }: CryptoAdapterOptions = {},
): CryptoPort {
  const raw = checkedKeys(keys);
  const cipher = subtle ? createWebCipher(raw, subtle) : lazyCryptoJs(keys);
  return { md5, encryptAsync: cipher.encrypt, decryptAsync: cipher.decrypt };
}
