import { isApiError } from '../api/apiError.ts';
import { describeResultCode, ResultCode } from '../api/resultCodes.ts';

/** SPEC §8: the ErrUIDVerification dialog says exactly this, whatever text the server sent. */
export const UID_VERIFICATION_NOTICE = describeResultCode(ResultCode.UidVerificationError).message;

/** The dialog text of a failed venue resource call: the fixed notice for 6302, otherwise null. */
export function venueErrorNotice(error: unknown): string | null {
  return isApiError(error) && error.code === ResultCode.UidVerificationError ? UID_VERIFICATION_NOTICE : null;
}
