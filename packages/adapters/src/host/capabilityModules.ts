import { CAPABILITIES, type Jinli, type Lazy } from '@jinli/core';
import { type Container, ContainerModule } from 'inversify';
import { type HostToken, tokenSet } from './hostTokens.ts';

/** Core's registry of lazily built capabilities (engine/createJinli.ts CAPABILITIES). */
type Registry = typeof CAPABILITIES;

/**
 * One key per capability of core's registry: its entry (the host's deps -> how to build it, or null).
 * `rebind(CapabilityTokens.showcase).toConstantValue(...)` gives the engine another showcase.
 */
export const CapabilityTokens: { readonly [K in keyof Registry]: HostToken<Registry[K]> } = tokenSet();

/** The capabilities the engine has built, each bound by its async module once its code loaded. */
export const BuiltCapabilities: {
  readonly [K in keyof Registry]: HostToken<NonNullable<Jinli[K]> extends Lazy<infer T> ? T : never>;
} = tokenSet();

const NAMES = Object.keys(CAPABILITIES) as (keyof Registry)[];

/** One ContainerModule per capability: core's registry entry under its key. */
export const capabilityModules = NAMES.map(
  (name) =>
    new ContainerModule(({ bind }) => {
      bind(CapabilityTokens[name] as symbol).toConstantValue(CAPABILITIES[name]);
    }),
);

/**
 * The registry the engine is built from: each entry as the container holds it when the engine asks.
 * A capability's first use loads an async ContainerModule (`container.loadAsync`) that awaits its code
 * (its own chunk) and binds what it built under `BuiltCapabilities[name]`.
 */
export function boundRegistry(container: Container): Registry {
  const entry = (name: keyof Registry) => (deps: never) => {
    const build = (container.get(CapabilityTokens[name]) as (deps: never) => (() => Promise<unknown>) | null)(
      deps,
    );
    return (
      build &&
      (async () => {
        await container.loadAsync(
          new ContainerModule(async ({ bind }) => {
            bind(BuiltCapabilities[name]).toConstantValue(await build());
          }),
        );
        return container.get(BuiltCapabilities[name]);
      })
    );
  };
  return Object.fromEntries(NAMES.map((name) => [name, entry(name)])) as unknown as Registry;
}
