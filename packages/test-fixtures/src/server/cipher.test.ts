import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSiteCipher, fromBase64Url, toBase64Url } from './cipher.ts';
import { DEV_CIPHER_IV, DEV_CIPHER_KEY } from './devKeys.ts';

const cipher = createSiteCipher(DEV_CIPHER_KEY, DEV_CIPHER_IV);

describe('site cipher (AES-256-CBC, PKCS7, fixed IV)', () => {
  it('dev keys are a 32-byte key and a 16-byte IV', () => {
    expect(Buffer.from(DEV_CIPHER_KEY, 'base64')).toHaveLength(32);
    expect(Buffer.from(DEV_CIPHER_IV, 'base64')).toHaveLength(16);
  });

  it('round-trips Chinese UTF-8 text', () => {
    const plain = JSON.stringify({ title: '锦鲤娱乐', amount: '100.50' });
    expect(cipher.decrypt(cipher.encrypt(plain))).toBe(plain);
  });

  it('matches a plain AES-256-CBC encryption of the same bytes', () => {
    const raw = createCipheriv(
      'aes-256-cbc',
      Buffer.from(DEV_CIPHER_KEY, 'base64'),
      Buffer.from(DEV_CIPHER_IV, 'base64'),
    );
    const expected = Buffer.concat([raw.update('/site/api/v1/advertising/navigationList'), raw.final()]);
    expect(cipher.encrypt('/site/api/v1/advertising/navigationList')).toBe(expected.toString('base64'));
  });

  it('path tokens are URL-safe, unpadded and stable', () => {
    const token = cipher.encryptPath('/site/api/v1/configuration/preInfo');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cipher.encryptPath('/site/api/v1/configuration/preInfo')).toBe(token);
    expect(cipher.decryptPath(token)).toBe('/site/api/v1/configuration/preInfo');
  });

  it('base64url conversion is reversible', () => {
    for (const base64 of ['+/+/', 'ab+c/w==', 'abc/+d8='])
      expect(fromBase64Url(toBase64Url(base64))).toBe(base64);
  });

  it('rejects garbage, wrong keys and non-base64', () => {
    expect(() => cipher.decrypt('not base64!')).toThrow();
    expect(() => cipher.decrypt('AAAAAAAAAAAAAAAAAAAAAA==')).toThrow();
    expect(() => cipher.decryptPath('abc$')).toThrow();
    const other = createSiteCipher(Buffer.alloc(32, 7).toString('base64'), DEV_CIPHER_IV);
    expect(() => cipher.decrypt(other.encrypt('{"a":1}'))).toThrow();
  });
});
