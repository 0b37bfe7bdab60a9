// Logging in with the engine's product command (issue #25): no dialog, no bus. The captcha comes from
// `engine.session.loginCaptcha()`; its answer is read from the sandbox's code log, as a test would.
import type { Jinli } from '@jinli/core';
import { pictureCaptchaAnswer } from './sandboxProcess.ts';

export interface Member {
  readonly name: string;
  readonly password: string;
}

/** Logs `member` in through `engine.session.login`; resolves once the session holds the member. */
export async function logInWithCommand(
  engine: Jinli,
  baseUrl: string,
  member: Member,
  waitForMember: () => Promise<string>,
): Promise<string> {
  const captcha = await engine.session.loginCaptcha();
  if (captcha.kind !== 'picture') throw new Error(`the sandbox asked for a ${captcha.kind} captcha`);
  const code = await pictureCaptchaAnswer(baseUrl, captcha.codeId);
  const outcome = await engine.session.login({
    name: member.name,
    password: member.password,
    captcha: { kaptchcate: 1, codeId: captcha.codeId, code },
  });
  if (outcome.type !== 'ok') throw new Error(`login refused (${outcome.type}): ${outcome.message}`);
  const name = await waitForMember();
  return `engine.session.login with captcha ${captcha.codeId.slice(0, 8)}… answered from the code log; member ${name} (userId ${outcome.userId})`;
}
