// @jinli/core/rules (issue #25): pure functions and their tables — bet slip, odds, live timing, money,
// validation, guards, launch decisions, labels — for property tests and for hosts that render them.
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
export type { FieldErrors } from './auth/authForms.ts';
export { rememberCurrentDomain } from './auth/currentDomain.ts';
export { newDeviceCanSubmit, newDeviceVisibleErrors } from './auth/newDevice.machine.ts';
export type { ResetField, ResetStep } from './auth/resetForm.ts';
export { resetBusy, resetCanSubmit, resetStepOf, resetVisibleErrors } from './auth/resetPassword.machine.ts';
export { describeSelection, leakedCodes, replaceKnownCodes } from './catalogue/memberCodes.ts';
export { matchRoomId } from './chat/chatService.ts';
export { CHAT_TEXT_MAX_LENGTH, chatTextLength, chatTextStatus, prepareChatText } from './chat/chatText.ts';
export { scorePushTiming } from './chat/scorePush.ts';
export { isAllowedImageSource, normalizeImageOrigins } from './config/imageOrigins.ts';
export { resolveSafeSwitch, safeSwitchPolicy } from './config/safeSwitch.ts';
export { CORE_TEXT } from './coreText.ts';
export { WALLET_ROUTE_NAMES } from './engine/routeCapabilities.ts';
export type { FeedbackFormState } from './feedback/feedbackForm.ts';
export { isUploading } from './feedback/feedbackForm.ts';
export { extraFieldFor, FEEDBACK_TYPES } from './feedback/feedbackRules.ts';
export { FEEDBACK_PAGE_SIZE } from './feedback/feedbackStore.ts';
export type { BalanceParts, BalanceSummary } from './funds/balanceTotal.ts';
export { spendableInVenue, summarizeBalance, totalBalance } from './funds/balanceTotal.ts';
export { TRANSFER_UNKNOWN_MESSAGES } from './funds/funds.ts';
export {
  allTransferAmount,
  TRANSFER_AMOUNT_DECIMALS,
  TRANSFER_AMOUNT_MAX_LENGTH,
  TRANSFER_AMOUNT_MESSAGES,
  toWireAmount,
  validateTransferAmount,
} from './funds/transferAmount.ts';
export { GAME_FRAME_MESSAGES } from './games/gameFrames.ts';
export { favouriteKey, GAME_PAGE_SIZE } from './games/gamesCapability.ts';
export type { GameLaunch, GameLaunchHost } from './games/launch.ts';
export {
  applyGameLaunch,
  GAME_LAUNCH_MESSAGES,
  GameStorageKey,
  PG_SLOT_VENUES,
  resolveGameLaunch,
} from './games/launch.ts';
export { isHttpUrl, LOCAL_SPORT_VENUE, NEW_WINDOW_VENUES, opensNewWindow } from './games/launchVenues.ts';
export { GAME_LAUNCHING_TEXT } from './games/playEffects.ts';
export { UID_VERIFICATION_NOTICE, venueErrorNotice } from './games/venueError.ts';
export { headlinePrices } from './home/showcaseRules.ts';
export { LETTER_PAGE_SIZE } from './inbox/inboxStore.ts';
export { badgeText, LETTER_TYPES } from './inbox/unread.ts';
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
} from './money/money.ts';
export type { MoneyInputLimits, MoneyInputReading } from './money/moneyInput.ts';
export {
  MONEY_INPUT_DECIMALS,
  MONEY_INPUT_MAX_LENGTH,
  MONEY_INPUT_MESSAGES,
  moneyInputError,
  moneyTooLongMessage,
  moneyWireAmount,
  normalizeMoneyText,
  readMoneyInput,
} from './money/moneyInput.ts';
export type {
  GuardDecision,
  GuardEffects,
  GuardInput,
  GuardMember,
  GuardOutcome,
  GuardRoute,
  RedirectTarget,
} from './navigation/guard.ts';
export {
  DEPOSIT_PATHS,
  decideNavigation,
  isHelpArticleOpen,
  LOGIN_REQUIRED_NOTICE,
} from './navigation/guard.ts';
export { mobileRedirectUrl } from './navigation/mobileRedirect.ts';
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
export { isSafeUrl } from './navigation/safeUrl.ts';
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
export { PRESENTATION_TEXTS } from './presentation/texts.ts';
export { bindEmailCanSubmit, bindEmailVisibleErrors } from './profile/bindEmail.machine.ts';
export type { ChangePasswordField, ResetLoginField } from './profile/bindingForms.ts';
export { bindPhoneCanSubmit, bindPhoneVisibleErrors } from './profile/bindPhone.machine.ts';
export { bindRealNameCanSubmit, bindRealNameVisibleErrors } from './profile/bindRealName.machine.ts';
export { changePasswordCanSubmit, changePasswordVisibleErrors } from './profile/changePassword.machine.ts';
export {
  resetLoginPasswordCanSubmit,
  resetLoginPasswordVisibleErrors,
} from './profile/resetLoginPassword.machine.ts';
export { bindingRequiredFor, RETURN_QUERY_KEY, returnAfterBinding } from './profile/securityReturn.ts';
export { REALITY_CHECK_INTERVAL_MS, splitDuration } from './protection/realityCheck.ts';
// Issue #26: which typed fields a reload after an expiry would lose (kept in memory only).
export { keepableFields } from './session/expiryReturn.ts';
export { isInAppPath } from './session/originUrl.ts';
export type { TextFold, TextSegment } from './siteContent/helpSearch.ts';
export { HELP_QUERY_MAX, highlightSegments, identityFold, searchTerms } from './siteContent/helpSearch.ts';
export { findHelpArticle } from './siteContent/siteContent.ts';
export type { BetSlipLineView } from './sports/betslip/betslip.selectors.ts';
export type { SeriesFigures } from './sports/betslip/combo.ts';
export { parlayOdds, seriesCount, seriesFigures } from './sports/betslip/combo.ts';
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
// Issue #30: the cash-out value rule and the member's texts.
export { CASH_OUT_MESSAGES, checkCashOut } from './sports/cashOutCapability.ts';
export type { CashOutInput, CashOutLeg } from './sports/cashOutValue.ts';
export { cashOutPotentialWin, cashOutValue } from './sports/cashOutValue.ts';
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
export { ALL_LEAGUES_FILTER_ID, DEFAULT_LEAGUE_SHORTCUTS, LeagueId } from './sports/leagues.ts';
export type { LiveScore, LiveTiming, MatchLiveData } from './sports/liveTiming.ts';
export { formatCountdown, LIVE_PERIOD_WORDS, liveTiming } from './sports/liveTiming.ts';
export { MATCH_EVENT_LABELS } from './sports/matchDetailSchemas.ts';
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
export type { BeijingParts } from './time/beijingTime.ts';
export {
  BEIJING_TIME_ZONE,
  beijingParts,
  formatBeijingClock,
  formatBeijingDate,
  formatBeijingDateTime,
  formatBeijingMonthDay,
} from './time/beijingTime.ts';
export type { CalendarDate, DateParts } from './validation/age.ts';
export {
  AGE_MESSAGES,
  ageOn,
  daysInMonth,
  parseCalendarDate,
  pickDateParts,
  validateBirthday,
} from './validation/age.ts';
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
export { dealRecordEffect } from './wallet/dealRecordEffect.ts';
export type { DepositWaitingKind } from './wallet/depositRules.ts';
export {
  DEPOSIT_MESSAGES,
  DEPOSIT_WAITING_ROUTES,
  usableDepositTypes,
  validateDepositAmount,
  waitingKindOf,
} from './wallet/depositRules.ts';
export type { ExchangeDirectionValue } from './wallet/exchangeRules.ts';
export {
  coinAmountFor,
  EXCHANGE_MESSAGES,
  ExchangeDirection,
  validateExchangeAmount,
} from './wallet/exchangeRules.ts';
export { DEPOSIT_UNKNOWN_MESSAGES } from './wallet/outcomeCheck.ts';
export { isPendingDeposit } from './wallet/pendingDeposit.ts';
export { recordDateRangeError } from './wallet/recordDates.ts';
export type { TransferSides } from './wallet/transferSides.ts';
export { CENTER_SIDE, pickTransferSide, transferOfSides } from './wallet/transferSides.ts';
export { usdtWithdrawEstimate } from './wallet/usdtWithdrawInfo.ts';
export { RECORD_PAGE_SIZE } from './wallet/walletCapability.ts';
export { isPendingWithdrawal } from './wallet/withdrawalProgress.ts';
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
export { GIFT_RECORD_PAGE_SIZE, pageCount } from './welfare/giftRecords.ts';
