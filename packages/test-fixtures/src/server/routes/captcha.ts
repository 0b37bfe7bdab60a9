import { ResultCode } from '@jinli/core';
import { user } from '@jinli/core/contract';
import {
  type AuthState,
  issuePictureCaptcha,
  issueSliderChallenge,
  solveSlider,
  spendPictureCaptcha,
  spendSliderPass,
} from '../auth/authState.ts';
import { drawPictureCaptcha, drawSlider, svgDataUrl } from '../auth/captchaArt.ts';
import { Failure, type Route, route } from './route.ts';

export const CAPTCHA_WRONG_MESSAGE = '验证码错误';

export interface CaptchaAnswer {
  kaptchcate?: number | undefined;
  codeId?: string | undefined;
  code?: string | undefined;
}

/** A slider challenge as `validateGeeCheck` shows it (also the `data` of a failed drag). */
export function sliderChallenge(auth: AuthState, now: number) {
  const challenge = issueSliderChallenge(auth, now);
  return { lot_number: challenge.lotNumber, ...drawSlider(challenge.gapX, challenge.y), y: challenge.y };
}

/**
 * Spends the captcha answer of a login, register or reset step one: kaptchcate 1 (picture id and
 * typed text) or 2 (lot_number and pass_token). Anything else fails as the site's current captcha type.
 */
export function checkCaptcha(auth: AuthState, answer: CaptchaAnswer, now: number): Failure | null {
  const codeId = answer.codeId ?? '';
  const code = answer.code ?? '';
  if (answer.kaptchcate === 1) {
    return spendPictureCaptcha(auth, codeId, code, now)
      ? null
      : new Failure(ResultCode.GraphicCode, CAPTCHA_WRONG_MESSAGE);
  }
  if (answer.kaptchcate === 2) {
    return spendSliderPass(auth, codeId, code, now)
      ? null
      : new Failure(ResultCode.RapidVerification, CAPTCHA_WRONG_MESSAGE);
  }
  const failing = auth.captchaType === 1 ? ResultCode.GraphicCode : ResultCode.RapidVerification;
  return new Failure(failing, CAPTCHA_WRONG_MESSAGE);
}

/** Captcha type, picture captcha and slider (docs/protocol.md, "Captcha"). */
export const captchaRoutes: readonly Route[] = [
  route(user.kaptchcate, ({ state }) => ({ kaptchcate: state.auth.captchaType })),
  route(user.defaultKaptcha, ({ state, now }) => {
    const captcha = issuePictureCaptcha(state.auth, now);
    return {
      image: svgDataUrl(drawPictureCaptcha(captcha.answer, state.auth.random)),
      'x-code': captcha.id,
    };
  }),
  route(user.validateGeeCheck, ({ state, now, payload }) => {
    if (payload.lot_number === '') return sliderChallenge(state.auth, now);
    const passToken = solveSlider(state.auth, payload.lot_number, payload.captcha_output, now);
    if (passToken === null) {
      return new Failure(
        ResultCode.RapidVerification,
        CAPTCHA_WRONG_MESSAGE,
        sliderChallenge(state.auth, now),
      );
    }
    return { pass_token: passToken };
  }),
];
