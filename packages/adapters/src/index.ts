// Public surface of @jinli/adapters. Explicit named exports only; only web's composition root (and Node clients) import it.
export type { ManualClock } from './clock/manualClock.ts';
export { createManualClock } from './clock/manualClock.ts';
export { createSystemClock } from './clock/systemClock.ts';
export type { CipherKeys, CryptoAdapterOptions } from './crypto/cryptoAdapter.ts';
export { createCryptoAdapter } from './crypto/cryptoAdapter.ts';
export type { SyncCipher } from './crypto/cryptoJsCipher.ts';
export { createCryptoJsCipher } from './crypto/cryptoJsCipher.ts';
export type { DeviceVaultOptions, KeyStore } from './crypto/deviceVault.ts';
export { createDeviceVault } from './crypto/deviceVault.ts';
export type { StaticDevice } from './device/deviceAdapter.ts';
export {
  createBrowserDeviceAdapter,
  createStaticDeviceAdapter,
  isMobileAgent,
} from './device/deviceAdapter.ts';
export type { DeviceFacts } from './device/deviceFacts.ts';
export type { FrameAdapterOptions } from './frame/frameAdapter.ts';
export { createFrameAdapter } from './frame/frameAdapter.ts';
export { BuiltCapabilities, CapabilityTokens } from './host/capabilityModules.ts';
export type { BrowserHostOptions } from './host/createBrowserJinli.ts';
export { createBrowserJinli } from './host/createBrowserJinli.ts';
export type { NodeHostOptions } from './host/createNodeJinli.ts';
export { createNodeJinli } from './host/createNodeJinli.ts';
export type { HostOptions, JinliHost } from './host/hostModules.ts';
export type { ClientIp, HostBindings, HostToken } from './host/hostTokens.ts';
export { HostTokens, typed } from './host/hostTokens.ts';
export type { HttpAdapter } from './http/httpAdapter.ts';
export { createHttpAdapter } from './http/httpAdapter.ts';
export type { HttpAdapterOptions, LoginExpiredInfo } from './http/options.ts';
export { createUploadAdapter } from './http/uploadAdapter.ts';
export type { NavigatorCall, RecordingNavigator } from './navigator/navigatorAdapter.ts';
export {
  createBrowserNavigatorAdapter,
  createRecordingNavigatorAdapter,
} from './navigator/navigatorAdapter.ts';
export type { WebSocketAdapterOptions } from './socket/socketAdapter.ts';
export { createWebSocketAdapter } from './socket/socketAdapter.ts';
export { createBrowserStorageAdapter } from './storage/browserStorage.ts';
export { createMemoryStorageAdapter } from './storage/memoryStorage.ts';
export type { TabSyncOptions } from './tabs/tabSyncAdapter.ts';
export { createTabSyncAdapter } from './tabs/tabSyncAdapter.ts';
export { newUuidV4 } from './uuid.ts';
