/** Wire header names (docs/protocol.md). The only place they are spelled. */
export const ApiHeader = {
  Version: 'X-API-VERSION',
  UniqueId: 'X-API-UUID',
  Client: 'X-API-CLIENT',
  Token: 'X-API-TOKEN',
  RequestId: 'X-API-REQUEST-ID',
  Site: 'X-API-SITE',
  Sign: 'X-API-SIGN',
  Safe: 'X-API-SAFE',
} as const;

export const API_CLIENT = 'web';
/** Prefix of encrypted paths: `/x/{token}`. */
export const ENCRYPTED_PATH_PREFIX = '/x/';
/** SPEC §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
