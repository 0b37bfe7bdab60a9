// Public surface of @jinli/core. Explicit named exports only.
export type { ApiErrorInit, ApiErrorKind, VerificationRequired } from './api/apiError.ts';
export { ApiError, isApiError, isVerificationRequired } from './api/apiError.ts';
export { advertising } from './api/catalogue/advertising.ts';
export { configuration } from './api/catalogue/configuration.ts';
export { site } from './api/catalogue/site.ts';
export type { Endpoint, EndpointOptions, HttpMethod, PayloadOf, ResponseOf } from './api/endpoint.ts';
export { defineEndpoint } from './api/endpoint.ts';
export type { Envelope } from './api/envelope.ts';
export { envelopeSchema, SUCCESS_CODE } from './api/envelope.ts';
export { API_CLIENT, ApiHeader, ENCRYPTED_PATH_PREFIX, REQUEST_TIMEOUT_MS } from './api/headers.ts';
export type {
  CountryArea,
  NavigationItem,
  Notice,
  PreInfo,
  PromoCard,
  SponsorContent,
} from './api/schemas/content.ts';
export type { RuntimeConfig } from './config/runtimeConfig.ts';
export { runtimeConfigSchema } from './config/runtimeConfig.ts';
export type { ClockPort, TimerHandle } from './ports/clock.ts';
export type { CryptoPort } from './ports/crypto.ts';
export type { DevicePort } from './ports/device.ts';
export type { CallOptions, CallResult, HttpPort } from './ports/http.ts';
export type { NavigatorPort } from './ports/navigator.ts';
export type { SocketConnection, SocketEvent, SocketPort } from './ports/socket.ts';
export type { StoragePort } from './ports/storage.ts';
