import { fromPromise } from 'xstate';
import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import type { CountryArea } from '../api/schemas/content.ts';
import { SendCodeType } from '../api/schemas/user.ts';
import { CODE_CATE, type CodeChannel, type StepResult, step } from '../auth/authActors.ts';
import { sendCodePayload } from '../auth/sendCodePayload.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { HttpPort } from '../ports/http.ts';

export type BindTarget = 'phone' | 'email';

export interface BindCodeInput {
  /** The member's login name. */
  name: string;
  /** Full phone (digits, no area code) or e-mail. */
  target: string;
  channel: CodeChannel;
  /** 'bind': a phone or e-mail the member does not have yet; 'reset': the bound one. */
  purpose: 'bind' | 'reset';
}
export interface BindPhoneInput {
  areaCode: string;
  phone: string;
  code: string;
}
export interface BindEmailInput {
  email: string;
  code: string;
}
/** Passwords as typed; the actors hash them. */
export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
}
export interface ResetLoginCallInput {
  channel: BindTarget;
  target: string;
  code: string;
  password: string;
}

const notProvided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name}: supply createProfileActors(...)`)));

/** The side effects of the binding machines, referenced by these names. */
export const profileActorStubs = {
  loadCountryAreas: notProvided<CountryArea[]>('loadCountryAreas'),
  sendBindCode: notProvided<StepResult, BindCodeInput>('sendBindCode'),
  bindPhone: notProvided<StepResult, BindPhoneInput>('bindPhone'),
  bindEmail: notProvided<StepResult, BindEmailInput>('bindEmail'),
  bindRealName: notProvided<StepResult, { realName: string }>('bindRealName'),
  bindRealNameFromDeposit: notProvided<StepResult, { realName: string }>('bindRealNameFromDeposit'),
  changePassword: notProvided<StepResult, ChangePasswordInput>('changePassword'),
  resetLoginPassword: notProvided<StepResult, ResetLoginCallInput>('resetLoginPassword'),
};
export type ProfileActors = typeof profileActorStubs;

export interface ProfileActorDeps {
  http: HttpPort;
  crypto: CryptoPort;
  /** A fresh UUID (sendCode codeId). */
  newId: () => string;
}

/** Real implementations over the ports (docs/protocol.md, "Member profile and security"). */
export function createProfileActors(deps: ProfileActorDeps): ProfileActors {
  const { http, crypto } = deps;
  const md5 = (text: string) => crypto.md5(text);
  return {
    loadCountryAreas: fromPromise(() => http.call(site.queryCountryArea, undefined)),
    sendBindCode: fromPromise(({ input }) =>
      step(async () =>
        http.call(
          user.sendCodeTwo,
          await sendCodePayload(crypto, {
            target: input.target,
            name: input.name,
            codeId: deps.newId(),
            type: input.purpose === 'bind' ? SendCodeType.Bind : SendCodeType.ResetPassword,
            cate: CODE_CATE[input.channel],
          }),
        ),
      ),
    ),
    bindPhone: fromPromise(({ input }) => step(() => http.call(user.bindPhone, input))),
    bindEmail: fromPromise(({ input }) => step(() => http.call(user.bindEmail, input))),
    bindRealName: fromPromise(({ input }) =>
      step(() => http.call(user.bindOther, { realName: input.realName })),
    ),
    bindRealNameFromDeposit: fromPromise(({ input }) =>
      step(() => http.call(user.bindFromDeposit, { realName: input.realName })),
    ),
    changePassword: fromPromise(({ input }) =>
      step(() =>
        http.call(user.bindPassword, {
          oldPassword: md5(input.oldPassword),
          password: md5(input.password),
          secondPassword: md5(input.password),
        }),
      ),
    ),
    resetLoginPassword: fromPromise(({ input }) => {
      const passwords = {
        code: input.code,
        password: md5(input.password),
        secondPassword: md5(input.password),
      };
      return step(() =>
        input.channel === 'phone'
          ? http.call(user.bindPasswordByPhone, { phone: input.target, ...passwords })
          : http.call(user.bindPasswordByEmail, { email: input.target, ...passwords }),
      );
    }),
  };
}
