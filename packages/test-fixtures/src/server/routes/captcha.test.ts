import { user } from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthSandbox, md5, startAuthSandbox } from '../auth/authTestKit.ts';

let kit: AuthSandbox;

beforeAll(async () => {
  kit = await startAuthSandbox();
});
afterAll(() => kit.sandbox.close());
beforeEach(() => {
  kit.sandbox.reset();
  kit.resetClock();
});

const svgOf = (dataUrl: string): string => {
  expect(dataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
  return Buffer.from(dataUrl.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
};

const login = (captcha: { kaptchcate: number; codeId: string; code: string }) =>
  kit.call(user.login.path, {
    isAgent: 0,
    name: 'demo01',
    password: md5('demo1234'),
    version: '1',
    ...captcha,
  });

interface Challenge {
  lot_number: string;
  bg: string;
  piece: string;
  y: number;
}

const challenge = async (): Promise<Challenge> => {
  const envelope = await kit.call(user.validateGeeCheck.path, {
    lot_number: '',
    captcha_output: '',
    pass_token: '',
    gen_time: '',
    validate_way: 0,
  });
  expect(envelope.status_code).toBe(6000);
  return envelope.data as Challenge;
};

const gapOf = async (lotNumber: string): Promise<number> => {
  const entry = (await kit.client.codes()).captchas.find((captcha) => captcha.id === lotNumber);
  if (entry?.kind !== 'slider') throw new Error('no slider');
  return entry.gapX;
};

const drag = (lotNumber: string, offset: number) =>
  kit.call(user.validateGeeCheck.path, {
    lot_number: lotNumber,
    captcha_output: String(offset),
    pass_token: '',
    gen_time: String(Date.now()),
    validate_way: 0,
  });

describe('captcha type', () => {
  it('is 1 (picture) until switched to 2 (slider) by the control, and back on reset', async () => {
    expect((await kit.call(user.kaptchcate.path, {})).data).toEqual({ kaptchcate: 1 });
    await kit.client.setCaptcha(2);
    expect((await kit.call(user.kaptchcate.path, {})).data).toEqual({ kaptchcate: 2 });
    await kit.client.reset();
    expect((await kit.call(user.kaptchcate.path, {})).data).toEqual({ kaptchcate: 1 });
  });
});

describe('picture captcha', () => {
  it('draws a 4-character answer with noise lines as an SVG data URL', async () => {
    const envelope = await kit.call(user.defaultKaptcha.path, {});
    const { image, 'x-code': id } = envelope.data as { image: string; 'x-code': string };
    const entry = (await kit.client.codes()).captchas.find((captcha) => captcha.id === id);
    const answer = entry?.kind === 'picture' ? entry.answer : '';
    expect(answer).toMatch(/^[0-9A-Z]{4}$/);
    const svg = svgOf(image);
    expect(svg).toContain('<line');
    const drawn = [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((match) => match[1]).join('');
    expect(drawn).toBe(answer);
  });

  it('a wrong answer is 6021 验证码错误 and spends the id; answers are case-insensitive', async () => {
    const wrong = await kit.pictureCaptcha();
    expect(await login({ ...wrong, code: 'ZZZZ' === wrong.code ? 'YYYY' : 'ZZZZ' })).toEqual({
      status_code: 6021,
      data: null,
      message: '验证码错误',
    });
    expect((await login(wrong)).status_code).toBe(6021);

    const right = await kit.pictureCaptcha();
    expect((await login({ ...right, code: right.code.toLowerCase() })).status_code).toBe(6000);
    expect((await login(right)).status_code).toBe(6021);
    expect((await login({ kaptchcate: 1, codeId: 'made-up', code: 'ABCD' })).status_code).toBe(6021);
  });

  it('expires after 5 minutes', async () => {
    const captcha = await kit.pictureCaptcha();
    kit.advance(5 * 60_000 + 1_000);
    expect((await login(captcha)).status_code).toBe(6021);
  });
});

describe('slider captcha', () => {
  it('answers a challenge: 300x150 background, 50x50 piece, y', async () => {
    const { lot_number, bg, piece, y } = await challenge();
    expect(lot_number).not.toBe('');
    expect(svgOf(bg)).toContain('width="300" height="150"');
    expect(svgOf(piece)).toContain('width="50" height="50"');
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(100);
  });

  it('an offset within 6 px passes; login spends the pass token once', async () => {
    const { lot_number } = await challenge();
    const passed = await drag(lot_number, (await gapOf(lot_number)) + 5.5);
    expect(passed.status_code).toBe(6000);
    const { pass_token } = passed.data as { pass_token: string };
    expect(pass_token).not.toBe('');
    const answer = { kaptchcate: 2, codeId: lot_number, code: pass_token };
    expect((await login(answer)).status_code).toBe(6000);
    expect(await login(answer)).toMatchObject({ status_code: 6022, message: '验证码错误' });
  });

  it('a wrong offset is 6022 with a fresh challenge; the old one is spent', async () => {
    const { lot_number } = await challenge();
    const gap = await gapOf(lot_number);
    const failed = await drag(lot_number, gap - 7);
    expect(failed).toMatchObject({ status_code: 6022, message: '验证码错误' });
    const fresh = failed.data as Challenge;
    expect(fresh.lot_number).not.toBe(lot_number);
    expect(fresh.bg.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect((await drag(lot_number, gap)).status_code).toBe(6022);
    expect((await drag(fresh.lot_number, await gapOf(fresh.lot_number))).status_code).toBe(6000);
  });

  it('a login without any captcha answer fails as the site’s captcha type', async () => {
    await kit.client.setCaptcha(2);
    expect((await login({ kaptchcate: 0, codeId: '', code: '' })).status_code).toBe(6022);
    await kit.client.setCaptcha(1);
    expect((await login({ kaptchcate: 0, codeId: '', code: '' })).status_code).toBe(6021);
  });
});
