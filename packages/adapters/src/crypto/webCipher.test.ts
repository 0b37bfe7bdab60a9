/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createCryptoAdapter } from './cryptoAdapter.ts';
import { createCryptoJsCipher } from './cryptoJsCipher.ts';

// Node 20 has WebCrypto on globalThis, so the default adapter takes the SubtleCrypto path here; the
// `subtle: null` one is what a plain-http origin gets (crypto-js, loaded on first use); `cryptoJs` is
// crypto-js called directly.
const keys = {
  key: Buffer.from('jinli-sandbox-development-key-32').toString('base64'),
  iv: Buffer.from('jinli-fixed-iv16').toString('base64'),
};
const subtle = globalThis.crypto.subtle;
const native = createCryptoAdapter(keys);
const fallback = createCryptoAdapter(keys, { subtle: null });
const cryptoJs = createCryptoJsCipher(keys);

const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'binary-ascii', maxLength: 200 }),
  fc.constantFrom('', '锦鲤', '\uFEFF会员', 'a\uFEFF', '🎰'.repeat(17), 'x'.repeat(16)),
);
/** Long answers like a 26 KB list call, and block-size edges. */
const longText = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 2000, maxLength: 12000 }),
  fc.string({ unit: 'binary', minLength: 8000, maxLength: 30000 }),
  fc.integer({ min: 0, max: 64 }).map((n) => '锦'.repeat(n)),
);

/** Runs both and reports the value or that it failed, so failures can be compared too. */
async function outcome(
  run: () => string | Promise<string>,
): Promise<{ ok: true; value: string } | { ok: false }> {
  try {
    return { ok: true, value: await run() };
  } catch {
    return { ok: false };
  }
}

describe('the port cipher on SubtleCrypto gives the bytes of crypto-js', () => {
  it('takes the native path where SubtleCrypto exists', () => {
    expect(native.encryptAsync).not.toBe(fallback.encryptAsync);
    expect(globalThis.crypto?.subtle).toBeDefined();
  });

  test.prop([unicodeText], { numRuns: 300 })('encryptAsync equals encrypt, both paths', async (text) => {
    const expected = cryptoJs.encrypt(text);
    expect(await native.encryptAsync(text)).toBe(expected);
    expect(await fallback.encryptAsync(text)).toBe(expected);
  });

  test.prop([longText], { numRuns: 30 })(
    'long texts: same cipher text and cross-decryption',
    async (text) => {
      const sealed = await native.encryptAsync(text);
      expect(sealed).toBe(cryptoJs.encrypt(text));
      expect(cryptoJs.decrypt(sealed)).toBe(text);
      expect(await native.decryptAsync(cryptoJs.encrypt(text))).toBe(text);
    },
  );

  test.prop([unicodeText])('each side decrypts what the other encrypted', async (text) => {
    const expected = Buffer.from(text, 'utf8').toString('utf8'); // lone surrogates -> U+FFFD
    expect(await native.decryptAsync(cryptoJs.encrypt(text))).toBe(expected);
    expect(cryptoJs.decrypt(await native.encryptAsync(text))).toBe(expected);
    expect(await fallback.decryptAsync(await native.encryptAsync(text))).toBe(expected);
    expect(await native.decryptAsync(await fallback.encryptAsync(text))).toBe(expected);
    expect(await native.decryptAsync(await native.encryptAsync(text))).toBe(expected);
  });

  test.prop([fc.uint8Array({ maxLength: 96 }).map((b) => Buffer.from(b).toString('base64'))], {
    numRuns: 300,
  })('arbitrary cipher text: both decrypt to the same text or both fail', async (garbage) => {
    expect(await outcome(() => native.decryptAsync(garbage))).toEqual(
      await outcome(() => cryptoJs.decrypt(garbage)),
    );
  });

  test.prop([fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 })], { seed: 20240601 })(
    'a different key cannot decrypt',
    async (text) => {
      const other = createCryptoAdapter({ key: randomBytes(32).toString('base64'), iv: keys.iv });
      await expect(other.decryptAsync(await native.encryptAsync(text))).rejects.toThrow();
    },
  );

  it.each([
    '',
    'not base64!',
    'AAAA',
    'aGVsbG8gd29ybGQ=',
    Buffer.alloc(16).toString('base64'),
    '<html>502 Bad Gateway</html>',
  ])('rejects garbage cipher text %j like decrypt throws', async (garbage) => {
    expect(() => cryptoJs.decrypt(garbage)).toThrow();
    await expect(native.decryptAsync(garbage)).rejects.toThrow();
    await expect(fallback.decryptAsync(garbage)).rejects.toThrow();
  });

  it('keeps a leading byte-order mark and replaces lone surrogates like the sync cipher', async () => {
    expect(await native.decryptAsync(cryptoJs.encrypt('\uFEFF{}'))).toBe('\uFEFF{}');
    expect(await native.encryptAsync('a\uD800b')).toBe(cryptoJs.encrypt('a\uD800b'));
    expect(await native.decryptAsync(await native.encryptAsync('a\uD800b'))).toBe('a\uFFFDb');
  });

  it('imports the key once and reuses it', async () => {
    let imports = 0;
    const counting = new Proxy(subtle, {
      get(target, name) {
        if (name === 'importKey') {
          return (...args: Parameters<SubtleCrypto['importKey']>) => {
            imports += 1;
            return target.importKey(...args);
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const adapter = createCryptoAdapter(keys, { subtle: counting });
    await Promise.all(['a', 'b', 'c'].map((t) => adapter.encryptAsync(t)));
    await adapter.decryptAsync(await adapter.encryptAsync('d'));
    expect(imports).toBe(1);
  });
});
