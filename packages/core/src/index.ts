// Public surface of @jinli/core. Explicit named exports only.
export type { ApiErrorInit, ApiErrorKind, VerificationRequired } from './api/apiError.ts';
export { ApiError, isApiError, isVerificationRequired } from './api/apiError.ts';
export { advertising } from './api/catalogue/advertising.ts';
export { configuration } from './api/catalogue/configuration.ts';
export { feedback } from './api/catalogue/feedback.ts';
export { games } from './api/catalogue/games.ts';
export { money } from './api/catalogue/money.ts';
export { promotion } from './api/catalogue/promotion.ts';
export { site } from './api/catalogue/site.ts';
export { stream } from './api/catalogue/stream.ts';
export { upload } from './api/catalogue/upload.ts';
export { user } from './api/catalogue/user.ts';
export { api, ENDPOINTS, findEndpoint } from './api/catalogue.ts';
export type { Endpoint, EndpointOptions, HttpMethod, PayloadOf, ResponseOf } from './api/endpoint.ts';
export { defineEndpoint } from './api/endpoint.ts';
export type { Envelope } from './api/envelope.ts';
export { envelopeSchema, SUCCESS_CODE } from './api/envelope.ts';
export { API_CLIENT, ApiHeader, ENCRYPTED_PATH_PREFIX, REQUEST_TIMEOUT_MS } from './api/headers.ts';
export { anyPayload, emptyPayload, permissivePayload, permissiveResponse } from './api/permissive.ts';
export type {
  ClientAction,
  ResultCodeInfo,
  ResultCodeName,
  ResultCodeValue,
  ResultKind,
} from './api/resultCodes.ts';
export {
  describeResultCode,
  errorMessage,
  GENERIC_MESSAGES,
  RESULT_CODES,
  ResultCode,
} from './api/resultCodes.ts';
export { flagSchema, idSchema, moneySchema } from './api/schemas/common.ts';
export type {
  CountryArea,
  NavigationItem,
  Notice,
  PreInfo,
  PromoCard,
  SponsorContent,
} from './api/schemas/content.ts';
export type { ChatHistoryPayload, UnreadCounts } from './api/schemas/messages.ts';
export { CHAT_HISTORY_PAGE_SIZE } from './api/schemas/messages.ts';
export type {
  GeeCheckPayload,
  LoginPayload,
  LoginResponse,
  MemberInfo,
  PictureCaptcha,
  RegisterPayload,
  SendCodePayload,
} from './api/schemas/user.ts';
export {
  NEW_DEVICE_KAPTCHCATE,
  riskLoginDataSchema,
  SendCodeCate,
  SendCodeType,
} from './api/schemas/user.ts';
export type {
  Balance,
  LaunchPayload,
  VenueResourcePayload,
  VenueTransferPayload,
} from './api/schemas/wallet.ts';
export { ALL_VENUES_CATEGORY } from './api/schemas/wallet.ts';
export type { RuntimeConfig } from './config/runtimeConfig.ts';
export { runtimeConfigSchema } from './config/runtimeConfig.ts';
export type {
  Edition,
  GuardDecision,
  GuardEffects,
  GuardInput,
  GuardMember,
  GuardOutcome,
  GuardRoute,
  RedirectTarget,
  Theme,
} from './navigation/guard.ts';
export { DEPOSIT_PATHS, decideNavigation, LOGIN_REQUIRED_NOTICE } from './navigation/guard.ts';
export type { RouteDef, RouteLayout, RouteMatch } from './navigation/routeTable.ts';
export {
  buildPath,
  findRouteByName,
  matchRoute,
  NOT_FOUND_ROUTE,
  ROUTES,
  SPLAT_PARAM,
  TabCategory,
} from './navigation/routeTable.ts';
export type { ClockPort, TimerHandle } from './ports/clock.ts';
export type { CryptoPort } from './ports/crypto.ts';
export type { DevicePort } from './ports/device.ts';
export type { CallOptions, CallResult, HttpPort } from './ports/http.ts';
export type { NavigatorPort } from './ports/navigator.ts';
export type { SocketConnection, SocketEvent, SocketPort } from './ports/socket.ts';
export type { StoragePort } from './ports/storage.ts';
export type { BusEvent, EventBus, PayloadArgs } from './session/eventBus.ts';
export { createEventBus } from './session/eventBus.ts';
export type { LoginEventBus, LoginEventName, LoginEvents } from './session/loginEvents.ts';
export { AuthWay, createLoginEventBus, LoginEvent } from './session/loginEvents.ts';
export type { DecryptedData, PromoCodes, StorageKeyName, StorageKeyValue } from './storage/storageKeys.ts';
export {
  clearDecryptedData,
  decryptedDataKey,
  decryptedDataSchema,
  isDecryptedDataKey,
  PROMO_QUERY_KEYS,
  readPromoCodes,
  STORAGE_DEFAULTS,
  StorageKey,
} from './storage/storageKeys.ts';
export type { CalendarDate } from './validation/age.ts';
export { AGE_MESSAGES, ageOn, daysInMonth, parseCalendarDate, validateBirthday } from './validation/age.ts';
export {
  CODE_MESSAGES,
  requireCodeRequested,
  validateCaptchaInput,
  validateDeviceCode,
  validatePhoneMiddleDigits,
  validateVerifyCode,
} from './validation/codes.ts';
export { EMAIL_MESSAGES, isWellFormedEmail, validateEmail } from './validation/email.ts';
export {
  CAPTCHA_INPUT_MAX,
  DEVICE_CODE_LENGTH,
  EMAIL_MAX,
  MINIMUM_AGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  PHONE_MIDDLE_LENGTH,
  RESET_USERNAME_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  VERIFY_CODE_MAX,
} from './validation/limits.ts';
export {
  isWellFormedPassword,
  PASSWORD_MESSAGES,
  validateAgreement,
  validateNewPassword,
  validateNewPasswordRepeat,
  validateRegisterPassword,
  validateRepeatPassword,
} from './validation/password.ts';
export { MAINLAND_PHONE_REGEX, PHONE_MESSAGES, validatePhone } from './validation/phone.ts';
export { NAME_MIDDLE_DOT, REAL_NAME_MESSAGES, validateRealName } from './validation/realName.ts';
export {
  normalizeUsername,
  USERNAME_MESSAGES,
  validateResetUsername,
  validateUsername,
} from './validation/username.ts';
export type { ValidationError } from './validation/validationError.ts';
export { isBlank, truncateToLength } from './validation/validationError.ts';
