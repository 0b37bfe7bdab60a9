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

/** Every key of HostBindings, once (the symbols' descriptions too). */
const NAMES = [
  'Config',
  'Origin',
  'ApiBase',
  'Storage',
  'Clock',
  'Crypto',
  'Device',
  'Vault',
  'Tabs',
  'Socket',
  'Frame',
  'NewId',
  'Fetch',
  'ClientIp',
  'SafeSwitch',
  'LoginExpired',
  'Http',
  'Upload',
  'Engine',
] as const satisfies readonly (keyof HostBindings)[];
/** The keys of HostBindings, one typed symbol each. */
export const HostTokens = Object.fromEntries(NAMES.map((name) => [name, Symbol(name)])) as unknown as
  // A binding missing from NAMES makes this `never`, so no module compiles.
  Exclude<keyof HostBindings, (typeof NAMES)[number]> extends never
    ? { readonly [K in keyof HostBindings]: HostToken<HostBindings[K]> }
    : never;
