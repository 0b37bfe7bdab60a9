// Every static Chinese text core hands to a host (labels, rule messages, route titles), in one object so
// a host converts it once (web: scripts/gen-zh-tw.mjs writes zh-TW from it; its test checks it is current).

import { GENERIC_MESSAGES, RESULT_CODES } from './api/resultCodes.ts';
import { AUTH_TOASTS } from './auth/authMessages.ts';
import { BET_TYPE_LABELS, SELECTION_SIDE_LABELS } from './catalogue/memberCodes.ts';
import { CHAT_TEXT_MESSAGES } from './chat/chatText.ts';
import { HISTORY_FAILED_MESSAGE } from './chat/room.machine.ts';
import { DEFAULT_BRAND } from './config/brand.ts';
import { TRANSFER_SUCCESS_TEXT, TRANSFER_UNKNOWN_MESSAGES } from './funds/funds.ts';
import { TRANSFER_AMOUNT_MESSAGES } from './funds/transferAmount.ts';
import { GAME_FRAME_MESSAGES } from './games/gameFrames.ts';
import { GAME_LAUNCH_MESSAGES } from './games/launch.ts';
import { GAME_LAUNCHING_TEXT } from './games/playEffects.ts';
import { UID_VERIFICATION_NOTICE } from './games/venueError.ts';
import { MONEY_INPUT_MESSAGES } from './money/moneyInput.ts';
import { LOGIN_REQUIRED_NOTICE } from './navigation/guard.ts';
import { NOT_FOUND_ROUTE, ROUTES } from './navigation/routeTable.ts';
import { initialTabBar } from './navigation/tabs.ts';
import { PROFILE_MESSAGES } from './profile/bindingForms.ts';
import { BET_RESULTS } from './sports/betResults.ts';
import { BET_UNKNOWN_MESSAGES } from './sports/betslip/betCheck.ts';
import { BET_SLIP_ERRORS } from './sports/betslip/rules.ts';
import { BET_SLIP_MESSAGES } from './sports/betslip/slipState.ts';
import { EDITION_LABELS, MARKET_TYPE_LABELS, ODDS_TYPE_LABELS, SPORT_LABELS } from './sports/catalogues.ts';
import { DEFAULT_LEAGUE_SHORTCUTS } from './sports/leagues.ts';
import { LIVE_PERIOD_WORDS } from './sports/liveTiming.ts';
import { MATCH_EVENT_LABELS } from './sports/matchDetailSchemas.ts';
import { AGE_MESSAGES } from './validation/age.ts';
import { CODE_MESSAGES } from './validation/codes.ts';
import { EMAIL_MESSAGES } from './validation/email.ts';
import { PASSWORD_MESSAGES } from './validation/password.ts';
import { PHONE_MESSAGES } from './validation/phone.ts';
import { REAL_NAME_MESSAGES } from './validation/realName.ts';
import { USERNAME_MESSAGES } from './validation/username.ts';
import { ACCOUNT_MESSAGES, COIN_PROTOCOLS } from './wallet/accountRules.ts';
import { DEPOSIT_MESSAGES } from './wallet/depositRules.ts';
import { EXCHANGE_MESSAGES } from './wallet/exchangeRules.ts';
import { DEPOSIT_UNKNOWN_MESSAGES, WITHDRAW_UNKNOWN_MESSAGES } from './wallet/outcomeCheck.ts';
import { RECORD_DATE_MESSAGES } from './wallet/recordDates.ts';
import { WITHDRAW_PASSWORD_MESSAGES } from './wallet/withdrawPasswordRules.ts';
import { WITHDRAW_MESSAGES } from './wallet/withdrawRules.ts';

export const CORE_TEXT: Readonly<Record<string, unknown>> = {
  ACCOUNT_MESSAGES,
  AGE_MESSAGES,
  AUTH_TOASTS,
  BET_RESULTS,
  BET_SLIP_ERRORS,
  BET_SLIP_MESSAGES,
  BET_TYPE_LABELS,
  BET_UNKNOWN_MESSAGES,
  CHAT_TEXT_MESSAGES,
  CODE_MESSAGES,
  COIN_PROTOCOLS,
  DEFAULT_BRAND,
  DEFAULT_LEAGUE_SHORTCUTS,
  DEPOSIT_MESSAGES,
  DEPOSIT_UNKNOWN_MESSAGES,
  EDITION_LABELS,
  EMAIL_MESSAGES,
  EXCHANGE_MESSAGES,
  GAME_FRAME_MESSAGES,
  GAME_LAUNCHING_TEXT,
  GAME_LAUNCH_MESSAGES,
  GENERIC_MESSAGES,
  HISTORY_FAILED_MESSAGE,
  LIVE_PERIOD_WORDS,
  LOGIN_REQUIRED_NOTICE,
  MARKET_TYPE_LABELS,
  MATCH_EVENT_LABELS,
  MONEY_INPUT_MESSAGES,
  NOT_FOUND_ROUTE,
  ODDS_TYPE_LABELS,
  PASSWORD_MESSAGES,
  PHONE_MESSAGES,
  PROFILE_MESSAGES,
  REAL_NAME_MESSAGES,
  RECORD_DATE_MESSAGES,
  RESULT_CODES,
  ROUTES,
  SELECTION_SIDE_LABELS,
  SPORT_LABELS,
  TRANSFER_AMOUNT_MESSAGES,
  TRANSFER_SUCCESS_TEXT,
  TRANSFER_UNKNOWN_MESSAGES,
  UID_VERIFICATION_NOTICE,
  USERNAME_MESSAGES,
  WITHDRAW_MESSAGES,
  WITHDRAW_PASSWORD_MESSAGES,
  WITHDRAW_UNKNOWN_MESSAGES,
  initialTabBar,
};
