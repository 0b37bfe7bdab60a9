import type { CryptoPort } from '@jinli/core';
import type { lib } from 'crypto-js';
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import MD5 from 'crypto-js/md5';
import NoPadding from 'crypto-js/pad-nopadding';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { fromBase64Url, toBase64Url } from './base64url.ts';
import { base64ToBytes } from './bytes.ts';
import { type AsyncCipher, createWebCipher, platformSubtle } from './webCipher.ts';

export interface CipherKeys {
  /** Base64 of 32 bytes (AES-256). */
  key: string;
  /** Base64 of 16 bytes; fixed per site (docs/protocol.md: stable encrypted paths). */
  iv: string;
}

export interface CryptoAdapterOptions {
  /**
   * The native cipher for encryptAsync/decryptAsync; default `globalThis.crypto.subtle`. `null` forces
   * crypto-js, as on a plain-http origin other than localhost where browsers hide SubtleCrypto.
   */
  subtle?: SubtleCrypto | null;
}

type WordArray = lib.WordArray;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function parseKey(name: string, base64: string, bytes: number): WordArray {
  const words = Base64.parse(base64);
  if (!BASE64.test(base64) || words.sigBytes !== bytes) {
    throw new Error(`cipher ${name} must be base64 of ${bytes} bytes`);
  }
  return words;
}

/** crypto-js cannot encode lone surrogates; replace them as Node's Buffer does, so both sides agree. */
function utf8(text: string): WordArray {
  return Utf8.parse(text.replace(LONE_SURROGATE, '\uFFFD'));
}

function byteAt(words: WordArray, index: number): number {
  return ((words.words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8)) & 0xff;
}

/** crypto-js's Pkcs7.unpad trusts the last byte; a wrong key must fail instead of yielding garbage. */
function stripPkcs7(words: WordArray): void {
  const size = words.sigBytes;
  const padding = size === 0 ? 0 : byteAt(words, size - 1);
  if (padding < 1 || padding > 16 || padding > size) throw new Error('bad padding');
  for (let i = size - padding; i < size; i++) {
    if (byteAt(words, i) !== padding) throw new Error('bad padding');
  }
  words.sigBytes = size - padding;
}

/**
 * The site cipher: AES-256-CBC (crypto-js's default mode), PKCS7, UTF-8 plain text, base64 cipher
 * text. Interoperates with Node's `aes-256-cbc` used by the sandbox. The synchronous functions use
 * crypto-js; the async ones use SubtleCrypto when the platform has it (same bytes), else crypto-js.
 */
export function createCryptoAdapter(
  { key, iv }: CipherKeys,
  { subtle = platformSubtle() }: CryptoAdapterOptions = {},
): CryptoPort {
  const keyWords = parseKey('key', key, 32);
  const ivWords = parseKey('iv', iv, 16);
  const native: AsyncCipher | null = subtle
    ? createWebCipher({ key: base64ToBytes(key), iv: base64ToBytes(iv) }, subtle)
    : null;

  const encrypt = (plain: string): string =>
    AES.encrypt(utf8(plain), keyWords, { iv: ivWords, padding: Pkcs7 }).ciphertext.toString(Base64);

  const decrypt = (cipherText: string): string => {
    if (cipherText === '' || !BASE64.test(cipherText)) throw new Error('cipher text is not base64');
    const ciphertext = Base64.parse(cipherText);
    if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % 16 !== 0) {
      throw new Error('cipher text is not a whole number of blocks');
    }
    const params = { ciphertext } as lib.CipherParams;
    const plain = AES.decrypt(params, keyWords, { iv: ivWords, padding: NoPadding });
    try {
      stripPkcs7(plain);
      // Throws on invalid UTF-8, which is what garbage or a wrong key leaves behind.
      return Utf8.stringify(plain);
    } catch {
      throw new Error('cipher text does not decrypt with this key');
    }
  };

  return {
    md5: (text) => MD5(utf8(text)).toString(Hex),
    encrypt,
    decrypt,
    encryptPath: (path) => toBase64Url(encrypt(path)),
    decryptPath: (token) => decrypt(fromBase64Url(token)),
    encryptAsync: native ? native.encrypt : async (plain) => encrypt(plain),
    decryptAsync: native ? native.decrypt : async (cipherText) => decrypt(cipherText),
  };
}
