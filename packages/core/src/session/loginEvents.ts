import { createEventBus, type EventBus } from './eventBus.ts';

/** SPEC §4 auth ways: the tab or view the auth dialog shows. */
export const AuthWay = { Login: 1, Register: 2, ResetByPhone: 3, ResetByEmail: 4 } as const;
export type AuthWay = (typeof AuthWay)[keyof typeof AuthWay];

/** SPEC §4 login event names, spelled as the spec spells them. */
export const LoginEvent = {
  Login: 'login',
  LoginSuccess: 'login_success',
  LoginExpired: 'login_expired',
  ForgetPassword: 'forget_password',
  Register: 'register',
  NewDevice: 'newDevice',
  CloseAuth: 'closeAuth',
  SwitchAuthWay: 'switch_auth_way',
  PasswordChangeSuccess: 'password_change_success',
} as const;
export type LoginEventName = (typeof LoginEvent)[keyof typeof LoginEvent];

/** Payload of each login event; `undefined` ones open or close a view and carry nothing. */
export interface LoginEvents {
  login: undefined;
  login_success: { token: string; userId: string };
  /** `hadToken`: the member was logged in, so the screen says 请重新登录 (SPEC §8). */
  login_expired: { hadToken: boolean };
  forget_password: undefined;
  register: undefined;
  /** Risk login (6025–6029): the new-device view keeps the phone and the typed credentials. */
  newDevice: { phoneNumber: string; name: string; password: string; message: string };
  closeAuth: undefined;
  switch_auth_way: { way: AuthWay };
  password_change_success: undefined;
}

// Compile-time check that LoginEvent and LoginEvents name the same events.
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : never;
const loginEventsComplete: SameKeys<LoginEventName, keyof LoginEvents> = true;
void loginEventsComplete;

export type LoginEventBus = EventBus<LoginEvents>;

export function createLoginEventBus(): LoginEventBus {
  return createEventBus<LoginEvents>();
}
