// @jinli/core/machines (issue #25): machines a host runs itself (captcha image, resend countdown, venue
// transfer dialog) and the selectors over the snapshots of the actors the engine hands out (session, auth
// dialog, bet slip, chat, activity pages). They are neither pure rules nor capability
// interfaces: a selector only reads a snapshot type the root exports; keeping them here keeps the root small.
export {
  selectJoinArgs,
  selectJoinBusy,
  selectJoinError,
  selectJoinResult,
  selectJoinTerms,
} from './activity/activityJoin.machine.ts';
export {
  selectActivityConfig,
  selectActivityError,
  selectActivityStanding,
  selectActivityVerification,
} from './activity/activityPage.machine.ts';
export {
  selectAuthView,
  selectCanSubmitLogin,
  selectCanSubmitRegister,
  selectLoginErrors,
  selectLoginSubmitting,
  selectRegisterErrors,
  selectRegisterSubmitting,
} from './auth/authDialog.selectors.ts';
export type { CaptchaSnapshot } from './auth/captcha.machine.ts';
export { captchaAnswerOf, captchaErrorOf, captchaMachine } from './auth/captcha.machine.ts';
export { resendCountdownMachine } from './auth/resendCountdown.machine.ts';
export { selectChatIdentity, selectChatStatus, selectPendingMessages } from './chat/connection.machine.ts';
export { selectHistoryStatus, selectSendBlocker } from './chat/room.machine.ts';
export {
  selectTransferBusy,
  selectTransferLoadingBalance,
  venueTransferMachine,
} from './games/venueTransfer.machine.ts';
export type { SessionSnapshot } from './session/sessionState.ts';
export {
  selectAvatar,
  selectDisplayName,
  selectIsBalanceLoading,
  selectIsLoggedIn,
  selectMember,
  selectTotalBalance,
} from './session/sessionState.ts';
export {
  selectBetSlipLines,
  selectCanPlace,
  selectComboView,
  selectHasMovedOdds,
  selectIsConfirming,
  selectIsPlacing,
  selectLineStake,
} from './sports/betslip/betslip.selectors.ts';
