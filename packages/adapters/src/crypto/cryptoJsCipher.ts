import type { lib } from 'crypto-js';
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import NoPadding from 'crypto-js/pad-nopadding';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { fromBase64Url, toBase64Url } from './base64url.ts';
import { type CipherKeys, checkedKeys } from './keys.ts';

/** The site cipher, synchronous: for Node tools and tests, and the async port's fallback. */
export interface SyncCipher {
  /** Cipher text as standard base64. */
  encrypt(plain: string): string;
  /** Inverse of encrypt; throws on bad input or wrong key. */
  decrypt(cipherText: string): string;
  /** Opaque, URL-safe token for an API path (`/site/api/v1/...` -> `/x/<token>`). */
  encryptPath(path: string): string;
  /** Inverse of encryptPath; throws when the token is not one of ours. */
  decryptPath(encryptedPath: string): string;
}

type WordArray = lib.WordArray;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

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
 * The site cipher with crypto-js: AES-256-CBC (crypto-js's default mode), PKCS7, UTF-8 plain text,
 * base64 cipher text. Interoperates with Node's `aes-256-cbc` used by the sandbox. The browser loads
 * this module only where SubtleCrypto is missing (cryptoAdapter.ts).
 */
export function createCryptoJsCipher(keys: CipherKeys): SyncCipher {
  checkedKeys(keys);
  const keyWords = Base64.parse(keys.key);
  const ivWords = Base64.parse(keys.iv);

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
    encrypt,
    decrypt,
    encryptPath: (path) => toBase64Url(encrypt(path)),
    decryptPath: (token) => decrypt(fromBase64Url(token)),
  };
}
