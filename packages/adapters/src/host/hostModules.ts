import { createJinli, type UploadPort } from '@jinli/core';
import { StorageKey } from '@jinli/core/contract';
import { safeSwitchPolicy } from '@jinli/core/rules';
import { Container, ContainerModule } from 'inversify';
import { createHttpAdapter } from '../http/httpAdapter.ts';
import type { HttpAdapterOptions } from '../http/options.ts';
import { boundRegistry, capabilityModules } from './capabilityModules.ts';
import { type ClientIp, HostTokens as T, typed } from './hostTokens.ts';

interface Resolver {
  get<V>(id: symbol): V;
}
const get = <V>(ctx: Resolver, id: symbol & { readonly __bound?: V }): V => ctx.get<V>(id);

/**
 * Policies every host shares, bound once: the client ip holder, safeSwitch
 * (the stored override wins over the config: both hosts agree) and what a 6001 does.
 */
export const policyModule = new ContainerModule((load) => {
  const bind = typed(load.bind);
  bind(T.ClientIp).toDynamicValue((): ClientIp => {
    let ip = '';
    return {
      get: () => ip,
      set: (next) => {
        ip = next;
      },
    };
  });
  bind(T.SafeSwitch).toDynamicValue((ctx) =>
    safeSwitchPolicy(get(ctx, T.Config).safeSwitch, get(ctx, T.Storage)),
  );
  // The engine is built on the transport this policy is part of, so it is read at the first 6001 (a
  // call the engine made): the session ends once and the login is asked for (engine.session.expired).
  bind(T.LoginExpired).toDynamicValue(
    (ctx) =>
      ({ hadToken }) =>
        get(ctx, T.Engine).session.expired(hadToken),
  );
});

/** The signed transport of docs/protocol.md and the picture upload, both from the bindings above. */
export const transportModule = new ContainerModule((load) => {
  const bind = typed(load.bind);
  const options = (ctx: Resolver): HttpAdapterOptions => {
    const config = get(ctx, T.Config);
    const storage = get(ctx, T.Storage);
    const device = get(ctx, T.Device);
    const clientIp = get(ctx, T.ClientIp);
    const fetch = get(ctx, T.Fetch);
    return {
      apiBase: get(ctx, T.ApiBase),
      siteId: config.siteId,
      version: config.version,
      safeSwitch: get(ctx, T.SafeSwitch),
      crypto: get(ctx, T.Crypto),
      clock: get(ctx, T.Clock),
      uniqueId: () => device.uniqueId(),
      getToken: () => storage.get(StorageKey.token),
      getClientIp: () => clientIp.get(),
      onLoginExpired: get(ctx, T.LoginExpired),
      ...(fetch === null ? {} : { fetch }),
    };
  };
  bind(T.Http).toDynamicValue((ctx) => createHttpAdapter(options(ctx)));
  // Feedback pictures: same headers and signature as every call, never encrypted, to the site's origin.
  // The upload's code loads on the first picture (it is no part of a first visit).
  bind(T.Upload).toDynamicValue((ctx): UploadPort => {
    const uploadOptions = { ...options(ctx), safeSwitch: () => false, originBase: get(ctx, T.Origin) };
    let port: Promise<UploadPort> | null = null;
    return {
      upload(endpoint, file, progress) {
        port ??= import('../http/uploadAdapter.ts').then((m) => m.createUploadAdapter(uploadOptions));
        return port.then((built) => built.upload(endpoint, file, progress));
      },
    };
  });
});

/**
 * The engine (core createJinli) from whatever the container holds now: the ports and policies above,
 * and each capability's module (capabilityModules.ts).
 */
const engineModule = (container: Container) =>
  new ContainerModule((load) => {
    const bind = typed(load.bind);
    bind(T.Engine).toDynamicValue((ctx) => {
      const socket = get(ctx, T.Socket);
      const vault = get(ctx, T.Vault);
      const tabs = get(ctx, T.Tabs);
      const upload = get(ctx, T.Upload);
      const config = get(ctx, T.Config);
      return createJinli(
        {
          http: get(ctx, T.Http),
          storage: get(ctx, T.Storage),
          clock: get(ctx, T.Clock),
          crypto: get(ctx, T.Crypto),
          frame: get(ctx, T.Frame),
          newId: get(ctx, T.NewId),
          ...(socket === null ? {} : { socket }),
          ...(vault === null ? {} : { vault }),
          ...(tabs === null ? {} : { tabs }),
          ...(upload === null ? {} : { upload }),
        },
        {
          version: config.version,
          origin: get(ctx, T.Origin),
          siteId: config.siteId,
          wsUrl: config.wsUrl,
          realityCheckMinutes: config.realityCheckMinutes,
          h5Url: config.h5Url,
          onClientIp: get(ctx, T.ClientIp).set,
        },
        boundRegistry(container),
      );
    });
  });

/** What a host factory returns: the container (rebind before first use) and the engine it builds. */
export interface JinliHost {
  readonly container: Container;
  /** Built on first read, from the bindings the container holds then. */
  readonly engine: ReturnType<typeof createJinli>;
  get<V>(token: symbol & { readonly __bound?: V }): V;
}

export interface HostOptions {
  /**
   * Loaded after the host's own modules: `rebind(HostTokens.Clock).toConstantValue(...)` replaces a port
   * or a policy (an operator's, a test's).
   */
  modules?: readonly ContainerModule[];
}

/**
 * One container per host: its ports module, the shared policies, transport and engine, one module per
 * capability, then the overrides.
 */
export function buildHost(portsModule: ContainerModule, options: HostOptions): JinliHost {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    portsModule,
    policyModule,
    transportModule,
    engineModule(container),
    ...capabilityModules,
    ...(options.modules ?? []),
  );
  return {
    container,
    get engine() {
      return get(container, T.Engine);
    },
    get: (token) => get(container, token),
  };
}
