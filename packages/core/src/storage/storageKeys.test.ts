import { describe, expect, it } from 'vitest';
import type { StoragePort } from '../ports/storage.ts';
import {
  clearDecryptedData,
  decryptedDataKey,
  isDecryptedDataKey,
  readPromoCodes,
  StorageKey,
} from './storageKeys.ts';

function memoryStorage(entries: Record<string, string>): StoragePort {
  const map = new Map(Object.entries(entries));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe('storage keys', () => {
  it('spells the promo codes as the spec does and keeps every key distinct', () => {
    expect(StorageKey.inviteCode).toBe('icode');
    expect(StorageKey.referralCode).toBe('rcode');
    const values = Object.values(StorageKey);
    expect(new Set(values).size).toBe(values.length);
    expect(values.some(isDecryptedDataKey)).toBe(false);
  });

  it('names decrypted data DD_{name}', () => {
    expect(decryptedDataKey('bankCard')).toBe('DD_bankCard');
    expect(isDecryptedDataKey('DD_bankCard')).toBe(true);
    expect(isDecryptedDataKey('DD_')).toBe(false);
    expect(isDecryptedDataKey('token')).toBe(false);
  });

  it('clears only decrypted data', () => {
    const storage = memoryStorage({ DD_a: '{}', DD_b: '{}', token: 't', edition: 'classic' });
    clearDecryptedData(storage);
    expect(storage.keys().sort()).toEqual(['edition', 'token']);
  });
});

describe('readPromoCodes', () => {
  it('reads every spelling', () => {
    expect(readPromoCodes('https://a.com/?rcode=R1&icode=I1')).toEqual({ rcode: 'R1', icode: 'I1' });
    expect(readPromoCodes('https://a.com/?rCode=R2&iCode=I2')).toEqual({ rcode: 'R2', icode: 'I2' });
    expect(readPromoCodes('https://a.com/?RCODE=R3&ICODE=I3')).toEqual({ rcode: 'R3', icode: 'I3' });
    expect(readPromoCodes('https://a.com/?inviteCode=I4')).toEqual({ icode: 'I4' });
  });

  it('reads the query inside a hash route', () => {
    expect(readPromoCodes('https://a.com/#/home?icode=H1')).toEqual({ icode: 'H1' });
  });

  it('ignores blank values, missing codes and junk', () => {
    expect(readPromoCodes('https://a.com/?rcode=%20&icode=')).toEqual({});
    expect(readPromoCodes('https://a.com/mine')).toEqual({});
    expect(readPromoCodes('/path?rcode=X')).toEqual({ rcode: 'X' });
    expect(readPromoCodes('http://[bad')).toEqual({});
  });
});
