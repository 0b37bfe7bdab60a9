import type { StoragePort } from '@jinli/core';
import type { RuntimeConfig } from '@jinli/core/contract';
import { ContainerModule } from 'inversify';
import { createSystemClock } from '../clock/systemClock.ts';
import { createCryptoAdapter } from '../crypto/cryptoAdapter.ts';
import { createLazyDeviceVault } from '../crypto/lazyDeviceVault.ts';
import { createBrowserDeviceAdapter } from '../device/deviceAdapter.ts';
import { createFrameAdapter } from '../frame/frameAdapter.ts';
import { createWebSocketAdapter } from '../socket/socketAdapter.ts';
import { createBrowserStorageAdapter } from '../storage/browserStorage.ts';
import { createTabSyncAdapter } from '../tabs/tabSyncAdapter.ts';
import { newUuidV4 } from '../uuid.ts';
import { buildHost, type HostOptions, type JinliHost } from './hostModules.ts';
import { HostTokens as T, typed } from './hostTokens.ts';

export interface BrowserHostOptions extends HostOptions {
  /** The page's origin unless given. */
  origin?: string;
}

/**
 * The engine for a browser page: local storage, the page's clock and frames, WebCrypto, the device
 * vault, tab sync, the browser's WebSocket and fetch, with the shared policies (hostModules.ts).
 */
export function createBrowserJinli(config: RuntimeConfig, options: BrowserHostOptions = {}): JinliHost {
  const origin = options.origin ?? window.location.origin;
  const ports = new ContainerModule((load) => {
    const bind = typed(load.bind);
    bind(T.Config).toConstantValue(config);
    bind(T.Origin).toConstantValue(origin);
    bind(T.ApiBase).toConstantValue(config.apiBase);
    bind(T.Storage).toDynamicValue(() => createBrowserStorageAdapter());
    bind(T.Clock).toDynamicValue(() => createSystemClock());
    bind(T.Crypto).toDynamicValue(() => createCryptoAdapter({ key: config.cipherKey, iv: config.cipherIv }));
    bind(T.Device).toDynamicValue((ctx) => createBrowserDeviceAdapter(ctx.get<StoragePort>(T.Storage)));
    // Issue #29: the remembered password is sealed with a key only this device holds (none: name only);
    // its code loads with the first seal or open (issue #27).
    bind(T.Vault).toDynamicValue(() => createLazyDeviceVault());
    bind(T.Tabs).toDynamicValue(() => createTabSyncAdapter());
    bind(T.Socket).toDynamicValue(() => createWebSocketAdapter());
    bind(T.Frame).toDynamicValue(() => createFrameAdapter());
    bind(T.NewId).toConstantValue(newUuidV4);
    bind(T.Fetch).toConstantValue(null);
  });
  return buildHost(ports, options);
}
