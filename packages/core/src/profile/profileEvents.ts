import { errorMessage } from '../api/resultCodes.ts';

/**
 * What the binding machines tell the outside world: a toast to show, a binding that changed member
 * info (refresh it), or the login password changed (SPEC §4 password_change_success).
 */
export type ProfileEmitted =
  | { type: 'profile.toast'; message: string }
  | { type: 'profile.bound' }
  | { type: 'profile.passwordChanged' };

/** The message of a failed step result ('' for ok). */
export function messageOf(result: { type: string; message?: string }): string {
  return 'message' in result && typeof result.message === 'string' ? result.message : '';
}

/** An actor that rejected (a programming or transport error) as a message a member can read. */
export const rejectionMessage = ({ event }: { event: { error: unknown } }): string =>
  errorMessage(event.error);
