/// <reference types="node" />
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './bytes.ts';

describe('base64 bytes', () => {
  test.prop([fc.uint8Array({ maxLength: 40_000 })], { numRuns: 50 })(
    'agree with Node Buffer both ways',
    (bytes) => {
      const base64 = Buffer.from(bytes).toString('base64');
      expect(bytesToBase64(bytes)).toBe(base64);
      expect([...base64ToBytes(base64)]).toEqual([...bytes]);
    },
  );

  it.each(['not base64!', 'AAAAA', 'A=AA', 'AA AA'])('refuses %j', (text) => {
    expect(() => base64ToBytes(text)).toThrow();
  });
});
