import type {
  ClockPort,
  CryptoPort,
  DevicePort,
  DeviceVaultPort,
  FramePort,
  Jinli,
  SocketPort,
  StoragePort,
  TabSyncPort,
  UploadPort,
} from '@jinli/core';
import type { RuntimeConfig } from '@jinli/core/contract';
import type { Bind, BindToFluentSyntax } from 'inversify';
import type { HttpAdapter } from '../http/httpAdapter.ts';
import type { LoginExpiredInfo } from '../http/options.ts';

/** A container key that remembers the type bound to it, so `container.get(token)` needs no cast. */
export type HostToken<T> = symbol & { readonly __bound?: T };

/**
 * A module's `bind` (or `rebind`) for typed tokens: `typed(rebind)(HostTokens.Clock).toConstantValue(c)`
 * then checks that `c` is a ClockPort.
 */
export const typed =
  (bind: Bind) =>
  <T>(id: HostToken<T>): BindToFluentSyntax<T> =>
    bind<T>(id);

/** The client ip preInfo reported: the engine sets it, every signed request reads it. */
export interface ClientIp {
  get(): string;
  set(ip: string): void;
}

/**
 * What a host factory binds (createBrowserJinli, createNodeJinli). A host, an operator or a test
 * overrides any of them by rebinding before the engine is first resolved (`modules` of the factory,
 * or `host.container.rebind(HostTokens.X)`): ports, policies, the engine's config.
 */
export interface HostBindings {
  /** The validated runtime config (config.json). */
  Config: RuntimeConfig;
  /** The site's origin (the page's own in a browser). */
  Origin: string;
  /** Where calls go ('' = the origin's own). */
  ApiBase: string;
  Storage: StoragePort;
  Clock: ClockPort;
  Crypto: CryptoPort;
  Device: DevicePort;
  /** null: only the member name is remembered. */
  Vault: DeviceVaultPort | null;
  /** null: each tab keeps its own session. */
  Tabs: TabSyncPort | null;
  /** null: chat is off and the sportsbook polls. */
  Socket: SocketPort | null;
  Frame: FramePort;
  NewId: () => string;
  /** The fetch every call and upload goes through; null: the platform's own (a browser uploads with XHR). */
  Fetch: typeof fetch | null;
  ClientIp: ClientIp;
  /** Policy: encrypt calls or not, read on every call (core safeSwitchPolicy: the stored override wins). */
  SafeSwitch: () => boolean;
  /** Policy: what a 6001 / HTTP 401 does (by default: the engine's `session.expired`). */
  LoginExpired: (info: LoginExpiredInfo) => void;
  Http: HttpAdapter;
  /** null: feedback is text only. */
  Upload: UploadPort | null;
  Engine: Jinli;
}

/**
 * A set of typed keys made on first use, one symbol per name (no list of names to keep, no bytes for
 * one on the first visit).
 */
export function tokenSet<Tokens>(): Tokens {
  const made: Record<string | symbol, symbol> = {};
  return new Proxy(made, {
    get: (target, name) => {
      target[name] ??= Symbol(String(name));
      return target[name];
    },
  }) as never;
}

/** The keys of HostBindings, one typed symbol each. */
export const HostTokens: { readonly [K in keyof HostBindings]: HostToken<HostBindings[K]> } = tokenSet();
