// @jinli/core/rules (issue #25): pure functions and their tables — bet slip, odds, live timing, money,
// validation, guards, launch decisions, labels — for property tests and for hosts that render them.
export { cappedBonus, formatRatePercent, requiredTurnover, tieredBonus } from './activity/bonus.ts';
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
export { signMonth, signStatus } from './activity/signCalendar.ts';
export type { ActivityStanding } from './activity/standing.ts';
export type { FieldErrors } from './auth/authForms.ts';
export { rememberCurrentDomain } from './auth/currentDomain.ts';
export { newDeviceCanSubmit, newDeviceVisibleErrors } from './auth/newDevice.machine.ts';
export type { ResetField, ResetStep } from './auth/resetForm.ts';
export { resetBusy, resetCanSubmit, resetStepOf, resetVisibleErrors } from './auth/resetPassword.machine.ts';
export { describeSelection, leakedCodes, replaceKnownCodes } from './catalogue/memberCodes.ts';
export { matchRoomId } from './chat/chatService.ts';
export { CHAT_TEXT_MAX_LENGTH, chatTextLength, prepareChatText } from './chat/chatText.ts';
export { isAllowedImageSource, normalizeImageOrigins } from './config/imageOrigins.ts';
export { CORE_TEXT } from './coreText.ts';
export type { FeedbackFormState } from './feedback/feedbackForm.ts';
export { isUploading } from './feedback/feedbackForm.ts';
export { extraFieldFor, FEEDBACK_TYPES } from './feedback/feedbackRules.ts';
export { FEEDBACK_PAGE_SIZE } from './feedback/feedbackStore.ts';
export { GAME_FRAME_MESSAGES } from './games/gameFrames.ts';
export { GAME_LAUNCHING_TEXT } from './games/gameLaunch.machine.ts';
export { favouriteKey, GAME_PAGE_SIZE } from './games/gamesCapability.ts';
export {
  applyGameLaunch,
  GameStorageKey,
  isHttpUrl,
  LOCAL_SPORT_VENUE,
  opensNewWindow,
} from './games/launch.ts';
export { allTransferAmount } from './games/transferAmount.ts';
export { TRANSFER_UNKNOWN_MESSAGES } from './games/venueTransfer.machine.ts';
export { headlinePrices } from './home/showcaseRules.ts';
export { LETTER_PAGE_SIZE } from './inbox/inboxStore.ts';
export { badgeText, LETTER_TYPES } from './inbox/unread.ts';
export { isHelpArticleOpen, LOGIN_REQUIRED_NOTICE } from './navigation/guard.ts';
export { mobileRedirectUrl } from './navigation/mobileRedirect.ts';
export type { RedirectDecision } from './navigation/redirectTarget.ts';
export { decideRedirect, loginReturnPath, redirectRestOf } from './navigation/redirectTarget.ts';
export type { RouteDef, RouteLayout } from './navigation/routeTable.ts';
export { matchRoute, NOT_FOUND_ROUTE, ROUTES, TabCategory } from './navigation/routeTable.ts';
export type { VisitedTab } from './navigation/tabs.ts';
export { cachedPaths, isClosable, needsMarquee } from './navigation/tabs.ts';
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
export { connectOriginUrl } from './session/originUrl.ts';
export type { TextFold, TextSegment } from './siteContent/helpSearch.ts';
export { HELP_QUERY_MAX, highlightSegments, identityFold, searchTerms } from './siteContent/helpSearch.ts';
export { findHelpArticle } from './siteContent/siteContent.ts';
export type { BetSlipLineView } from './sports/betslip/betslip.selectors.ts';
export { seriesCount } from './sports/betslip/combo.ts';
export { effectiveOddsType, pickKey } from './sports/betslip/rules.ts';
export type { BetMode } from './sports/betslip/types.ts';
export type { LeagueGroup, MatchInfo } from './sports/board.ts';
export {
  isFootball,
  isInPlay,
  kickOff,
  leagueGroups,
  MARKET_TABS,
  rowColumns,
  SPORT_ORDER,
  selectionLabel,
  sportCounts,
  sportLabel,
} from './sports/board.ts';
export { EDITION_LABELS, ODDS_TYPE_LABELS, OddsType, SportCode, toggleEdition } from './sports/catalogues.ts';
export { ALL_LEAGUES_FILTER_ID, DEFAULT_LEAGUE_SHORTCUTS, LeagueId } from './sports/leagues.ts';
export type { MatchLiveData } from './sports/liveTiming.ts';
export { liveTiming } from './sports/liveTiming.ts';
export { MATCH_EVENT_LABELS } from './sports/matchDetailSchemas.ts';
export { displayPrice, priceKindOfWager } from './sports/odds.ts';
export {
  formatBeijingClock,
  formatBeijingDate,
  formatBeijingDateTime,
  formatBeijingMonthDay,
} from './time/beijingTime.ts';
export { daysInMonth, validateBirthday } from './validation/age.ts';
export { CODE_MESSAGES } from './validation/codes.ts';
export { EMAIL_MESSAGES, isWellFormedEmail } from './validation/email.ts';
export {
  CAPTCHA_INPUT_MAX,
  DEVICE_CODE_LENGTH,
  EMAIL_MAX,
  PASSWORD_MAX,
  PHONE_MAX,
  PHONE_MIDDLE_LENGTH,
  RESET_USERNAME_MAX,
  USERNAME_MAX,
  VERIFY_CODE_MAX,
} from './validation/limits.ts';
export { PASSWORD_MESSAGES } from './validation/password.ts';
export { PHONE_MESSAGES } from './validation/phone.ts';
export { validateRealName } from './validation/realName.ts';
export { validateUsername } from './validation/username.ts';
export {
  COIN_PROTOCOLS,
  groupCardNumber,
  validateAlipayAccount,
  validateBranch,
  validateCardNumber,
  validateCoinAddress,
} from './wallet/accountRules.ts';
export { spendableInVenue } from './wallet/balanceTotal.ts';
export { dealRecordEffect } from './wallet/dealRecordEffect.ts';
export { DEPOSIT_WAITING_ROUTES } from './wallet/depositRules.ts';
export type { ExchangeDirectionValue } from './wallet/exchangeRules.ts';
export { coinAmountFor, ExchangeDirection, validateExchangeAmount } from './wallet/exchangeRules.ts';
export { compareMoney, formatBalance, formatMoney, subtractMoney, toChineseCapital } from './wallet/money.ts';
export { normalizeMoneyText, readMoneyInput } from './wallet/moneyInput.ts';
export { DEPOSIT_UNKNOWN_MESSAGES } from './wallet/outcomeCheck.ts';
export { isPendingDeposit } from './wallet/pendingDeposit.ts';
export { recordDateRangeError } from './wallet/recordDates.ts';
export { usdtWithdrawEstimate } from './wallet/usdtWithdrawInfo.ts';
export { RECORD_PAGE_SIZE } from './wallet/walletCapability.ts';
export { isPendingWithdrawal } from './wallet/withdrawalProgress.ts';
export type { PasswordFormErrors } from './wallet/withdrawPasswordRules.ts';
export {
  validateBoundPhone,
  withdrawPasswordResetErrors,
  withdrawPasswordSetErrors,
} from './wallet/withdrawPasswordRules.ts';
export { GIFT_RECORD_PAGE_SIZE, pageCount } from './welfare/giftRecords.ts';
