// Public surface of @jinli/test-fixtures. Explicit named exports only.
export { ART_NAMES, renderArt } from './art/registry.ts';
export type {
  RawAnswer,
  SandboxCallOptions,
  SandboxClient,
  SandboxClientOptions,
} from './client/sandboxClient.ts';
export { createSandboxClient } from './client/sandboxClient.ts';
export type { SeedData, SeedOptions, SiteBaseConfig } from './seed/seedData.ts';
export { createSeedData, DEFAULT_SEED } from './seed/seedData.ts';
export type { CodesReport } from './server/authControls.ts';
export type { SiteCipher } from './server/cipher.ts';
export { createSiteCipher } from './server/cipher.ts';
export { DEV_CIPHER_IV, DEV_CIPHER_KEY, SANDBOX_SITE_ID } from './server/devKeys.ts';
export type { FaultBody, FaultSpec } from './server/faults.ts';
export type { Sandbox, SandboxOptions } from './server/sandbox.ts';
export { createSandbox, DEFAULT_WEB_DIST } from './server/sandbox.ts';
export type { ApiRequestRecord, SandboxState } from './server/state.ts';
