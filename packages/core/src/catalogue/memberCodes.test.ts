import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  describeSelection,
  leakedCodes,
  replaceKnownCodes,
  SELECTION_SIDE_LABELS,
  venueDisplayName,
} from './memberCodes.ts';

const VENUES = new Map([
  ['AGZR', '金殿真人'],
  ['CRTY', '锦鲤体育'],
]);

describe('member code catalogue', () => {
  it('reads 单/双 and every bet side in words', () => {
    expect(describeSelection('EOE')).toBe('双');
    expect(describeSelection('EOO')).toBe('单');
    expect(describeSelection('RH -0.5')).toBe('主 -0.5');
    expect(describeSelection('主 -0.5')).toBe('主 -0.5');
    expect(describeSelection('曼城')).toBe('曼城');
  });

  it('names venues in server text and never shows an unknown code as a venue name', () => {
    expect(replaceKnownCodes('中心钱包 → AGZR', VENUES)).toBe('中心钱包 → 金殿真人');
    expect(replaceKnownCodes('CRTY → 中心钱包', VENUES)).toBe('锦鲤体育 → 中心钱包');
    expect(replaceKnownCodes('AGZRX 不变', VENUES)).toBe('AGZRX 不变');
    expect(venueDisplayName('agzr', VENUES)).toBe('金殿真人');
    expect(venueDisplayName('ZZZZ', VENUES)).toBe('其他场馆');
  });

  it('finds codes standing alone in page text, not words that contain them', () => {
    expect(leakedCodes('投注 EOE 赔率 1.95 · 滚球 RB', ['AGZR']).sort()).toEqual(['EOE', 'RB']);
    expect(leakedCodes('中心钱包 → AGZR', ['AGZR'])).toEqual(['AGZR']);
    expect(leakedCodes('VIP APP 下载 · DOTA2 · CS2 · 投注 LW', [])).toEqual(['LW']);
    expect(leakedCodes('锦鲤娱乐 欢迎您', ['AGZR'])).toEqual([]);
  });

  test.prop([fc.constantFrom(...Object.keys(SELECTION_SIDE_LABELS)), fc.stringMatching(/^[+-]?\d(\.\d)?$/)])(
    'a described selection never keeps its side code',
    (side, line) => {
      const described = describeSelection(`${side} ${line}`);
      expect(leakedCodes(described)).toEqual([]);
      expect(described.endsWith(line)).toBe(true);
    },
  );

  test.prop([fc.array(fc.constantFrom('AGZR', 'CRTY', '中心钱包', '→', ' ', '存款'), { maxLength: 8 })])(
    'after replacement no known venue code is left',
    (parts) => {
      expect(leakedCodes(replaceKnownCodes(parts.join(''), VENUES), VENUES.keys())).toEqual([]);
    },
  );
});
