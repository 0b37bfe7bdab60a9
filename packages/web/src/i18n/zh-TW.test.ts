import { CORE_TEXT } from '@jinli/core/rules';
import { Converter } from 'opencc-js/cn2t';
import { describe, expect, it } from 'vitest';
import { collectCoreText } from './coreText.ts';
import { CORE_TEXT_TW } from './coreText.zh-TW.ts';
import { applyOverrides, convertMessages } from './traditional.ts';
import { zhCNPages } from './zh-CN.pages.ts';
import { zhCNShowcase } from './zh-CN.showcase.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

const allZhCN = { ...zhCN, ...zhCNPages, ...zhCNShowcase };

function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

describe('zh-TW messages', () => {
  it('have exactly the keys of zh-CN', () => {
    expect(keyPaths(zhTW).sort()).toEqual(keyPaths(allZhCN).sort());
  });

  it('equal the opencc conversion of zh-CN with the overrides (run npm run i18n:tw if this fails)', () => {
    expect(zhTW).toEqual(convertMessages(allZhCN, Converter({ from: 'cn', to: 'tw' })));
  });

  it('use Taiwan vocabulary where opencc is character based', () => {
    expect(zhTW.header.login).toBe('登入');
    expect(applyOverrides('賬號信息')).toBe('帳號訊息');
  });

  it('keep interpolation slots untouched', () => {
    expect(zhTW.footer.copyright).toContain('{{year}}');
  });
});

describe("core's static text in zh-TW", () => {
  const convert = Converter({ from: 'cn', to: 'tw' });

  it('holds every Chinese text core exports, converted (run npm run i18n:tw if this fails)', () => {
    const expected = Object.fromEntries(
      collectCoreText(CORE_TEXT).map((text) => [text, applyOverrides(convert(text))]),
    );
    expect(CORE_TEXT_TW).toEqual(expected);
  });

  it('covers what the sportsbook shows from core: sports, odds types, editions, periods, 单/双', () => {
    expect(CORE_TEXT_TW.专业版).toBe('專業版');
    expect(CORE_TEXT_TW.中场休息).toBe('中場休息');
    expect(CORE_TEXT_TW.马来盘).toBe('馬來盤');
    expect(CORE_TEXT_TW.网球).toBe('網球');
    expect(CORE_TEXT_TW.双).toBe('雙');
  });
});
