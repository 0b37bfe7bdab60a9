// Public surface of @jinli/core. Explicit named exports only.

export type {
  Activities,
  ActivitiesDeps,
  ActivityJoinActor,
  ActivityPageActor,
  ActivitySession,
  PromotionsState,
  SessionView,
} from './activity/activities.ts';
export { createActivities } from './activity/activities.ts';
export type { ActivityJoinSnapshot, JoinArgs } from './activity/activityJoin.machine.ts';
export {
  activityJoinMachine,
  selectJoinArgs,
  selectJoinBusy,
  selectJoinError,
  selectJoinResult,
  selectJoinTerms,
} from './activity/activityJoin.machine.ts';
export type { ActivityPageSnapshot, LoadedActivity } from './activity/activityPage.machine.ts';
export {
  activityPageMachine,
  selectActivityConfig,
  selectActivityError,
  selectActivityLoading,
  selectActivityStanding,
  selectActivityVerification,
} from './activity/activityPage.machine.ts';
export type { CappedBonusTerms } from './activity/bonus.ts';
export {
  cappedBonus,
  formatRatePercent,
  progressRatio,
  reachedTiers,
  requiredTurnover,
  tieredBonus,
} from './activity/bonus.ts';
export type { DepositBonusPreview, PromotionCategory, TaskRow, TierRow } from './activity/rules.ts';
export {
  depositBonusPreview,
  findActivityId,
  groupPromotions,
  invitationLink,
  prizeSlice,
  taskRows,
  tierRows,
  wheelStopAngle,
} from './activity/rules.ts';
export type { SignDay, SignMonth, SignStatus } from './activity/signCalendar.ts';
export { nextSignReward, signMonth, signStatus } from './activity/signCalendar.ts';
export type { ActivityStanding } from './activity/standing.ts';
export { activityStanding, joinNeedsConfirm, joinPaysBonus } from './activity/standing.ts';
// A client starts with the engine block at the end (createJinli and its capabilities); the blocks
// before it are the contract (catalogue, codes, schemas), the rules and the machines the engine runs,
// in folder order. Actor implementations, stubs and fakes stay internal; test arbitraries are in
// '@jinli/core/testing'.
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
// Promotions and activities (issue #13 part A): schemas, bonus helpers, rules, machines, capability.
export type {
  ActivityConfig,
  ActivityConfigOf,
  ActivityIdPayload,
  ActivityProgress,
  ActivityProgressOf,
  ActivityTask,
  ActivityVerification,
  BonusTier,
  ConfirmInfo,
  DepositBonusTerms,
  DiscountAd,
  InvitedFriend,
  JoinPayload,
  JoinResult,
  Prize,
  RaceEntry,
} from './api/schemas/activity.ts';
export { ActivityType, activityConfigSchema, discountAdListSchema } from './api/schemas/activity.ts';
export { flagSchema, idSchema, moneySchema } from './api/schemas/common.ts';
export type {
  CountryArea,
  NavigationItem,
  Notice,
  PreInfo,
  PromoCard,
  SponsorContent,
} from './api/schemas/content.ts';
// Member centre part B (issue #12): VIP, inbox + unread badges, feedback + upload, welfare, reality check.
export type {
  DepositRewardConfig,
  FeedbackAddPayload,
  FeedbackDetail,
  FeedbackSummary,
  GiftExchangeRecord,
  Letter,
  LetterType,
  MemberBet,
  MyGrade,
  RebateRate,
  UploadImageResult,
  VipGrade,
  VipWeek,
} from './api/schemas/memberCentre.ts';
export { VipWeekStatus } from './api/schemas/memberCentre.ts';
export type { ChatHistoryPayload, UnreadCounts } from './api/schemas/messages.ts';
export { CHAT_HISTORY_PAGE_SIZE } from './api/schemas/messages.ts';
export type {
  DepositChannel,
  DepositChannelTypeValue,
  DepositCoin,
  DepositOrder,
  DepositOrderStatusAnswer,
  DepositOrderStatusValue,
  DepositPayee,
  DepositType,
  PayPayload,
} from './api/schemas/payment.ts';
export { DepositChannelType, DepositOrderStatus } from './api/schemas/payment.ts';
// Member profile and security bindings (issue #12 part A): profile store, security level, binding flows.
export type {
  Avatar,
  BindEmailPayload,
  BindPhonePayload,
  BindProfilePayload,
} from './api/schemas/profile.ts';
export {
  avatarListSchema,
  bindProfilePayloadSchema,
  DecryptableField,
  singleDataResponseSchema,
} from './api/schemas/profile.ts';
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
// Spec loose ends (issue #17): withdrawal progress, USDT withdrawal details, deposit payer and signal code.
export type {
  CustomerInfo,
  SignalCode,
  UsdtWithdrawInfo,
  WithdrawOrderInfo,
} from './api/schemas/walletProgress.ts';
export type {
  BankOption,
  BindAccountPayload,
  DealRecord,
  DealRecordPage,
  DealRecordQuery,
  ExchangePayload,
  TransferRate,
  WithdrawalPasswordReset,
} from './api/schemas/walletRecords.ts';
export {
  autoTransferPayloadSchema,
  autoTransferSchema,
  bankOptionSchema,
  bankOptionsSchema,
  bindAccountPayloadSchema,
  bindAccountResultSchema,
  DealRecordStatus,
  DealRecordType,
  dealRecordPageSchema,
  dealRecordQuerySchema,
  exchangePayloadSchema,
  exchangeResultSchema,
  transferRateSchema,
  withdrawalPasswordResetSchema,
  withdrawalPasswordSetSchema,
} from './api/schemas/walletRecords.ts';
export type {
  CoinAddress,
  MemberBankCard,
  WithdrawAccountTypeValue,
  WithdrawInfo,
  WithdrawLimit,
  WithdrawOrder,
  WithdrawPayload,
} from './api/schemas/withdraw.ts';
export { WithdrawAccountType } from './api/schemas/withdraw.ts';
export type {
  AuthActorDeps,
  AuthActors,
  CaptchaAnswer,
  CaptchaKind,
  CodeChannel,
  LoginInput,
  LoginResult,
  PictureChallenge,
  RegisterInput,
  RememberInput,
  ResetChannel,
  ResetIdentityInput,
  ResetPasswordInput,
  ResetVerifyInput,
  SendCodeInput,
  SliderChallenge,
  SliderResult,
  StepResult,
} from './auth/authActors.ts';
export { createAuthActors } from './auth/authActors.ts';
export type {
  AuthDialogContext,
  AuthDialogEvent,
  AuthOpenView,
  AuthView,
} from './auth/authDialog.machine.ts';
export { authDialogMachine } from './auth/authDialog.machine.ts';
export type { AuthDialogSnapshot } from './auth/authDialog.selectors.ts';
export {
  provideAuthMachines,
  selectAuthView,
  selectCanSubmitLogin,
  selectCanSubmitRegister,
  selectLoginErrors,
  selectLoginSubmitting,
  selectRegisterErrors,
  selectRegisterSubmitting,
} from './auth/authDialog.selectors.ts';
export type {
  FieldErrors,
  LoginField,
  LoginFields,
  RegisterField,
  RegisterFields,
} from './auth/authForms.ts';
export type { AuthEmitted } from './auth/authMessages.ts';
export { AUTH_TOASTS } from './auth/authMessages.ts';
export type { CaptchaContext, CaptchaEvent, CaptchaSnapshot } from './auth/captcha.machine.ts';
export { captchaAnswerOf, captchaErrorOf, captchaMachine } from './auth/captcha.machine.ts';
export { registerDomain, rememberCurrentDomain } from './auth/currentDomain.ts';
export type {
  NewDeviceContext,
  NewDeviceEvent,
  NewDeviceField,
  NewDeviceInput,
  NewDeviceRef,
  NewDeviceSnapshot,
} from './auth/newDevice.machine.ts';
export {
  fillPhoneMask,
  newDeviceCanSubmit,
  newDeviceMachine,
  newDeviceVisibleErrors,
} from './auth/newDevice.machine.ts';
export type { RememberedCredentials } from './auth/rememberedCredentials.ts';
export { REMEMBER_FOR_MS } from './auth/rememberedCredentials.ts';
export { RESEND_COUNTDOWN_SECONDS, resendCountdownMachine } from './auth/resendCountdown.machine.ts';
export type { ResetField, ResetFields, ResetStep } from './auth/resetForm.ts';
export { areaRegex } from './auth/resetForm.ts';
export type { ResetContext, ResetEvent, ResetRef, ResetSnapshot } from './auth/resetPassword.machine.ts';
export {
  RESET_SUCCESS_RETURN_MS,
  resetBusy,
  resetCanSubmit,
  resetPasswordMachine,
  resetStepOf,
  resetVisibleErrors,
} from './auth/resetPassword.machine.ts';
export { sendCodePayload } from './auth/sendCodePayload.ts';
// Member-visible codes (#14): bet sides, bet types, venue codes and the leak check.
export {
  BET_TYPE_LABELS,
  describeSelection,
  FIXED_MEMBER_CODES,
  leakedCodes,
  replaceKnownCodes,
  SELECTION_SIDE_LABELS,
  venueDisplayName,
} from './catalogue/memberCodes.ts';
export { loadChatJwt, storedChatJwt } from './chat/chatJwt.ts';
export type {
  ChatLinkActor,
  ChatRoomActor,
  ChatService,
  ChatServiceDeps,
  ChatView,
} from './chat/chatService.ts';
export { createChatService, LOBBY_RID, matchRoomId } from './chat/chatService.ts';
export type { ChatTextProblem, ChatTextResult } from './chat/chatText.ts';
export {
  CHAT_TEXT_MAX_LENGTH,
  CHAT_TEXT_MESSAGES,
  chatTextLength,
  prepareChatText,
} from './chat/chatText.ts';
export type { ChatConnectionRef, ChatConnectionSnapshot, ChatStatus } from './chat/connection.machine.ts';
export {
  chatConnectionMachine,
  createChatConnectionMachine,
  selectChatIdentity,
  selectChatStatus,
  selectPendingMessages,
} from './chat/connection.machine.ts';
export type {
  ChatConnectionEmitted,
  ChatConnectionEvent,
  ChatConnectionInput,
  ChatIdentity,
  OutboxEntry,
} from './chat/connection.types.ts';
export { CHAT_HEARTBEAT_MS, CHAT_RECONNECT_MS, CHAT_SEND_RETRY_MS } from './chat/connection.types.ts';
export type {
  ChatLine,
  GiftRecord,
  InternalNotification,
  JoinBroadcast,
  LoginAck,
  PredictionRecord,
  ScorePush,
} from './chat/payloads.ts';
export { chatHistoryResponseSchema, chatLineSchema } from './chat/payloads.ts';
export type {
  ChatFrame,
  ChatProtocolErrorReason,
  ClientFrame,
  ClientMsgId,
  ClientPayload,
  ServerMsgId,
  ServerPayload,
} from './chat/protocol.ts';
export {
  ChatMsgId,
  ChatProtocolError,
  chatHandshakeUrl,
  clientPayloadSchemas,
  decodeClientFrame,
  decodeFrame,
  encodeFrame,
  isChatProtocolError,
  resolveChatSocketUrl,
  serverPayloadSchemas,
} from './chat/protocol.ts';
export type {
  ChatRoomEmitted,
  ChatRoomEvent,
  ChatRoomInput,
  ChatRoomSnapshot,
  HistoryQuery,
  HistoryStatus,
} from './chat/room.machine.ts';
export {
  chatRoomMachine,
  createChatRoomMachine,
  HISTORY_FAILED_MESSAGE,
  selectHistoryStatus,
  selectSendBlocker,
} from './chat/room.machine.ts';
export type { RoomState, SendProblem } from './chat/roomState.ts';
export type { Brand, BrandPalette, BrandProblem, BrandReading, BrandTexts } from './config/brand.ts';
export {
  BRAND_ID,
  brandManifest,
  brandSchema,
  brandTexts,
  brandTitle,
  contrastRatio,
  DEFAULT_BRAND,
  describeBrandProblems,
  MIN_CONTRAST,
  readBrand,
  svgDataUri,
} from './config/brand.ts';
export { isAllowedImageSource, normalizeImageOrigins } from './config/imageOrigins.ts';
export type { RuntimeConfig } from './config/runtimeConfig.ts';
export { runtimeConfigSchema } from './config/runtimeConfig.ts';
// ── Engine: createJinli and its capabilities (issue #11) ────────────────────────────────────────
export type {
  CapabilityDeps,
  Jinli,
  JinliConfig,
  JinliCore,
  JinliPorts,
  SportsCapability,
  WalletCapability,
} from './engine/createJinli.ts';
export { createJinli } from './engine/createJinli.ts';
export type { Lazy } from './engine/lazyCapability.ts';
export { builtCapability, lazyCapability } from './engine/lazyCapability.ts';
export type { Loadable, LoadStatus } from './engine/loadable.ts';
export type { MemberCentre } from './engine/memberCentre.ts';
export type { LazyCapabilityName } from './engine/routeCapabilities.ts';
export { capabilitiesOfRoute } from './engine/routeCapabilities.ts';
export type { Readable, Store } from './engine/store.ts';
export { createStore } from './engine/store.ts';
export type { FeedbackFormState, FeedbackImage } from './feedback/feedbackForm.ts';
export { feedbackPayload, isUploading } from './feedback/feedbackForm.ts';
export type {
  FeedbackExtra,
  FeedbackFormProblem,
  FeedbackLimits,
  FeedbackTypeId,
  ImageProblem,
} from './feedback/feedbackRules.ts';
export {
  checkFeedbackDraft,
  checkImage,
  DEFAULT_FEEDBACK_LIMITS,
  extraFieldFor,
  FEEDBACK_TYPES,
} from './feedback/feedbackRules.ts';
export type { Feedback, FeedbackDeps, FeedbackState } from './feedback/feedbackStore.ts';
export { createFeedback, FEEDBACK_PAGE_SIZE } from './feedback/feedbackStore.ts';
export type { GameActorDeps, GameLaunchRequest, VenueTransferRequest } from './games/gameActors.ts';

// Game frames only for launches the app made, on allowed origins (issue #15).
export {
  CROSS_ORIGIN_GAME_SANDBOX,
  createGameFrames,
  EMBEDDED_LAUNCHES_KEPT,
  type EmbeddedLaunch,
  GAME_FRAME_MESSAGES,
  type GameFrame,
  type GameFrames,
  type GameFramesDeps,
  launchToRepeat,
  rememberLaunch,
  SAME_ORIGIN_GAME_SANDBOX,
} from './games/gameFrames.ts';
export type {
  GameLaunchContext,
  GameLaunchEmitted,
  GameLaunchEvent,
  GameLaunchSnapshot,
} from './games/gameLaunch.machine.ts';
export {
  GAME_LAUNCHING_TEXT,
  gameLaunchMachine,
  selectIsLaunching,
  selectLaunchMessage,
} from './games/gameLaunch.machine.ts';
export type {
  AllBalance,
  BonusPool,
  BonusPools,
  Game,
  GameListPayload,
  GamePage,
  Venue,
  VenueTransferResult,
} from './games/gameSchemas.ts';
export { TransferDirection, VenueCategory } from './games/gameSchemas.ts';
export type {
  GameActors,
  GameLaunchActor,
  GameListQuery,
  Games,
  GamesState,
} from './games/gamesCapability.ts';
export { createGames, favouriteKey, GAME_PAGE_SIZE } from './games/gamesCapability.ts';
export type { GameLaunch, GameLaunchHost } from './games/launch.ts';
export {
  applyGameLaunch,
  GAME_LAUNCH_MESSAGES,
  GameStorageKey,
  isHttpUrl,
  LOCAL_SPORT_VENUE,
  NEW_WINDOW_VENUES,
  opensNewWindow,
  PG_SLOT_VENUES,
  resolveGameLaunch,
} from './games/launch.ts';
export {
  allTransferAmount,
  TRANSFER_AMOUNT_DECIMALS,
  TRANSFER_AMOUNT_MAX_LENGTH,
  TRANSFER_AMOUNT_MESSAGES,
  toWireAmount,
  validateTransferAmount,
} from './games/transferAmount.ts';
// Spec loose ends (issue #17): the ErrUIDVerification dialog text.
export { UID_VERIFICATION_NOTICE, venueErrorNotice } from './games/venueError.ts';
export type {
  TransferVariant,
  VenueTransferContext,
  VenueTransferEmitted,
  VenueTransferEvent,
  VenueTransferInput,
  VenueTransferSnapshot,
} from './games/venueTransfer.machine.ts';
export {
  selectTransferBusy,
  selectTransferLoadingBalance,
  TRANSFER_SUCCESS_TEXT,
  TRANSFER_UNKNOWN_MESSAGES,
  venueTransferMachine,
} from './games/venueTransfer.machine.ts';
export type { ContentLanguage, Home, HomeState } from './home/homeCapability.ts';
export { createHome, HOME_NOTICE_PAGE } from './home/homeCapability.ts';
// Issue #28: the home showcase (jackpot, hot games, featured matches, providers).
export type { FeaturedRow, Jackpot, Showcase, ShowcaseState } from './home/showcase.ts';
export { headlinePrices, jackpotTotal, pickFeaturedMatches, pickHotGames } from './home/showcaseRules.ts';
export type { FeaturedMatches } from './home/showcaseSchemas.ts';
export { featuredMatchesSchema, showcaseApi } from './home/showcaseSchemas.ts';
export type { Inbox, InboxDeps, InboxState, LetterPage } from './inbox/inboxStore.ts';
export { createInbox, LETTER_PAGE_SIZE, UNREAD_REFRESH_MS } from './inbox/inboxStore.ts';
export type { UnreadTotals } from './inbox/unread.ts';
export { badgeText, LETTER_TYPES, unreadTotals } from './inbox/unread.ts';
// Spec loose ends (issue #17): preInfo siteBaseConfig.title is the base of every document title.
export { DOCUMENT_TITLE_SEPARATOR, documentTitle } from './navigation/documentTitle.ts';
export type {
  GuardDecision,
  GuardEffects,
  GuardInput,
  GuardMember,
  GuardOutcome,
  GuardRoute,
  RedirectTarget,
  Theme,
} from './navigation/guard.ts';
export {
  DEPOSIT_PATHS,
  decideNavigation,
  isHelpArticleOpen,
  LOGIN_REQUIRED_NOTICE,
} from './navigation/guard.ts';
export type { MobileRedirectInput } from './navigation/mobileRedirect.ts';
export { mobileRedirectUrl } from './navigation/mobileRedirect.ts';
export type {
  NavigationGuard,
  NavigationGuardDeps,
  NavigationOutcome,
  SportsGuardPort,
} from './navigation/navigationGuard.ts';
export { createNavigationGuard } from './navigation/navigationGuard.ts';
// Shell (#14): /redirect/{path} decision and the tab bar of visited routes.
export type { RedirectDecision } from './navigation/redirectTarget.ts';
export {
  decideRedirect,
  loginReturnPath,
  REDIRECT_PREFIX,
  redirectRestOf,
} from './navigation/redirectTarget.ts';
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
export type { TabBar } from './navigation/tabBar.ts';
export { createTabBar } from './navigation/tabBar.ts';
export type { TabBarState, VisitedTab } from './navigation/tabs.ts';
export {
  cachedPaths,
  closeTab,
  HOME_PATH,
  initialTabBar,
  isClosable,
  MARQUEE_AFTER_CHARS,
  MAX_TABS,
  needsMarquee,
  renameTab,
  tabCategoryOf,
  tabForPath,
  visitTab,
} from './navigation/tabs.ts';
export type { ClockPort, TimerHandle } from './ports/clock.ts';
export type { CryptoPort } from './ports/crypto.ts';
export type { DevicePort } from './ports/device.ts';
export type { DeviceVaultPort } from './ports/deviceVault.ts';
export type { FramePort } from './ports/frame.ts';
export type { CallOptions, CallResult, HttpPort } from './ports/http.ts';
export type { NavigatorPort, ReservedWindow } from './ports/navigator.ts';
export type { SocketConnection, SocketEvent, SocketPort } from './ports/socket.ts';
export type { StoragePort } from './ports/storage.ts';
export type { TabSyncPort } from './ports/tabSync.ts';
export type { UploadFile, UploadOptions, UploadPort } from './ports/upload.ts';
export type {
  BindEmailContext,
  BindEmailEvent,
  BindEmailRef,
  BindEmailSnapshot,
} from './profile/bindEmail.machine.ts';
export { bindEmailCanSubmit, bindEmailMachine, bindEmailVisibleErrors } from './profile/bindEmail.machine.ts';
export type { ChangePasswordField, ResetLoginField, TargetField } from './profile/bindingForms.ts';
export { PROFILE_MESSAGES, REAL_NAME_MAX } from './profile/bindingForms.ts';
export type {
  BindPhoneContext,
  BindPhoneEvent,
  BindPhoneRef,
  BindPhoneSnapshot,
} from './profile/bindPhone.machine.ts';
export {
  bindPhoneCanSubmit,
  bindPhoneMachine,
  bindPhoneVisibleErrors,
  DEFAULT_AREA_CODE,
} from './profile/bindPhone.machine.ts';
export type {
  BindRealNameContext,
  BindRealNameEvent,
  BindRealNameRef,
  BindRealNameSnapshot,
} from './profile/bindRealName.machine.ts';
export {
  bindRealNameCanSubmit,
  bindRealNameMachine,
  bindRealNameVisibleErrors,
} from './profile/bindRealName.machine.ts';
export type {
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordRef,
  ChangePasswordSnapshot,
} from './profile/changePassword.machine.ts';
export {
  changePasswordCanSubmit,
  changePasswordMachine,
  changePasswordVisibleErrors,
} from './profile/changePassword.machine.ts';
export type { Gender, MemberProfile } from './profile/memberProfile.ts';
export { readMemberProfile } from './profile/memberProfile.ts';
export type { Profile, ProfileDeps, ProfileEdit, ProfileState } from './profile/profile.ts';
export { createProfile } from './profile/profile.ts';
export type {
  BindCodeInput,
  BindEmailInput,
  BindPhoneInput,
  BindTarget,
  ChangePasswordInput,
  ProfileActors,
  ResetLoginCallInput,
} from './profile/profileActors.ts';
export { createProfileActors, profileActorStubs } from './profile/profileActors.ts';
export type { ProfileEmitted } from './profile/profileEvents.ts';
export type { ProfileFlowDeps, ProfileFlows } from './profile/profileFlows.ts';
export { createProfileFlows } from './profile/profileFlows.ts';
export type {
  ResetLoginPasswordContext,
  ResetLoginPasswordEvent,
  ResetLoginPasswordInput,
  ResetLoginPasswordRef,
  ResetLoginPasswordSnapshot,
} from './profile/resetLoginPassword.machine.ts';
export {
  resetLoginPasswordCanSubmit,
  resetLoginPasswordMachine,
  resetLoginPasswordVisibleErrors,
} from './profile/resetLoginPassword.machine.ts';
export type { SecurityGrade, SecurityItem, SecurityLevel } from './profile/securityLevel.ts';
export { SECURITY_ITEMS, securityLevel } from './profile/securityLevel.ts';
export {
  bindingRequiredFor,
  connectPasswordChange,
  RETURN_QUERY_KEY,
  returnAfterBinding,
} from './profile/securityReturn.ts';
export type {
  RealityCheck,
  RealityCheckDeps,
  RealityCheckState,
  TodayResult,
} from './protection/realityCheck.ts';
export { createRealityCheck, REALITY_CHECK_INTERVAL_MS, splitDuration } from './protection/realityCheck.ts';
export type { BusEvent, EventBus, PayloadArgs } from './session/eventBus.ts';
export { createEventBus } from './session/eventBus.ts';
export type { DraftField, ExpiryReturn, ExpiryReturnDeps } from './session/expiryReturn.ts';
export { createExpiryReturn, keepableFields } from './session/expiryReturn.ts';
export type { LoginEventBus, LoginEventName, LoginEvents } from './session/loginEvents.ts';
export { AuthWay, createLoginEventBus, LoginEvent } from './session/loginEvents.ts';
export { isLoginExpiredError } from './session/loginExpired.ts';
// Spec loose ends (issue #17): storage keys originUrl, jwtToken and currentDomain of SPEC §3.
export type { OriginUrlDeps } from './session/originUrl.ts';
export { connectOriginUrl, isInAppPath, rememberOriginUrl, takeOriginUrl } from './session/originUrl.ts';
export type {
  LogoutReason,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionMachine,
  SessionSnapshot,
} from './session/session.machine.ts';
export {
  createSessionMachine,
  ENDED_ELSEWHERE,
  selectAvatar,
  selectDisplayName,
  selectFeedbackUnread,
  selectIsBalanceLoading,
  selectIsLoggedIn,
  selectIsMemberLoading,
  selectIsSettled,
  selectMember,
  selectTotalBalance,
  selectUnreadCounts,
  sessionMachine,
} from './session/session.machine.ts';
export type { SessionPorts } from './session/sessionActors.ts';
export { SESSION_STORAGE_KEYS } from './session/sessionActors.ts';
export type {
  AuthDialogActor,
  SessionActor,
  SessionCapability,
  SessionCapabilityEvents,
} from './session/sessionCapability.ts';
export type { TabSignal, TabSyncDeps } from './session/tabSync.ts';
export { connectTabSync } from './session/tabSync.ts';
export type { Site, SiteState } from './site/siteCapability.ts';
export { createSite } from './site/siteCapability.ts';
// Site content (issue #13 part B): help centre, agent programme, sponsors, download info.
export type { HelpSearchHit, TextFold, TextSegment } from './siteContent/helpSearch.ts';
export {
  HELP_QUERY_MAX,
  highlightSegments,
  htmlToText,
  identityFold,
  searchArticles,
  searchTerms,
} from './siteContent/helpSearch.ts';
export type {
  ContentResource,
  DownloadInfo,
  SiteContent,
  SiteContentDeps,
  SiteContentState,
} from './siteContent/siteContent.ts';
export {
  createSiteContent,
  findHelpArticle,
  openHelpContent,
  toDownloadInfo,
} from './siteContent/siteContent.ts';
export type {
  AgentContact,
  AgentContent,
  AgentTier,
  HelpArticle,
  HelpContent,
  HelpGroup,
} from './siteContent/siteContentApi.ts';
export {
  agentContentSchema,
  helpArticleSchema,
  helpContentSchema,
  siteContentApi,
} from './siteContent/siteContentApi.ts';
export type {
  BetRecord,
  BetRecordLine,
  BetRecordPage,
  BetRecordQuery,
  BetRecordTotal,
} from './sports/betRecords.ts';
export {
  BetRecordStatus,
  betRecordLineSchema,
  betRecordPageSchema,
  betRecordQuerySchema,
  betRecordSchema,
  betRecordTotalSchema,
} from './sports/betRecords.ts';
export type {
  BetRecordFilter,
  BetRecordRange,
  BetRecordStatusFilter,
  BetRecords,
  BetRecordsOptions,
  BetRecordsState,
} from './sports/betRecordsCapability.ts';
export { betRecordQuery, createBetRecords } from './sports/betRecordsCapability.ts';
export type { BetOutcome, BetResult } from './sports/betResults.ts';
export { BET_RESULTS, BetResultCode, describeBetResult } from './sports/betResults.ts';
export type { BetSlipActor } from './sports/betSlipSession.ts';
export { DEFAULT_STAKE_LIMITS } from './sports/betSlipSession.ts';
export type { BetCheckInput } from './sports/betslip/betCheck.ts';
export {
  BET_CHECK_SLACK_MS,
  BET_UNKNOWN_MESSAGES,
  checkBet,
  recordMatchesBet,
} from './sports/betslip/betCheck.ts';
export type { BetSlipPorts } from './sports/betslip/betSlipActors.ts';
export type {
  BetSlipContext,
  BetSlipEmitted,
  BetSlipEvent,
  BetSlipInput,
  BetSlipMachine,
  BetSlipRef,
  BetSlipSnapshot,
} from './sports/betslip/betslip.machine.ts';
export { betSlipMachine, createBetSlipMachine, ORDER_POLL_MS } from './sports/betslip/betslip.machine.ts';
export type { BetSlipLineView, ComboView } from './sports/betslip/betslip.selectors.ts';
export {
  selectBetSlipCount,
  selectBetSlipError,
  selectBetSlipLines,
  selectBetSlipNotice,
  selectCanPlace,
  selectComboView,
  selectHasMovedOdds,
  selectIsConfirming,
  selectIsPlacing,
} from './sports/betslip/betslip.selectors.ts';
export type { SeriesFigures } from './sports/betslip/combo.ts';
export { parlayOdds, seriesCount, seriesFigures } from './sports/betslip/combo.ts';
export type {
  BetOrder,
  OrderStatusPayload,
  PlaceBetInput,
  PlaceBetPayload,
  PlacedLine,
} from './sports/betslip/placeBet.ts';
export { betOrderSchema, placeBetPayloadSchema, sportsBets } from './sports/betslip/placeBet.ts';
export type { SlipLine } from './sports/betslip/rules.ts';
export {
  BET_SLIP_ERRORS,
  BET_SLIP_MAX_ITEMS,
  clearItems,
  createBetSlip,
  effectiveOddsType,
  hasPendingOrder,
  isChampionItem,
  isItemInvalid,
  pickKey,
  priceOfItem,
  removeItem,
  setBetMode,
  setOddsType,
  setPendingOrder,
  slipLines,
  toggleSelection,
} from './sports/betslip/rules.ts';
// Spec loose ends (issue #17): the bet slip belongs to one member; a 6001 is told once by the session.
export type { BetSlipOwnerDeps } from './sports/betslip/slipOwner.ts';
export { connectBetSlipOwner, slipOnLogin } from './sports/betslip/slipOwner.ts';
export type {
  BetSlipMessage,
  BetSlipMessageCode,
  LineOdds,
  OddsUpdate,
  PlaceIntent,
  SlipState,
} from './sports/betslip/slipState.ts';
export { BET_SLIP_MESSAGES } from './sports/betslip/slipState.ts';
export type { CappedStake, StakeLimits } from './sports/betslip/stake.ts';
export { capStake, winAmount } from './sports/betslip/stake.ts';
export {
  parseSlipState,
  persistBetSlip,
  restoreBetSlip,
  serializeSlipState,
} from './sports/betslip/storedSlip.ts';
export type {
  BetMode,
  BetSlip,
  BetSlipError,
  BetSlipItem,
  BetSlipResult,
  BettingData,
} from './sports/betslip/types.ts';
export type { LeagueGroup, MatchInfo, PriceColumn } from './sports/board.ts';
export {
  inTab,
  isFootball,
  isInPlay,
  kickOff,
  leagueGroups,
  MARKET_TABS,
  MarketTab,
  priceColumn,
  rowColumns,
  SPORT_ORDER,
  selectionLabel,
  sportCounts,
  sportLabel,
} from './sports/board.ts';
export {
  DEFAULT_EDITION,
  DEFAULT_ODDS_TYPE,
  EDITION_LABELS,
  Edition,
  isChampionMarket,
  MARKET_TYPE_LABELS,
  MarketType,
  ODDS_TYPE_LABELS,
  OddsType,
  parseEdition,
  SPORT_LABELS,
  SportCode,
  themeForEdition,
  toggleEdition,
} from './sports/catalogues.ts';
export type { League, LeagueFilter } from './sports/leagues.ts';
export {
  ALL_LEAGUES_FILTER_ID,
  activateLeagueFilter,
  applyLeagueFilter,
  DEFAULT_LEAGUE_SHORTCUTS,
  defaultLeagueFilters,
  LeagueId,
  toggleLeagueExpanded,
} from './sports/leagues.ts';
export type { LiveScore, LiveTiming, MatchLiveData } from './sports/liveTiming.ts';
export { formatCountdown, LIVE_PERIOD_WORDS, liveTiming } from './sports/liveTiming.ts';
// In-play match detail (#14): video/hotLive/matchDetail.
export type { MatchDetailState, MatchDetailStore } from './sports/matchDetail.ts';
export { createMatchDetail } from './sports/matchDetail.ts';
export type { MatchDetail, MatchEvent } from './sports/matchDetailSchemas.ts';
export { MATCH_EVENT_LABELS, matchDetailSchema } from './sports/matchDetailSchemas.ts';
export type { PriceKind } from './sports/odds.ts';
export {
  convertOdds,
  DOUBLE_LINE_WAGERS,
  displayPrice,
  formatOdds,
  oddsMovement,
  priceKindOfWager,
  toHongKong,
} from './sports/odds.ts';
export type {
  LiveCell,
  PriceCell,
  Sports,
  SportsBoardView,
  SportsDeps,
  SportsEvents,
  SportsPanel,
  SportsState,
} from './sports/sportsCapability.ts';
export { createSports } from './sports/sportsCapability.ts';
export type { SportsStreamFrame } from './sports/sportsStream.ts';
export {
  resolveSportsStreamUrl,
  SPORTS_STREAM_PATH,
  sportsStreamFrameSchema,
} from './sports/sportsStream.ts';
export type {
  LiveMatch,
  SportsBoard,
  SportsLive,
  VenueLeague,
  VenueMatch,
  VenuePrice,
} from './sports/venueData.ts';
export {
  itemOfPrice,
  priceKey,
  SPORTS_VENUE,
  SportsVenueMethod,
  slipPriceOf,
  sportsBoardSchema,
  sportsLiveSchema,
} from './sports/venueData.ts';
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
export type { BeijingParts } from './time/beijingTime.ts';
export {
  BEIJING_TIME_ZONE,
  beijingParts,
  formatBeijingClock,
  formatBeijingDate,
  formatBeijingDateTime,
  formatBeijingMonthDay,
} from './time/beijingTime.ts';
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
export type { VipProgress } from './vip/vipProgress.ts';
export { vipProgress } from './vip/vipProgress.ts';
export type { Vip, VipOverview, VipState } from './vip/vipStore.ts';
export { createVip } from './vip/vipStore.ts';
export type { CoinProtocol } from './wallet/accountRules.ts';
export {
  ACCOUNT_MESSAGES,
  CARD_LENGTH,
  COIN_PROTOCOLS,
  cardDigits,
  groupCardNumber,
  maskAccountNumber,
  passesLuhn,
  validateAlipayAccount,
  validateBranch,
  validateCardNumber,
  validateCoinAddress,
} from './wallet/accountRules.ts';
export type { Accounts, AccountsState, Outcome } from './wallet/accountsCapability.ts';
export { createAccounts } from './wallet/accountsCapability.ts';
// Issue #28: the member's balances in one place, and the total as one rule.
export type { BalanceSummaryState, BalanceSummaryStore, CenterBalance } from './wallet/balanceSummary.ts';
export { createBalanceSummary } from './wallet/balanceSummary.ts';
export type { BalanceParts, BalanceSummary } from './wallet/balanceTotal.ts';
export { spendableInVenue, summarizeBalance, totalBalance } from './wallet/balanceTotal.ts';
export type { DealRecordEffect } from './wallet/dealRecordEffect.ts';
export { dealRecordEffect } from './wallet/dealRecordEffect.ts';
export type {
  DepositContext,
  DepositEmitted,
  DepositEvent,
  DepositMachine,
  DepositSnapshot,
} from './wallet/deposit.machine.ts';
export { createDepositMachine, DEPOSIT_POLL_MS, depositMachine } from './wallet/deposit.machine.ts';
export type { DepositSignalView, DepositStage } from './wallet/deposit.selectors.ts';
export {
  selectDepositAmountError,
  selectDepositCanSubmit,
  selectDepositChannel,
  selectDepositMessage,
  selectDepositOrder,
  selectDepositPayer,
  selectDepositRemainingSeconds,
  selectDepositSignal,
  selectDepositStage,
  selectDepositWaitingKind,
} from './wallet/deposit.selectors.ts';
export type { CreateDepositInput, DepositOrderRef, WalletPorts } from './wallet/depositActors.ts';
export type { DepositWaitingKind } from './wallet/depositRules.ts';
export {
  DEPOSIT_MESSAGES,
  DEPOSIT_WAITING_ROUTES,
  usableDepositTypes,
  validateDepositAmount,
  waitingKindOf,
} from './wallet/depositRules.ts';
export type { DepositActor, DepositSession } from './wallet/depositSession.ts';
export type { ExchangeDirectionValue } from './wallet/exchangeRules.ts';
export {
  coinAmountFor,
  EXCHANGE_MESSAGES,
  ExchangeDirection,
  validateExchangeAmount,
} from './wallet/exchangeRules.ts';
export type { IntentResult, NewRequestId } from './wallet/intent.ts';
export { INTENT_TRIES, requestIdAfter, sendIntent, sendIntentRetrying } from './wallet/intent.ts';
export {
  addMoney,
  compareMoney,
  formatBalance,
  formatMoney,
  isMoney,
  subtractMoney,
  toChineseCapital,
  toMoneyString,
  UNKNOWN_BALANCE,
} from './wallet/money.ts';
// Money input safety (issue #15): the one rule every amount field uses.
export {
  MONEY_INPUT_DECIMALS,
  MONEY_INPUT_MAX_LENGTH,
  MONEY_INPUT_MESSAGES,
  type MoneyInputLimits,
  type MoneyInputReading,
  moneyInputError,
  moneyTooLongMessage,
  moneyWireAmount,
  normalizeMoneyText,
  readMoneyInput,
} from './wallet/moneyInput.ts';
export type { IntentCheck, WithdrawalCheckInput } from './wallet/outcomeCheck.ts';
export {
  checkWithdrawal,
  DEPOSIT_UNKNOWN_MESSAGES,
  WITHDRAW_UNKNOWN_MESSAGES,
} from './wallet/outcomeCheck.ts';
export type { PendingDepositPointer } from './wallet/pendingDeposit.ts';
export {
  isPendingDeposit,
  PENDING_DEPOSIT_KEY,
  pendingDepositFor,
  resumableOrder,
  writePendingDeposit,
} from './wallet/pendingDeposit.ts';
export {
  isCalendarDay,
  RECORD_DATE_MESSAGES,
  recordDateQuery,
  recordDateRangeError,
} from './wallet/recordDates.ts';
export type { UsdtWithdrawDetails, UsdtWithdrawInfoState } from './wallet/usdtWithdrawInfo.ts';
export { createUsdtWithdrawInfo, usdtWithdrawEstimate } from './wallet/usdtWithdrawInfo.ts';
export type {
  RecordFilter,
  TransferIntent,
  VenueRow,
  Wallet,
  WalletBalances,
  WalletState,
} from './wallet/walletCapability.ts';
export { createWallet, RECORD_PAGE_SIZE } from './wallet/walletCapability.ts';
export type {
  WithdrawContext,
  WithdrawEmitted,
  WithdrawEvent,
  WithdrawMachine,
  WithdrawSnapshot,
  WithdrawStage,
} from './wallet/withdraw.machine.ts';
export {
  createWithdrawMachine,
  selectWithdrawCanSubmit,
  selectWithdrawErrors,
  selectWithdrawLimit,
  selectWithdrawMessage,
  selectWithdrawNeedsAccount,
  selectWithdrawNeedsPassword,
  selectWithdrawStage,
  withdrawMachine,
} from './wallet/withdraw.machine.ts';
export type { SubmitWithdrawalInput, WithdrawPorts } from './wallet/withdrawActors.ts';
export type {
  WithdrawalProgress,
  WithdrawalProgressEntry,
  WithdrawalProgressState,
} from './wallet/withdrawalProgress.ts';
export {
  createWithdrawalProgress,
  isPendingWithdrawal,
  WithdrawalStatus,
} from './wallet/withdrawalProgress.ts';
export type {
  PasswordForm,
  PasswordFormErrors,
  PasswordFormField,
  PasswordResetForm,
} from './wallet/withdrawPasswordRules.ts';
export {
  validateBoundPhone,
  WITHDRAW_PASSWORD_MESSAGES,
  withdrawPasswordResetErrors,
  withdrawPasswordSetErrors,
} from './wallet/withdrawPasswordRules.ts';
export type { WithdrawErrors, WithdrawField, WithdrawSetup, WithdrawTarget } from './wallet/withdrawRules.ts';
export {
  accountTypeOf,
  defaultWithdrawTarget,
  limitFor,
  validateWithdrawAmount,
  validateWithdrawPassword,
  WITHDRAW_MESSAGES,
  WITHDRAW_PASSWORD_LENGTH,
  withdrawErrors,
} from './wallet/withdrawRules.ts';
export type { GiftRecordPage, GiftRecords } from './welfare/giftRecords.ts';
export { createGiftRecords, GIFT_RECORD_PAGE_SIZE, pageCount } from './welfare/giftRecords.ts';
