import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { installReflectMetadata, type ReflectMetadata, reflectMetadata } from './reflectMetadata.ts';

/** reflect-metadata as inversify's container resolves it, its module form that leaves the global alone. */
const reference = createRequire(createRequire(import.meta.url).resolve('@inversifyjs/container'))(
  'reflect-metadata/no-conflict',
) as ReflectMetadata;

/** Every `Reflect.x` the inversify packages' built code calls (the decorator helpers' checks aside). */
function reflectCallsOfInversify(): Set<string> {
  const require = createRequire(import.meta.url);
  const roots = ['@inversifyjs/reflect-metadata-utils', '@inversifyjs/core', '@inversifyjs/container'].map(
    (name) => dirname(require.resolve(name)),
  );
  const calls = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js') && !entry.name.includes('.spec.'))
        for (const [, name] of readFileSync(path, 'utf8').matchAll(/\bReflect\.(\w+)\(/g))
          if (name !== undefined) calls.add(name);
    }
  };
  for (const root of roots) walk(root);
  return calls;
}

describe('reflectMetadata (issue #27: in place of reflect-metadata/lite in the build)', () => {
  it('puts them on a Reflect without them, and leaves one that has them alone', () => {
    const bare = {};
    installReflectMetadata(bare);
    expect(typeof (bare as { defineMetadata?: unknown }).defineMetadata).toBe('function');
    const defineMetadata = () => undefined;
    const loaded = { defineMetadata };
    installReflectMetadata(loaded);
    expect(loaded).toEqual({ defineMetadata });
  });

  it('has every metadata function inversify calls', () => {
    const ours = reflectMetadata();
    // Reflect.ownKeys is the language's; decorate is only called by the decorators, which we do not use.
    const needed = [...reflectCallsOfInversify()].filter((name) => !['ownKeys', 'decorate'].includes(name));
    expect(needed.sort()).toEqual(['defineMetadata', 'getMetadata', 'getOwnMetadata']);
    for (const name of needed)
      expect(typeof (ours as unknown as Record<string, unknown>)[name]).toBe('function');
  });

  const step = fc.oneof(
    fc.record({
      kind: fc.constant('define' as const),
      key: fc.constantFrom('a', 'b', 'c'),
      value: fc.oneof(fc.integer(), fc.constant(undefined)),
      target: fc.nat(3),
      property: fc.constantFrom(undefined, 'p', 'q'),
    }),
    fc.record({
      kind: fc.constantFrom('getOwn' as const, 'get' as const),
      key: fc.constantFrom('a', 'b', 'c'),
      target: fc.nat(3),
      property: fc.constantFrom(undefined, 'p', 'q'),
    }),
  );

  let run = 0;
  test.prop([fc.array(step, { maxLength: 40 })])('answers as reflect-metadata does', (steps) => {
    const ours = reflectMetadata();
    // Four targets: a class, its subclass, an instance of the subclass, and Object (where inversify counts ids).
    class Base {}
    class Derived extends Base {}
    const targets: object[] = [Base, Derived, new Derived(), Object];
    // reflect-metadata's store is global: keys of this run's own keep runs apart (Object is shared).
    run += 1;
    const theirKey = (key: string) => `run ${run}: ${key}`;
    for (const s of steps) {
      const target = targets[s.target] as object;
      if (s.kind === 'define') {
        ours.defineMetadata(s.key, s.value, target, s.property);
        reference.defineMetadata(theirKey(s.key), s.value, target, s.property);
      } else {
        const read = s.kind === 'get' ? 'getMetadata' : 'getOwnMetadata';
        expect(ours[read](s.key, target, s.property)).toEqual(
          reference[read](theirKey(s.key), target, s.property),
        );
      }
    }
  });
});
