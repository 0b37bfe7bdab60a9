/**
 * The Reflect metadata functions inversify 8 calls, in place of `reflect-metadata/lite` (issue #27).
 *
 * `@inversifyjs/container` imports `reflect-metadata/lite` for its side effect: it puts the whole
 * metadata proposal on the global `Reflect` (2.6 KB gzip on the first visit). Inversify itself only calls
 * three of its functions, through `@inversifyjs/reflect-metadata-utils`: `defineMetadata`,
 * `getOwnMetadata` and `getMetadata` (binding and module ids kept on `Object`, class metadata for
 * `@injectable` classes; we bind constants and factories and use no decorators). vite.config.ts resolves
 * `reflect-metadata/lite` to `reflectMetadataLite.ts`, which installs these, so the container runs on them; `reflectMetadata.test.ts`
 * checks them against reflect-metadata's own on random calls. When a global `Reflect` already has them
 * (reflect-metadata loaded by something else), they are left alone, as reflect-metadata/lite does.
 */

type Target = object;
type Key = string | symbol | undefined;

export interface ReflectMetadata {
  defineMetadata(metadataKey: unknown, metadataValue: unknown, target: Target, propertyKey?: Key): void;
  getOwnMetadata(metadataKey: unknown, target: Target, propertyKey?: Key): unknown;
  getMetadata(metadataKey: unknown, target: Target, propertyKey?: Key): unknown;
}

/** The three functions over one store: target → property key (or none) → metadata key → value. */
export function reflectMetadata(): ReflectMetadata {
  const store = new WeakMap<Target, Map<Key, Map<unknown, unknown>>>();
  const own = (target: Target, propertyKey: Key) => store.get(target)?.get(propertyKey);
  const checked = (target: unknown): Target => {
    if ((typeof target !== 'object' || target === null) && typeof target !== 'function')
      throw new TypeError('Reflect metadata: the target is not an object');
    return target;
  };
  return {
    defineMetadata(metadataKey, metadataValue, target, propertyKey) {
      const byProperty = store.get(checked(target)) ?? new Map<Key, Map<unknown, unknown>>();
      store.set(target, byProperty);
      const entries = byProperty.get(propertyKey) ?? new Map<unknown, unknown>();
      byProperty.set(propertyKey, entries);
      entries.set(metadataKey, metadataValue);
    },
    getOwnMetadata(metadataKey, target, propertyKey) {
      return own(checked(target), propertyKey)?.get(metadataKey);
    },
    getMetadata(metadataKey, target, propertyKey) {
      for (let at: Target | null = checked(target); at !== null; at = Object.getPrototypeOf(at)) {
        const entries = own(at, propertyKey);
        if (entries?.has(metadataKey)) return entries.get(metadataKey);
      }
      return undefined;
    },
  };
}

/** Puts the functions on `into` (the global Reflect) unless it has them already. */
export function installReflectMetadata(into: object): void {
  const target = into as Partial<ReflectMetadata>;
  if (typeof target.defineMetadata === 'function') return;
  Object.assign(target, reflectMetadata());
}
