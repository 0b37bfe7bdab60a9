import { PASSWORD_MAX } from '../validation/limits.ts';
import {
  PASSWORD_MESSAGES,
  validateAgreement,
  validateRegisterPassword,
  validateRepeatPassword,
} from '../validation/password.ts';
import { normalizeUsername, USERNAME_MESSAGES, validateUsername } from '../validation/username.ts';
import { isBlank, truncateToLength } from '../validation/validationError.ts';

export interface LoginFields {
  name: string;
  password: string;
  rememberPwd: boolean;
}
export type LoginField = 'name' | 'password';

/**
 * SPEC §3 login form: `isRead` (the member has read the terms) and `isAgree` (agrees to them) are two
 * fields, sent as such with register (issue #26). The web form's one box sets both; the box's error
 * and touched state are keyed `isAgree`.
 */
export interface RegisterFields {
  name: string;
  password: string;
  repeatPassword: string;
  isRead: boolean;
  isAgree: boolean;
}
export type RegisterField = 'name' | 'password' | 'repeatPassword' | 'isAgree';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
/** Fields the member left or submitted: only those show their error (SPEC §5 "after blur/submit"). */
export type Touched<F extends string> = Partial<Record<F, true>>;

export const EMPTY_LOGIN: LoginFields = { name: '', password: '', rememberPwd: false };
export const EMPTY_REGISTER: RegisterFields = {
  name: '',
  password: '',
  repeatPassword: '',
  isRead: false,
  isAgree: false,
};

/** What an input keeps of typed text: the spec's maxlength, and no spaces in a username. */
export function normalizeField(field: 'name' | 'password' | 'repeatPassword', value: string): string {
  return field === 'name' ? normalizeUsername(value) : truncateToLength(value, PASSWORD_MAX);
}

/** Login checks only presence: existing accounts may predate the register rules. */
export function loginErrors(fields: LoginFields): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (isBlank(fields.name)) errors.name = USERNAME_MESSAGES.required;
  if (isBlank(fields.password)) errors.password = PASSWORD_MESSAGES.required;
  return errors;
}

/** SPEC §5 register rules, each field with its own message. */
export function registerErrors(fields: RegisterFields): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const name = validateUsername(fields.name);
  if (name) errors.name = name.message;
  const password = validateRegisterPassword(fields.password);
  if (password) errors.password = password.message;
  const repeat = validateRepeatPassword(fields.password, fields.repeatPassword);
  if (repeat) errors.repeatPassword = repeat.message;
  const agree = validateAgreement(fields.isRead && fields.isAgree);
  if (agree) errors.isAgree = agree.message;
  return errors;
}

/** SPEC §4: the submit is dimmed until the required fields are filled (register: and agreed). */
export function loginFilled(fields: LoginFields): boolean {
  return !isBlank(fields.name) && !isBlank(fields.password);
}

export function registerFilled(fields: RegisterFields): boolean {
  return (
    !isBlank(fields.name) &&
    !isBlank(fields.password) &&
    !isBlank(fields.repeatPassword) &&
    fields.isRead &&
    fields.isAgree
  );
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

/** The errors to show: those of touched fields only. */
export function visibleErrors<F extends string>(errors: FieldErrors<F>, touched: Touched<F>): FieldErrors<F> {
  const shown: FieldErrors<F> = {};
  for (const key of Object.keys(errors) as F[]) {
    if (touched[key]) shown[key] = errors[key];
  }
  return shown;
}

export function touchAll<F extends string>(fields: readonly F[]): Touched<F> {
  const touched: Touched<F> = {};
  for (const field of fields) touched[field] = true;
  return touched;
}
