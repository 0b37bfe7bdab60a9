import { fc, test } from '@fast-check/vitest';
import type { StoragePort } from '@jinli/core';
import { describe, expect, it } from 'vitest';
import { createBrowserStorageAdapter } from './browserStorage.ts';
import { createMemoryStorageAdapter } from './memoryStorage.ts';

/** A Storage like the browser's, with switches to make it refuse writes or every access. */
class FakeStorage implements Storage {
  readonly data = new Map<string, string>();
  quotaLeft = Number.POSITIVE_INFINITY;
  blocked = false;

  get length() {
    this.guard();
    return this.data.size;
  }
  clear() {
    this.guard();
    this.data.clear();
  }
  getItem(key: string) {
    this.guard();
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    this.guard();
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.guard();
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.guard();
    if (value.length > this.quotaLeft) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, value);
  }
  private guard() {
    if (this.blocked) throw new DOMException('denied', 'SecurityError');
  }
  [name: string]: unknown;
}

type Op = { kind: 'set'; key: string; value: string } | { kind: 'remove'; key: string };
const keyArb = fc.constantFrom('token', 'userId', 'DD_info', 'safeSwitch', 'edition');
const opsArb = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('set' as const), key: keyArb, value: fc.string({ maxLength: 8 }) }),
    fc.record({ kind: fc.constant('remove' as const), key: keyArb }),
  ),
  { maxLength: 30 },
);

/** Any StoragePort must behave like a map under any sequence of writes. */
function behavesLikeAMap(make: () => StoragePort, ops: Op[]) {
  const port = make();
  const model = new Map<string, string>();
  for (const op of ops) {
    if (op.kind === 'set') {
      port.set(op.key, op.value);
      model.set(op.key, op.value);
    } else {
      port.remove(op.key);
      model.delete(op.key);
    }
  }
  for (const key of ['token', 'userId', 'DD_info', 'safeSwitch', 'edition']) {
    expect(port.get(key)).toBe(model.get(key) ?? null);
  }
  expect(port.keys().sort()).toEqual([...model.keys()].sort());
}

describe('createMemoryStorageAdapter', () => {
  it('reads absent keys as null and starts from the initial values', () => {
    const storage = createMemoryStorageAdapter({ safeSwitch: '0' });
    expect(storage.get('safeSwitch')).toBe('0');
    expect(storage.get('token')).toBeNull();
    expect(storage.keys()).toEqual(['safeSwitch']);
  });

  test.prop([opsArb])('behaves like a map', (ops) =>
    behavesLikeAMap(() => createMemoryStorageAdapter(), ops),
  );
});

describe('createBrowserStorageAdapter', () => {
  it('writes through to the given Storage', () => {
    const fake = new FakeStorage();
    const storage = createBrowserStorageAdapter(fake);
    storage.set('token', 'abc');
    expect(fake.data.get('token')).toBe('abc');
    fake.data.set('DD_info', '{}');
    expect(storage.get('DD_info')).toBe('{}');
    expect(storage.keys().sort()).toEqual(['DD_info', 'token']);
    storage.remove('token');
    expect(fake.data.has('token')).toBe(false);
  });

  test.prop([opsArb])('behaves like a map on a working Storage', (ops) =>
    behavesLikeAMap(() => createBrowserStorageAdapter(new FakeStorage()), ops),
  );

  test.prop([opsArb, fc.nat(6)])('behaves like a map when the quota runs out', (ops, quota) =>
    behavesLikeAMap(() => {
      const fake = new FakeStorage();
      fake.quotaLeft = quota;
      return createBrowserStorageAdapter(fake);
    }, ops),
  );

  test.prop([opsArb])('behaves like a map when storage is blocked entirely', (ops) =>
    behavesLikeAMap(() => {
      const fake = new FakeStorage();
      fake.blocked = true;
      return createBrowserStorageAdapter(fake);
    }, ops),
  );

  it('does not let a stale stored value hide a newer value kept in memory', () => {
    const fake = new FakeStorage();
    const storage = createBrowserStorageAdapter(fake);
    storage.set('token', 'old');
    fake.quotaLeft = 0;
    storage.set('token', 'new-token');
    expect(fake.data.get('token')).toBe('old');
    expect(storage.get('token')).toBe('new-token');
  });

  it('works with no Storage at all (Node, blocked getter)', () => {
    const storage = createBrowserStorageAdapter(undefined);
    storage.set('edition', 'classic');
    expect(storage.get('edition')).toBe('classic');
  });
});
