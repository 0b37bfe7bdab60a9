// Public surface of @jinli/core (issue #25): the engine, its ports, each capability's interface and the
// types in its signatures, ApiError and the result codes, Loadable. At most 150 names (api/surface.test.ts).
// Sub-entries: '@jinli/core/contract' (endpoint catalogue, schemas, codes: adapters and the sandbox),
// '@jinli/core/rules' (pure rules: property tests and hosts), '@jinli/core/machines' (machines a host runs
// itself and the selectors over the engine's actor snapshots), '@jinli/core/testing' (arbitraries, fakes).
// The report of each entry is api/<entry>.api.md (npm run api:report -w @jinli/core).
export type {
  Activities,
  ActivitiesState,
  ActivityJoinActor,
  ActivityPageActor,
  ActivitySession,
} from './activity/activities.ts';
export type { ApiErrorKind, VerificationRequired } from './api/apiError.ts';
export { ApiError, isApiError, isVerificationRequired } from './api/apiError.ts';
export { describeResultCode, ResultCode } from './api/resultCodes.ts';
export type { MemberInfo } from './api/schemas/user.ts';
export type { CaptchaAnswer } from './auth/authActors.ts';
export type { AuthOpenView } from './auth/authDialog.machine.ts';
export type { NewDeviceRef } from './auth/newDevice.machine.ts';
export type { ResetRef } from './auth/resetPassword.machine.ts';
export type { ChatLinkActor, ChatRoomActor, ChatService, ChatView } from './chat/chatService.ts';
export type { ChatStatus } from './chat/connection.machine.ts';
export type { OutboxEntry } from './chat/connection.types.ts';
export type { ChatLine } from './chat/payloads.ts';
export type {
  Jinli,
  JinliConfig,
  JinliCore,
  JinliPorts,
  SportsCapability,
  WalletCapability,
} from './engine/createJinli.ts';
export { CAPABILITIES, createJinli } from './engine/createJinli.ts';
export type { Lazy } from './engine/lazyCapability.ts';
export type { Loadable, LoadStatus } from './engine/loadable.ts';
export type { MemberCentre, MemberCentreState } from './engine/memberCentre.ts';
export type { Readable } from './engine/store.ts';
export { waitForSnapshot } from './engine/store.ts';
export type { Feedback, FeedbackState } from './feedback/feedbackStore.ts';
export type { BalanceSummaryState } from './funds/balanceSummary.ts';
export type { Funds, FundsState, TransferIntent } from './funds/funds.ts';
export type { GameLaunchRequest } from './games/gameActors.ts';
export type { GameFrames, GameFramesDeps } from './games/gameFrames.ts';
export { createGameFrames } from './games/gameFrames.ts';
export type { Game, Venue } from './games/gameSchemas.ts';
export type { Games } from './games/gamesCapability.ts';
export type { OpenableLaunch, PlayEffect, PlayJourneyEvent } from './games/playEffects.ts';
export type {
  PlayJourney,
  PlayOptions,
  PlayPhase,
  PlayTransferView,
  PlayView,
} from './games/playJourney.ts';
export type { Home, HomeState } from './home/homeCapability.ts';
export type { FeaturedRow, Showcase, ShowcaseState } from './home/showcase.ts';
export type { Inbox, InboxState } from './inbox/inboxStore.ts';
export type { Theme } from './navigation/guard.ts';
export type { NavigationGuard, NavigationOutcome } from './navigation/navigationGuard.ts';
export type { TabBar } from './navigation/tabBar.ts';
export { createTabBar } from './navigation/tabBar.ts';
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
  DialogAction,
  PresentationEffect,
  PresentationEffects,
  PresentationText,
  PresentationTone,
  ReloadNotice,
} from './presentation/effects.ts';
export type { StartOptions, StartResult } from './presentation/presentationPolicies.ts';
export type { Gender, MemberProfile } from './profile/memberProfile.ts';
export type { ProfileState } from './profile/profile.ts';
export type { SecurityLevel } from './profile/securityLevel.ts';
export type { RealityCheck, RealityCheckState } from './protection/realityCheck.ts';
export type { DraftField, ExpiryReturn } from './session/expiryReturn.ts';
export type { LoginEventBus } from './session/loginEvents.ts';
export type {
  AuthCapability,
  AuthDialogActor,
  LoginCaptcha,
  LoginCredentials,
  LoginOutcome,
  SessionActor,
  SessionCommands,
} from './session/sessionCapability.ts';
export type { Site, SiteState } from './site/siteCapability.ts';
export type { SiteContent, SiteContentState } from './siteContent/siteContent.ts';
export type { AgentContact, HelpArticle, HelpContent } from './siteContent/siteContentApi.ts';
export type { BetRecord } from './sports/betRecords.ts';
export type { BetRecordRange, BetRecordStatusFilter, BetRecords } from './sports/betRecordsCapability.ts';
export type { BetSlipActor } from './sports/betSlipSession.ts';
// Issue #30: cash out (提前结算), engine.sports.cashOut.
export type { CashOut, CashOutEntry, CashOutState } from './sports/cashOutCapability.ts';
export type { MatchDetailState, MatchDetailStore } from './sports/matchDetail.ts';
export type { Sports, SportsPanel, SportsState } from './sports/sportsCapability.ts';
export type { Vip, VipOverview, VipState } from './vip/vipStore.ts';
export type { Accounts } from './wallet/accountsCapability.ts';
export type { DepositState, Deposits } from './wallet/depositSession.ts';
export type { UsdtWithdrawDetails } from './wallet/usdtWithdrawInfo.ts';
export type { Wallet, WalletBalances, WalletState } from './wallet/walletCapability.ts';
export type { WithdrawalProgress } from './wallet/withdrawalProgress.ts';
export type { Withdrawals, WithdrawState } from './wallet/withdrawals.ts';
export type { GiftRecordPage, GiftRecords } from './welfare/giftRecords.ts';
