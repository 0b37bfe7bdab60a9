import type { RuntimeConfig } from '@jinli/core/contract';
import { ContainerModule } from 'inversify';
import { createSystemClock } from '../clock/systemClock.ts';
import { createCryptoAdapter } from '../crypto/cryptoAdapter.ts';
import { createStaticDeviceAdapter } from '../device/deviceAdapter.ts';
import { createFrameAdapter } from '../frame/frameAdapter.ts';
import { createWebSocketAdapter } from '../socket/socketAdapter.ts';
import { createMemoryStorageAdapter } from '../storage/memoryStorage.ts';
import { newUuidV4 } from '../uuid.ts';
import { buildHost, type HostOptions, type JinliHost } from './hostModules.ts';
import { HostTokens as T, typed } from './hostTokens.ts';

export interface NodeHostOptions extends HostOptions {
  /** A WebSocket implementation (the `ws` package); null: no chat, the sportsbook polls. */
  WebSocket: unknown;
  /** The site's origin (register's domain, the socket URLs when config.wsUrl is empty). */
  origin: string;
  /** Where calls go; by default config.apiBase, or the origin when that is '' (the page's own). */
  apiBase?: string;
}

/**
 * The engine for Node (scripts, tests, a server-side client): memory storage, a fixed device id per
 * process, the system clock, a timer for frames, fetch, `ws` for sockets; no vault, no tab sync. The
 * same policies as a browser (hostModules.ts): the stored safeSwitch override, 6001 -> login_expired.
 */
export function createNodeJinli(config: RuntimeConfig, options: NodeHostOptions): JinliHost {
  const WebSocketImpl = options.WebSocket as typeof globalThis.WebSocket | null;
  const ports = new ContainerModule((load) => {
    const bind = typed(load.bind);
    bind(T.Config).toConstantValue(config);
    bind(T.Origin).toConstantValue(options.origin);
    bind(T.ApiBase).toConstantValue(options.apiBase ?? (config.apiBase || options.origin));
    bind(T.Storage).toDynamicValue(() => createMemoryStorageAdapter());
    bind(T.Clock).toDynamicValue(() => createSystemClock());
    bind(T.Crypto).toDynamicValue(() => createCryptoAdapter({ key: config.cipherKey, iv: config.cipherIv }));
    bind(T.Device).toDynamicValue(() =>
      createStaticDeviceAdapter({ uniqueId: newUuidV4(), fingerprint: 'node', mobile: false }),
    );
    bind(T.Vault).toConstantValue(null);
    bind(T.Tabs).toConstantValue(null);
    bind(T.Socket).toDynamicValue(() =>
      WebSocketImpl === null ? null : createWebSocketAdapter({ WebSocketImpl }),
    );
    // Node has no animation frames: the adapter's timer batches socket messages instead.
    bind(T.Frame).toDynamicValue(() => createFrameAdapter());
    bind(T.NewId).toConstantValue(newUuidV4);
    bind(T.Fetch).toConstantValue(null);
  });
  return buildHost(ports, options);
}
