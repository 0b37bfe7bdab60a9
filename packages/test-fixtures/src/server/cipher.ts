import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * The site cipher of docs/protocol.md on node:crypto: AES-256-CBC, PKCS7, UTF-8 plain text, standard
 * base64 cipher text, fixed IV. Deliberately independent of the browser's crypto-js implementation.
 */
export interface SiteCipher {
  encrypt(plain: string): string;
  /** Throws on anything that is not our cipher text (bad base64, wrong key, bad padding, not UTF-8). */
  decrypt(cipherText: string): string;
  /** `/site/api/...` -> base64url token (no padding) for the `/x/<token>` path. */
  encryptPath(path: string): string;
  decryptPath(token: string): string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function toBase64Url(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(token: string): string {
  if (!BASE64URL.test(token)) throw new Error('not base64url');
  const base64 = token.replace(/-/g, '+').replace(/_/g, '/');
  return base64 + '='.repeat((4 - (base64.length % 4)) % 4);
}

export function createSiteCipher(keyBase64: string, ivBase64: string): SiteCipher {
  const key = Buffer.from(keyBase64, 'base64');
  const iv = Buffer.from(ivBase64, 'base64');
  if (key.length !== 32) throw new Error('cipher key must be 32 bytes (AES-256)');
  if (iv.length !== 16) throw new Error('cipher IV must be 16 bytes');
  const utf8 = new TextDecoder('utf-8', { fatal: true });

  const encrypt = (plain: string): string => {
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  };
  const decrypt = (cipherText: string): string => {
    const trimmed = cipherText.trim();
    if (trimmed.length === 0 || trimmed.length % 4 !== 0 || !BASE64.test(trimmed)) {
      throw new Error('cipher text is not base64');
    }
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    const bytes = Buffer.concat([decipher.update(Buffer.from(trimmed, 'base64')), decipher.final()]);
    return utf8.decode(bytes);
  };
  return {
    encrypt,
    decrypt,
    encryptPath: (path) => toBase64Url(encrypt(path)),
    decryptPath: (token) => decrypt(fromBase64Url(token)),
  };
}
