import { isApiError } from '../api/apiError.ts';
import { ResultCode } from '../api/resultCodes.ts';

/**
 * True for a call that failed because the login expired (6001, or HTTP 401 which the adapter reports
 * as 6001). The HTTP adapter has already told the session, which says 请重新登录 once (SPEC §8), so a
 * screen or machine adds no message of its own.
 */
export function isLoginExpiredError(error: unknown): boolean {
  return isApiError(error) && error.code === ResultCode.LoginExpired;
}
