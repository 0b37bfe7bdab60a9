/// <reference types="node" />
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createCryptoAdapter } from './cryptoAdapter.ts';
import { createCryptoJsCipher } from './cryptoJsCipher.ts';
import { md5 } from './md5.ts';

const keys = {
  key: Buffer.from('jinli-sandbox-development-key-32').toString('base64'),
  iv: Buffer.from('jinli-fixed-iv16').toString('base64'),
};
const cipher = createCryptoJsCipher(keys);

const nodeEncrypt = (plain: string, k = keys) => {
  const c = createCipheriv('aes-256-cbc', Buffer.from(k.key, 'base64'), Buffer.from(k.iv, 'base64'));
  return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64');
};
const nodeDecrypt = (base64: string) => {
  const d = createDecipheriv('aes-256-cbc', Buffer.from(keys.key, 'base64'), Buffer.from(keys.iv, 'base64'));
  return Buffer.concat([d.update(base64, 'base64'), d.final()]).toString('utf8');
};

const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom('', '锦鲤', '会员登录 🎰🀄️ 余额：¥1,000.00', '👨‍👩‍👧‍👦'),
);
const pathLike = fc
  .array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), { maxLength: 6 })
  .map((parts) => `/${parts.join('/')}`);

describe('createCryptoJsCipher', () => {
  test.prop([unicodeText])('decrypt(encrypt(text)) returns the text', (text) => {
    expect(cipher.decrypt(cipher.encrypt(text))).toBe(text);
  });

  test.prop([pathLike])('decryptPath(encryptPath(path)) returns the path; tokens are URL-safe', (path) => {
    const token = cipher.encryptPath(path);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cipher.decryptPath(token)).toBe(path);
  });

  test.prop([unicodeText])('interoperates with node:crypto aes-256-cbc both ways', (text) => {
    expect(cipher.encrypt(text)).toBe(nodeEncrypt(text));
    expect(nodeDecrypt(cipher.encrypt(text))).toBe(text);
    expect(cipher.decrypt(nodeEncrypt(text))).toBe(text);
  });

  it('matches node:crypto on a fixed vector', () => {
    const plain = '{"timestamp":1700000000000,"ip":"127.0.0.1"}';
    expect(cipher.encrypt(plain)).toBe(nodeEncrypt(plain));
    expect(cipher.encryptPath('/site/api/v1/advertising/navigationList')).toBe(
      nodeEncrypt('/site/api/v1/advertising/navigationList')
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, ''),
    );
  });

  it('encrypts a fixed path to a stable token (fixed IV)', () => {
    const path = '/site/api/v1/configuration/preInfo';
    expect(cipher.encryptPath(path)).toBe(cipher.encryptPath(path));
  });

  test.prop([fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })], { seed: 20240601 })(
    'a different key cannot decrypt',
    (text) => {
      const other = createCryptoJsCipher({ key: randomBytes(32).toString('base64'), iv: keys.iv });
      expect(() => other.decrypt(cipher.encrypt(text))).toThrow();
    },
  );

  it.each([
    '',
    'not base64!',
    'AAAA',
    'aGVsbG8gd29ybGQ=',
    Buffer.alloc(16).toString('base64'),
    '<html>502 Bad Gateway</html>',
  ])('rejects garbage cipher text %j', (garbage) => {
    expect(() => cipher.decrypt(garbage)).toThrow();
  });

  it.each(['', 'x', 'abc$def', 'A', '/site/api'])('rejects a token that is not ours: %j', (token) => {
    expect(() => cipher.decryptPath(token)).toThrow();
  });

  it('replaces lone surrogates like Node does instead of throwing', () => {
    expect(cipher.encrypt('a\uD800b')).toBe(nodeEncrypt('a\uD800b'));
    expect(cipher.decrypt(cipher.encrypt('a\uD800b'))).toBe('a\uFFFDb');
  });

  it.each([createCryptoJsCipher, createCryptoAdapter])(
    '%o refuses keys of the wrong size or not base64',
    (create) => {
      expect(() => create({ key: keys.iv, iv: keys.iv })).toThrow(/32 bytes/);
      expect(() => create({ key: keys.key, iv: keys.key })).toThrow(/16 bytes/);
      expect(() => create({ key: `${keys.key.slice(1)}!`, iv: keys.iv })).toThrow(/32 bytes/);
    },
  );
});

describe('md5 (our own)', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
    ['123456', 'e10adc3949ba59abbe56e057f20f883e'],
  ])('md5(%j) is %s', (text, hex) => {
    expect(md5(text)).toBe(hex);
  });

  test.prop([fc.oneof(unicodeText, fc.string({ unit: 'binary', minLength: 50, maxLength: 3000 }))], {
    numRuns: 300,
  })('hashes UTF-8 like node:crypto, across block edges and long texts', (text) => {
    expect(md5(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
  });

  it('is what the port gives', () => {
    expect(createCryptoAdapter(keys).md5('demo1234')).toBe(
      createHash('md5').update('demo1234').digest('hex'),
    );
  });
});
