import { Converter } from 'opencc-js/cn2t';
import { describe, expect, it } from 'vitest';
import { applyOverrides, convertMessages } from './traditional.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

describe('zh-TW messages', () => {
  it('have exactly the keys of zh-CN', () => {
    expect(keyPaths(zhTW).sort()).toEqual(keyPaths(zhCN).sort());
  });

  it('equal the opencc conversion of zh-CN with the overrides (run npm run i18n:tw if this fails)', () => {
    expect(zhTW).toEqual(convertMessages(zhCN, Converter({ from: 'cn', to: 'tw' })));
  });

  it('use Taiwan vocabulary where opencc is character based', () => {
    expect(zhTW.header.login).toBe('登入');
    expect(applyOverrides('賬號信息')).toBe('帳號訊息');
  });

  it('keep interpolation slots untouched', () => {
    expect(zhTW.footer.copyright).toContain('{{year}}');
  });
});
