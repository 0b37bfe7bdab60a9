import { base64ToBytes, bytesToBase64, isBase64 } from './bytes.ts';

/** The site cipher's asynchronous half (docs/protocol.md, "Cipher"). */
export interface AsyncCipher {
  encrypt(plain: string): Promise<string>;
  decrypt(cipherText: string): Promise<string>;
}

export interface RawCipherKeys {
  /** 32 bytes (AES-256). */
  key: Uint8Array<ArrayBuffer>;
  /** 16 bytes, fixed per site. */
  iv: Uint8Array<ArrayBuffer>;
}

const BLOCK = 16;
const encoder = new TextEncoder();
// fatal: garbage or a wrong key fails instead of yielding U+FFFD; ignoreBOM: a leading U+FEFF is text
// like any other (crypto-js and Node keep it), so both cipher paths return the same string.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The SubtleCrypto of this context, or undefined where the platform has none (plain-http origins). */
export function platformSubtle(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

/**
 * AES-256-CBC/PKCS7 with SubtleCrypto: native code, same bytes as crypto-js and Node's `aes-256-cbc`.
 * The key is imported once, on first use, and reused. TextEncoder replaces lone surrogates with
 * U+FFFD as Node's Buffer does.
 */
export function createWebCipher({ key, iv }: RawCipherKeys, subtle: SubtleCrypto): AsyncCipher {
  let imported: Promise<CryptoKey> | undefined;
  const cryptoKey = () => {
    imported ??= subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']);
    return imported;
  };
  const algorithm = { name: 'AES-CBC', iv };

  return {
    async encrypt(plain) {
      const sealed = await subtle.encrypt(algorithm, await cryptoKey(), encoder.encode(plain));
      return bytesToBase64(new Uint8Array(sealed));
    },
    async decrypt(cipherText) {
      if (cipherText === '' || !isBase64(cipherText)) throw new Error('cipher text is not base64');
      let sealed: Uint8Array<ArrayBuffer>;
      try {
        sealed = base64ToBytes(cipherText);
      } catch {
        throw new Error('cipher text is not base64');
      }
      if (sealed.length === 0 || sealed.length % BLOCK !== 0) {
        throw new Error('cipher text is not a whole number of blocks');
      }
      const k = await cryptoKey();
      try {
        // SubtleCrypto checks the whole PKCS7 padding; the decoder refuses invalid UTF-8.
        return decoder.decode(await subtle.decrypt(algorithm, k, sealed));
      } catch {
        throw new Error('cipher text does not decrypt with this key');
      }
    },
  };
}
