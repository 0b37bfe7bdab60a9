import { describe, expect, it } from 'vitest';
import { user } from '../api/catalogue/user.ts';
import { selectCanSubmitLogin } from './authDialog.selectors.ts';
import { createFakeHttp, settle, startAuthDialog } from './authFakes.ts';
import { captchaAnswerOf } from './captcha.machine.ts';

const challenge = (lot: string) => ({ lot_number: lot, bg: 'data:bg', piece: 'data:piece', y: 40 });

describe('slider captcha', () => {
  it('loads a challenge, retries a bad drag with the fresh one, and answers with the pass token', async () => {
    const http = createFakeHttp();
    http.on(user.kaptchcate, () => ({ kaptchcate: 2 }));
    http.on(user.validateGeeCheck, (payload) => {
      if (payload.lot_number === '') return challenge('lot-1');
      if (payload.captcha_output === '120') return { pass_token: 'pass-1' };
      return { verification: 6022, message: '验证码错误', data: challenge('lot-2') };
    });
    const { actor } = startAuthDialog({ http });
    actor.send({ type: 'auth.open', view: 'login' });
    await settle();
    const captcha = actor.getSnapshot().context.captchaRef!;
    expect(captcha.getSnapshot().context.slider).toEqual({
      lotNumber: 'lot-1',
      bg: 'data:bg',
      piece: 'data:piece',
      y: 40,
    });

    captcha.send({ type: 'captcha.slide', offset: 60.4 });
    await settle();
    expect(captcha.getSnapshot().context).toMatchObject({
      message: '验证码错误',
      slider: { lotNumber: 'lot-2' },
    });
    expect(captchaAnswerOf(captcha.getSnapshot())).toBeNull();

    captcha.send({ type: 'captcha.slide', offset: 119.6 });
    await settle();
    expect(http.callsTo(user.validateGeeCheck)[2]).toMatchObject({
      lot_number: 'lot-2',
      captcha_output: '120',
      pass_token: '',
      validate_way: 0,
    });
    expect(captchaAnswerOf(captcha.getSnapshot())).toEqual({
      kaptchcate: 2,
      codeId: 'lot-2',
      code: 'pass-1',
    });

    actor.send({ type: 'login.change', field: 'name', value: 'demo01' });
    actor.send({ type: 'login.change', field: 'password', value: 'demo1234' });
    expect(selectCanSubmitLogin(actor.getSnapshot())).toBe(true);
  });
});
