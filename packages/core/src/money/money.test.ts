import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  formatMoney,
  isMoney,
  subtractMoney,
  toChineseCapital,
  toMoneyString,
} from './money.ts';

/** Any plain decimal string, up to 20 integer digits and 6 decimals, with redundant zeros at times. */
const money = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^\d{1,20}$/),
    fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }),
  )
  .map(
    ([negative, integer, fraction]) => `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`,
  );

/** Non-negative amounts with at most 2 decimals and at most 24 integer digits. */
const cents = fc
  .tuple(fc.stringMatching(/^[1-9]\d{0,23}$|^0$/), fc.stringMatching(/^\d{0,2}$/))
  .map(([integer, fraction]) => (fraction === '' ? integer : `${integer}.${fraction}`));

describe('decimal arithmetic', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['8888.00', '-8888', '0'],
    ['99999999999999999999.99', '0.01', '100000000000000000000'],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(addMoney(a, b)).toBe(sum);
  });

  it('subtracts and compares exactly', () => {
    expect(subtractMoney('0.3', '0.1')).toBe('0.2');
    expect(subtractMoney('100', '100.01')).toBe('-0.01');
    expect(compareMoney('1.50', '1.5')).toBe(0);
    expect(compareMoney('0.1', '0.09')).toBe(1);
    expect(compareMoney('-2', '1')).toBe(-1);
  });

  it.each([['1e5'], ['12,000'], [''], ['.5'], ['NaN']])('refuses %j', (bad) => {
    expect(isMoney(bad)).toBe(false);
    expect(() => addMoney(bad, '1')).toThrow(TypeError);
  });

  it('refuses numbers so no float sneaks in', () => {
    expect(isMoney(0.1)).toBe(false);
  });

  it.each([
    ['1.999', 2, '1.99'],
    ['5', 2, '5.00'],
    ['-0.001', 2, '0.00'],
    ['-1.239', 2, '-1.23'],
    ['12.5', 0, '12'],
  ])('toMoneyString(%s, %d) = %s', (amount, decimals, expected) => {
    expect(toMoneyString(amount, decimals)).toBe(expected);
  });

  test.prop([money, money])('subtracting what was added gives the amount back', (a, b) => {
    expect(compareMoney(subtractMoney(addMoney(a, b), b), a)).toBe(0);
  });

  test.prop([money, money])('addition commutes and agrees with compare', (a, b) => {
    expect(addMoney(a, b)).toBe(addMoney(b, a));
    expect(compareMoney(a, b)).toBe(-compareMoney(b, a) || 0);
    expect(compareMoney(subtractMoney(a, b), '0')).toBe(compareMoney(a, b));
  });

  test.prop([money])('toMoneyString cuts toward zero to 2 places', (amount) => {
    const shown = toMoneyString(amount);
    expect(shown).toMatch(/^-?\d+\.\d{2}$/);
    expect(new Big(shown).abs().lte(new Big(amount).abs())).toBe(true);
    expect(new Big(amount).abs().minus(new Big(shown).abs()).lt('0.01')).toBe(true);
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234', '¥1,234'],
    ['1234.00', '¥1,234'],
    ['1234.5', '¥1,234.50'],
    ['0.05', '¥0.05'],
    ['1234567.891', '¥1,234,567.89'],
    ['0.125', '¥0.13'],
    ['-8', '-¥8'],
    ['-0.001', '¥0'],
    ['100000000.10', '¥100,000,000.10'],
  ])('%s → %s', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });

  it('shows nothing for what is not money', () => {
    expect(formatMoney('abc')).toBe('');
  });

  // Intl is the reference the spec names; amounts stay within a double's exact range, cents only.
  const intl = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });
  test.prop([fc.boolean(), fc.stringMatching(/^[1-9]\d{0,12}$|^0$/), fc.stringMatching(/^\d{0,2}$/)])(
    'matches Intl zh-CN CNY with a trailing .00 removed',
    (negative, integer, fraction) => {
      const amount = `${negative && integer !== '0' ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
      expect(formatMoney(amount)).toBe(intl.format(Number(amount)).replace(/\.00$/, ''));
    },
  );
});

/** Reads a capital amount back, independently of the writer: 亿 and 万 scale what precedes them. */
function readCapital(text: string): string {
  const digit = '零壹贰叁肆伍陆柒捌玖';
  const place: Record<string, number> = { 拾: 1, 佰: 2, 仟: 3 };
  const negative = text.startsWith('负');
  const body = negative ? text.slice(1) : text;
  const [yuanPart = '', fractionPart = ''] = body.includes('元') ? body.split('元') : ['', body];
  const readInteger = (part: string): Big => {
    const yi = part.lastIndexOf('亿');
    if (yi >= 0)
      return readInteger(part.slice(0, yi))
        .times(1e8)
        .plus(readInteger(part.slice(yi + 1)));
    const wan = part.lastIndexOf('万');
    if (wan >= 0)
      return readInteger(part.slice(0, wan))
        .times(1e4)
        .plus(readInteger(part.slice(wan + 1)));
    let total = new Big(0);
    let last = 0;
    for (const char of part) {
      if (char in place) total = total.plus(new Big(last).times(new Big(10).pow(place[char] ?? 0)));
      last = char in place ? 0 : digit.indexOf(char);
    }
    return total.plus(last);
  };
  let amount = readInteger(yuanPart);
  const jiao = /(.)角/.exec(fractionPart);
  const fen = /(.)分/.exec(fractionPart);
  if (jiao?.[1]) amount = amount.plus(new Big(digit.indexOf(jiao[1])).div(10));
  if (fen?.[1]) amount = amount.plus(new Big(digit.indexOf(fen[1])).div(100));
  return (negative ? amount.neg() : amount).toFixed(2);
}

describe('toChineseCapital', () => {
  it.each([
    ['1234.56', '壹仟贰佰叁拾肆元伍角陆分'],
    ['100', '壹佰元整'],
    ['0.05', '伍分'],
    ['0.5', '伍角'],
    ['0', '零元整'],
    ['10005', '壹万零伍元整'],
    ['10', '壹拾元整'],
    ['1010', '壹仟零壹拾元整'],
    ['100.05', '壹佰元零伍分'],
    ['100.50', '壹佰元伍角'],
    ['100050', '壹拾万零伍拾元整'],
    ['10100000', '壹仟零壹拾万元整'],
    ['100000000', '壹亿元整'],
    ['100010000', '壹亿零壹万元整'],
    ['110000001', '壹亿壹仟万零壹元整'],
    ['1000000000000', '壹万亿元整'],
    ['123456789012.34', '壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰元叁角肆分'],
    ['10000000000000000', '壹亿亿元整'],
    ['-12.3', '负壹拾贰元叁角'],
    ['8.999', '捌元玖角玖分'],
  ])('%s → %s', (amount, capital) => {
    expect(toChineseCapital(amount)).toBe(capital);
  });

  it.each([[''], ['abc'], ['1e3'], ['1,000']])('writes nothing for %j', (bad) => {
    expect(toChineseCapital(bad)).toBe('');
  });

  test.prop([cents])('reads back as the same amount', (amount) => {
    expect(readCapital(toChineseCapital(amount))).toBe(new Big(amount).toFixed(2));
  });

  test.prop([money])('reads back as the amount cut to cents', (amount) => {
    expect(readCapital(toChineseCapital(amount))).toBe(toMoneyString(amount));
  });

  test.prop([cents.filter((amount) => !new Big(amount).eq(0))])(
    'never doubles, leads or trails a 零',
    (amount) => {
      const capital = toChineseCapital(amount);
      expect(capital).not.toMatch(/零零|零[元万亿角分整]|^零/);
      expect(capital).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
    },
  );
});
