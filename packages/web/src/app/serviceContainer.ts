/**
 * The composition root's container (issue #27): a token bound to a constant or to a factory, each
 * resolved once and kept (singletons), which is all the app asked of inversify. inversify's container
 * and its metadata runtime weighed about 18 KB gzip on every first visit; this is a few hundred bytes.
 * A factory that throws (a lazy capability not built yet) is not kept: the next `get` calls it again.
 */
export interface Resolver {
  get<T>(id: symbol): T;
}

type Binding =
  | { kind: 'value'; value: unknown }
  | { kind: 'factory'; factory: (ctx: Resolver) => unknown; resolving: boolean };

export class Container implements Resolver {
  readonly #bindings = new Map<symbol, Binding>();

  bind<T>(id: symbol) {
    const add = (binding: Binding) => {
      if (this.#bindings.has(id)) throw new Error(`${String(id)} is bound twice`);
      this.#bindings.set(id, binding);
    };
    return {
      toConstantValue: (value: T): void => add({ kind: 'value', value }),
      toDynamicValue: (factory: (ctx: Resolver) => T): void =>
        add({ kind: 'factory', factory, resolving: false }),
    };
  }

  get<T>(id: symbol): T {
    const binding = this.#bindings.get(id);
    if (binding === undefined) throw new Error(`nothing is bound to ${String(id)}`);
    if (binding.kind === 'value') return binding.value as T;
    if (binding.resolving) throw new Error(`${String(id)} depends on itself`);
    binding.resolving = true;
    try {
      const value = binding.factory(this);
      this.#bindings.set(id, { kind: 'value', value });
      return value as T;
    } finally {
      binding.resolving = false;
    }
  }
}
