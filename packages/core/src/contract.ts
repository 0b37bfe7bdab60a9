// @jinli/core/contract (issue #25): the API contract of SPEC §7/§8 as data — endpoint catalogue, schemas,
// wire types, codes and storage keys — for adapters, the sandbox and a native client's own transport.
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
export type { Endpoint, HttpMethod } from './api/endpoint.ts';
export { defineEndpoint } from './api/endpoint.ts';
export type { Envelope } from './api/envelope.ts';
export { envelopeSchema, SUCCESS_CODE } from './api/envelope.ts';
export { API_CLIENT, ApiHeader, ENCRYPTED_PATH_PREFIX, REQUEST_TIMEOUT_MS } from './api/headers.ts';
export { anyPayload, permissivePayload, permissiveResponse } from './api/permissive.ts';
export { errorMessage, GENERIC_MESSAGES, RESULT_CODES } from './api/resultCodes.ts';
export type {
  ActivityConfig,
  ActivityConfigOf,
  ActivityProgress,
  ActivityVerification,
  ConfirmInfo,
  DiscountAd,
  InvitedFriend,
  JoinPayload,
  JoinResult,
  Prize,
  RaceEntry,
} from './api/schemas/activity.ts';
export type {
  CountryArea,
  NavigationItem,
  Notice,
  PromoCard,
  SponsorContent,
} from './api/schemas/content.ts';
export type {
  FeedbackDetail,
  FeedbackSummary,
  GiftExchangeRecord,
  Letter,
  LetterType,
  MyGrade,
  RebateRate,
  VipGrade,
  VipWeek,
} from './api/schemas/memberCentre.ts';
export type { UnreadCounts } from './api/schemas/messages.ts';
export type { DepositChannel, DepositOrder, DepositType } from './api/schemas/payment.ts';
export type { BindProfilePayload } from './api/schemas/profile.ts';
export { bindProfilePayloadSchema, DecryptableField } from './api/schemas/profile.ts';
export type { SendCodePayload } from './api/schemas/user.ts';
export { NEW_DEVICE_KAPTCHCATE, SendCodeCate, SendCodeType } from './api/schemas/user.ts';
export { ALL_VENUES_CATEGORY } from './api/schemas/wallet.ts';
export type { WithdrawOrderInfo } from './api/schemas/walletProgress.ts';
export type { BankOption, BindAccountPayload } from './api/schemas/walletRecords.ts';
export {
  autoTransferPayloadSchema,
  bankOptionsSchema,
  bindAccountPayloadSchema,
  DealRecordType,
  dealRecordPageSchema,
  dealRecordQuerySchema,
  exchangePayloadSchema,
  withdrawalPasswordResetSchema,
  withdrawalPasswordSetSchema,
} from './api/schemas/walletRecords.ts';
export type { CoinAddress, MemberBankCard, WithdrawLimit } from './api/schemas/withdraw.ts';
export { WithdrawAccountType } from './api/schemas/withdraw.ts';
export type { ScorePush } from './chat/payloads.ts';
export type { ChatFrame, ClientFrame, ServerMsgId, ServerPayload } from './chat/protocol.ts';
export {
  ChatMsgId,
  decodeClientFrame,
  decodeFrame,
  encodeFrame,
  isChatProtocolError,
} from './chat/protocol.ts';
export type { Brand, BrandPalette, BrandTexts } from './config/brand.ts';
export {
  BRAND_ID,
  brandManifest,
  brandTexts,
  brandTitle,
  DEFAULT_BRAND,
  describeBrandProblems,
  readBrand,
} from './config/brand.ts';
export type { RuntimeConfig } from './config/runtimeConfig.ts';
export { runtimeConfigSchema } from './config/runtimeConfig.ts';
export { TransferDirection } from './funds/transferAmount.ts';
export { VenueCategory } from './games/gameSchemas.ts';
export type { FeaturedMatches } from './home/showcaseSchemas.ts';
export { featuredMatchesSchema, showcaseApi } from './home/showcaseSchemas.ts';
export type { AgentContent } from './siteContent/siteContentApi.ts';
export {
  agentContentSchema,
  helpArticleSchema,
  helpContentSchema,
  siteContentApi,
} from './siteContent/siteContentApi.ts';
export type { BetRecordQuery, BetRecordTotal } from './sports/betRecords.ts';
export { betRecordPageSchema, betRecordTotalSchema } from './sports/betRecords.ts';
export { BET_RESULTS, BetResultCode, describeBetResult } from './sports/betResults.ts';
export type { BetOrder, PlaceBetPayload, PlacedLine } from './sports/betslip/placeBet.ts';
export { sportsBets } from './sports/betslip/placeBet.ts';
// Issue #30: the cash-out calls (ours, docs/protocol.md "Cash out").
export type {
  CashOutPayload,
  CashOutQuote,
  CashOutQuotePayload,
  CashOutQuotes,
  CashOutResult,
} from './sports/cashOutSchemas.ts';
export { cashOutApi } from './sports/cashOutSchemas.ts';
export type { MatchDetail } from './sports/matchDetailSchemas.ts';
export { matchDetailSchema } from './sports/matchDetailSchemas.ts';
export type { SportsStreamFrame } from './sports/sportsStream.ts';
export {
  resolveSportsStreamUrl,
  SPORTS_STREAM_PATH,
  sportsStreamFrameSchema,
} from './sports/sportsStream.ts';
export type { LiveMatch, SportsBoard, SportsLive, VenueMatch, VenuePrice } from './sports/venueData.ts';
export {
  itemOfPrice,
  SPORTS_VENUE,
  SportsVenueMethod,
  sportsBoardSchema,
  sportsLiveSchema,
} from './sports/venueData.ts';
export type { PromoCodes } from './storage/storageKeys.ts';
export { readPromoCodes, StorageKey } from './storage/storageKeys.ts';
