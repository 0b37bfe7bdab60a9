import { ResultCode } from '@jinli/core';
import { isWellFormedEmail } from '@jinli/core/rules';
import type { Account } from '../auth/accounts.ts';
import type { SandboxState } from '../state.ts';
import { Failure } from './route.ts';

export const PHONE_TAKEN_MESSAGE = '该手机号已被绑定';
export const EMAIL_TAKEN_MESSAGE = '该邮箱已被绑定';
export const PHONE_BOUND_MESSAGE = '已绑定手机号';
export const EMAIL_BOUND_MESSAGE = '已绑定该邮箱';
const PHONE_DIGITS = /^\d{5,15}$/;

function takenByAnother(state: SandboxState, account: Account, email: boolean, target: string): boolean {
  for (const other of state.auth.accounts.values()) {
    if (other === account) continue;
    const bound = email ? other.email : other.phone;
    if (bound !== null && bound.toLowerCase() === target.toLowerCase()) return true;
  }
  return false;
}

/**
 * Why a bind code (sendCode/two type 1) or a bind call may not go to `target`: the member already has a
 * phone, or this very e-mail (6009); the target is malformed (6007) or another member has bound it
 * (6009). null: allowed (an e-mail may be changed to a new one).
 */
export function bindTargetRefusal(
  state: SandboxState,
  account: Account,
  email: boolean,
  target: string,
): Failure | null {
  if (email) {
    // A bound e-mail may be replaced by a new one (the code proves the new address); not by itself.
    if (account.email !== null && account.email.toLowerCase() === target.toLowerCase())
      return new Failure(ResultCode.DataExists, EMAIL_BOUND_MESSAGE);
    if (!isWellFormedEmail(target)) return new Failure(ResultCode.InvalidParameter, '请输入正确的邮箱');
    if (takenByAnother(state, account, true, target))
      return new Failure(ResultCode.DataExists, EMAIL_TAKEN_MESSAGE);
    return null;
  }
  if (account.phone !== null) return new Failure(ResultCode.DataExists, PHONE_BOUND_MESSAGE);
  if (!PHONE_DIGITS.test(target)) return new Failure(ResultCode.InvalidParameter, '请输入正确的手机号码');
  if (takenByAnother(state, account, false, target))
    return new Failure(ResultCode.DataExists, PHONE_TAKEN_MESSAGE);
  return null;
}
