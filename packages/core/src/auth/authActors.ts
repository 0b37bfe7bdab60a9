import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import { isApiError, isVerificationRequired } from '../api/apiError.ts';
import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import { describeResultCode, errorMessage, ResultCode } from '../api/resultCodes.ts';
import type { CountryArea } from '../api/schemas/content.ts';
import type { LoginPayload } from '../api/schemas/user.ts';
import {
  NEW_DEVICE_KAPTCHCATE,
  riskLoginDataSchema,
  SendCodeCate,
  SendCodeType,
} from '../api/schemas/user.ts';
import type { ClockPort } from '../ports/clock.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { DeviceVaultPort } from '../ports/deviceVault.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { deferred } from '../validation/deferred.ts';
import { registerDomain } from './currentDomain.ts';
import {
  clearCredentials,
  type RememberedCredentials,
  readCredentials,
  saveCredentials,
} from './rememberedCredentials.ts';
import { RESEND_COUNTDOWN_SECONDS } from './resendCountdown.machine.ts';
import { sendCodePayload } from './sendCodePayload.ts';

export type CaptchaKind = 'picture' | 'slider';
/** The captcha fields login, register and reset step one send (docs/protocol.md, "Captcha"). */
export interface CaptchaAnswer {
  kaptchcate: number;
  codeId: string;
  code: string;
}
export interface PictureChallenge {
  image: string;
  codeId: string;
}
export interface SliderChallenge {
  lotNumber: string;
  bg: string;
  piece: string;
  y: number;
}
export type SliderResult =
  | { type: 'passed'; passToken: string }
  | { type: 'failed'; message: string; challenge: SliderChallenge | null };

/**
 * A failure the form shows. `popup`: the server asked for the tips dialog instead of an inline line
 * (SPEC §8 6501). `retryInSeconds`: a code was sent less than 60 s ago (6066); it is still valid and
 * the countdown shows how long until another may be asked (SPEC §9).
 */
export interface Failed {
  type: 'failed';
  message: string;
  popup?: true;
  retryInSeconds?: number;
}
/** Every failure a form shows comes back as a value; actors reject only on programming errors. */
export type StepResult = { type: 'ok' } | { type: 'captcha'; message: string } | Failed;
export type LoginResult =
  | { type: 'ok'; token: string; userId: string }
  | { type: 'captcha'; message: string }
  | { type: 'risk'; phoneNumber: string; message: string }
  | Failed;

/** `password` is what the member typed; the actor hashes it. */
export type LoginInput =
  | { name: string; password: string; captcha: CaptchaAnswer }
  | { name: string; password: string; sendCodeNum: string };
export interface RegisterInput {
  name: string;
  password: string;
  /** SPEC §3: read the terms / agree to them, two fields. */
  isRead: boolean;
  isAgree: boolean;
  captcha: CaptchaAnswer;
}
export type ResetChannel = 'phone' | 'email';
export type CodeChannel = 'sms' | 'voice' | 'email';
export interface SendCodeInput {
  name: string;
  /** Full phone (digits only, no area code) or e-mail. */
  target: string;
  purpose: 'reset' | 'newDevice';
  channel: CodeChannel;
}
export interface ResetIdentityInput {
  channel: ResetChannel;
  name: string;
  target: string;
}
export interface ResetVerifyInput extends ResetIdentityInput {
  code: string;
}
export interface ResetPasswordInput {
  channel: ResetChannel;
  name: string;
  password: string;
}
export interface RememberInput {
  remember: boolean;
  name: string;
  password: string;
}

const notProvided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name}: supply createAuthActors(...)`)));

/** The side effects of the auth machines; the machines reference them by these names. */
export const authActorStubs = {
  loadCaptchaKind: notProvided<CaptchaKind>('loadCaptchaKind'),
  loadPicture: notProvided<PictureChallenge>('loadPicture'),
  loadSlider: notProvided<SliderChallenge>('loadSlider'),
  checkSlider: notProvided<SliderResult, { lotNumber: string; offset: number }>('checkSlider'),
  login: notProvided<LoginResult, LoginInput>('login'),
  register: notProvided<StepResult, RegisterInput>('register'),
  sendCode: notProvided<StepResult, SendCodeInput>('sendCode'),
  resetIdentity: notProvided<StepResult, ResetIdentityInput>('resetIdentity'),
  resetVerify: notProvided<StepResult, ResetVerifyInput>('resetVerify'),
  resetPassword: notProvided<StepResult, ResetPasswordInput>('resetPassword'),
  loadCountryAreas: notProvided<CountryArea[]>('loadCountryAreas'),
  loadCredentials: notProvided<RememberedCredentials | null>('loadCredentials'),
  rememberCredentials: notProvided<void, RememberInput>('rememberCredentials'),
};
export type AuthActors = typeof authActorStubs;

export interface AuthActorDeps {
  http: HttpPort;
  crypto: CryptoPort;
  storage: StoragePort;
  clock: ClockPort;
  /** Seals the remembered password with a key only this device holds; absent: the name alone is kept. */
  vault?: DeviceVaultPort | undefined;
  /** Runtime config `version`, sent with login. */
  version: string;
  /** The page origin, sent as register `domain`. */
  origin: () => string;
  /** A fresh UUID (sendCode codeId). */
  newId: () => string;
}

const kaptchcateSchema = deferred(() => z.looseObject({ kaptchcate: z.coerce.number() }));
const sliderChallengeSchema = deferred(() =>
  z.looseObject({ lot_number: z.string(), bg: z.string(), piece: z.string(), y: z.coerce.number() }),
);
const passTokenSchema = deferred(() => z.looseObject({ pass_token: z.string() }));
const registerResponseSchema = deferred(() => z.looseObject({ userId: z.union([z.string(), z.number()]) }));

function toSlider(data: unknown): SliderChallenge | null {
  const parsed = sliderChallengeSchema.safeParse(data);
  if (!parsed.success) return null;
  const { lot_number, bg, piece, y } = parsed.data;
  return { lotNumber: lot_number, bg, piece, y };
}

/** A rejected call as a form failure; 6025–6029 carry the masked phone for the new-device view. */
function failureOf(error: unknown): Exclude<LoginResult, { type: 'ok' }> {
  const message = errorMessage(error);
  if (isApiError(error) && error.code !== null) {
    const action = describeResultCode(error.code).action;
    if (action === 'newDeviceVerification') {
      const data = riskLoginDataSchema.safeParse(error.envelope?.data);
      return { type: 'risk', phoneNumber: data.success ? data.data.phoneNumber : '', message };
    }
    if (action === 'showCaptcha') return { type: 'captcha', message };
    if (error.code === ResultCode.LoginRegisterSuspendedPopup)
      return { type: 'failed', message, popup: true };
    if (error.code === ResultCode.SixtySecondLimit)
      return { type: 'failed', message, retryInSeconds: retryInSecondsOf(error.envelope?.data) };
  }
  return { type: 'failed', message };
}

const retryDataSchema = deferred(() =>
  z.looseObject({ remainingSeconds: z.coerce.number().check(z.int(), z.gte(1), z.lte(60)) }),
);

/** docs/protocol.md "Resend countdown": 6066 may say the seconds left; without them, the full 60 s. */
export function retryInSecondsOf(data: unknown): number {
  const parsed = retryDataSchema.safeParse(data);
  return parsed.success ? parsed.data.remainingSeconds : RESEND_COUNTDOWN_SECONDS;
}

/** A step failure: a risk answer outside login is only a message. */
function stepFailureOf(error: unknown): Exclude<StepResult, { type: 'ok' }> {
  const failure = failureOf(error);
  return failure.type === 'risk' ? { type: 'failed', message: failure.message } : failure;
}

/** One call as a form step: ok, a captcha to show, or failed with the message to show. */
export async function step(call: () => Promise<unknown>): Promise<StepResult> {
  try {
    const result = await call();
    if (isVerificationRequired(result)) return { type: 'captcha', message: result.message };
    return { type: 'ok' };
  } catch (error) {
    return stepFailureOf(error);
  }
}

export const CODE_CATE = {
  sms: SendCodeCate.Phone,
  voice: SendCodeCate.Voice,
  email: SendCodeCate.Email,
} as const;

/**
 * The login calls as plain functions, for a client that logs in without the dialog
 * (`engine.session.login`) and for the dialog's actors alike: one payload, one reading of the answer.
 */
export function createLoginCalls(deps: Pick<AuthActorDeps, 'http' | 'crypto' | 'clock' | 'version'>) {
  const { http, crypto } = deps;
  const md5 = (text: string) => crypto.md5(text);
  return {
    /** Which captcha the site asks for (user/kaptchcate). */
    async captchaKind(): Promise<CaptchaKind> {
      const data = kaptchcateSchema.parse(await http.call(user.kaptchcate, {}));
      return data.kaptchcate === 2 ? 'slider' : 'picture';
    },
    /** A picture captcha: the image and its code id (the answer is sent with `kaptchcate: 1`). */
    async picture(): Promise<PictureChallenge> {
      const captcha = await http.call(user.defaultKaptcha, {});
      return { image: captcha.image, codeId: captcha['x-code'] };
    },
    /** A slider challenge (the answer is sent with `kaptchcate: 2`). */
    async slider(): Promise<SliderChallenge> {
      const result = await http.call(user.validateGeeCheck, emptyGeeCheck(deps.clock));
      const challenge = toSlider(isVerificationRequired(result) ? result.data : result);
      if (challenge === null) throw new Error('slider challenge of unexpected shape');
      return challenge;
    },
    /** user/login; every refusal comes back as a value with the Chinese sentence of its code. */
    async login(input: LoginInput): Promise<LoginResult> {
      const payload: LoginPayload =
        'captcha' in input
          ? {
              isAgent: 0 as const,
              name: input.name,
              password: md5(input.password),
              ...input.captcha,
              version: deps.version,
            }
          : {
              isAgent: 0 as const,
              name: input.name,
              password: md5(input.password),
              kaptchcate: NEW_DEVICE_KAPTCHCATE,
              sendCodeNum: input.sendCodeNum,
              version: deps.version,
            };
      try {
        const result = await http.call(user.login, payload);
        if (isVerificationRequired(result)) return { type: 'captcha', message: result.message };
        return { type: 'ok', token: result.token, userId: String(result.userId) };
      } catch (error) {
        return failureOf(error);
      }
    },
  };
}

/** Real implementations of authActorStubs over the ports; pass to `provideAuthMachines`. */
export function createAuthActors(deps: AuthActorDeps): AuthActors {
  const { http, crypto } = deps;
  const md5 = (text: string) => crypto.md5(text);
  const calls = createLoginCalls(deps);
  const login = fromPromise<LoginResult, LoginInput>(({ input }) => calls.login(input));

  return {
    loadCaptchaKind: fromPromise(() => calls.captchaKind()),
    loadPicture: fromPromise(() => calls.picture()),
    loadSlider: fromPromise(() => calls.slider()),
    checkSlider: fromPromise(async ({ input }) => {
      try {
        const result = await http.call(user.validateGeeCheck, {
          lot_number: input.lotNumber,
          captcha_output: String(Math.round(input.offset)),
          pass_token: '',
          gen_time: String(deps.clock.now()),
          validate_way: 0,
        });
        if (isVerificationRequired(result))
          return { type: 'failed', message: result.message, challenge: toSlider(result.data) };
        const passed = passTokenSchema.safeParse(result);
        if (passed.success) return { type: 'passed', passToken: passed.data.pass_token };
        return { type: 'failed', message: errorMessage(null), challenge: null };
      } catch (error) {
        return { type: 'failed', message: errorMessage(error), challenge: null };
      }
    }),
    login,
    register: fromPromise(async ({ input }) => {
      try {
        const result = await http.call(user.register, {
          name: input.name,
          password: md5(input.password),
          secondPassword: md5(input.password),
          isRead: input.isRead,
          isAgree: input.isAgree,
          ...input.captcha,
          domain: registerDomain(deps.storage, deps.origin()),
          rCode: deps.storage.get(StorageKey.referralCode) ?? '',
          iCode: deps.storage.get(StorageKey.inviteCode) ?? '',
        });
        if (isVerificationRequired(result)) return { type: 'captcha', message: result.message };
        registerResponseSchema.parse(result);
        return { type: 'ok' };
      } catch (error) {
        return stepFailureOf(error);
      }
    }),
    sendCode: fromPromise(({ input }) => {
      const codeId = deps.newId();
      return step(async () =>
        http.call(
          user.sendCodeOne,
          await sendCodePayload(crypto, {
            target: input.target,
            name: input.name,
            codeId,
            type: input.purpose === 'reset' ? SendCodeType.ResetPassword : SendCodeType.NewDevice,
            cate: CODE_CATE[input.channel],
          }),
        ),
      );
    }),
    resetIdentity: fromPromise(({ input }) =>
      step(() =>
        input.channel === 'phone'
          ? http.call(user.forgetByPhoneOne, { name: input.name, phone: input.target })
          : http.call(user.forgetByEmailOne, { name: input.name, email: input.target }),
      ),
    ),
    resetVerify: fromPromise(({ input }) =>
      step(() =>
        input.channel === 'phone'
          ? http.call(user.forgetByPhoneTwo, { name: input.name, phone: input.target, code: input.code })
          : http.call(user.forgetByEmailTwo, { name: input.name, email: input.target, code: input.code }),
      ),
    ),
    resetPassword: fromPromise(({ input }) => {
      const payload = {
        name: input.name,
        password: md5(input.password),
        secondPassword: md5(input.password),
      };
      return step(() =>
        input.channel === 'phone'
          ? http.call(user.forgetByPhoneThree, payload)
          : http.call(user.forgetByEmailThree, payload),
      ).then((result) => {
        // Issue #29: a remembered password is never kept past a password change.
        if (result.type === 'ok') clearCredentials(deps.storage);
        return result;
      });
    }),
    loadCountryAreas: fromPromise(() => http.call(site.queryCountryArea, undefined)),
    loadCredentials: fromPromise(() => readCredentials(deps)),
    rememberCredentials: fromPromise(async ({ input }) => {
      if (input.remember) await saveCredentials(deps, { name: input.name, password: input.password });
      else clearCredentials(deps.storage);
    }),
  };
}

function emptyGeeCheck(clock: ClockPort) {
  return {
    lot_number: '',
    captcha_output: '',
    pass_token: '',
    gen_time: String(clock.now()),
    validate_way: 0 as const,
  };
}
