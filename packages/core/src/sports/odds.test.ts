import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { hongKongPriceArb, oddsTypeArb } from './betslip/arbitraries.ts';
import { OddsType } from './catalogues.ts';
import { convertOdds, displayPrice, formatOdds, priceKindOfWager, toHongKong } from './odds.ts';

describe('formatOdds', () => {
  it.each([
    ['0.85', '1.85', '0.85', '-1.18', '0.85'],
    ['1.00', '2.00', '1.00', '1.00', '1.00'],
    ['1.25', '2.25', '1.25', '1.25', '-0.80'],
    ['0.50', '1.50', '0.50', '-2.00', '0.50'],
    ['0.925', '1.93', '0.93', '-1.08', '0.93'],
    ['2.4', '3.40', '2.40', '2.40', '-0.42'],
  ])('HK %s shows as E %s, H %s, I %s, M %s', (hk, e, h, i, m) => {
    expect(formatOdds(hk, OddsType.European)).toBe(e);
    expect(formatOdds(hk, OddsType.HongKong)).toBe(h);
    expect(formatOdds(hk, OddsType.Indonesian)).toBe(i);
    expect(formatOdds(hk, OddsType.Malay)).toBe(m);
  });

  it.each(['', 'abc', '0', '-0.5', '1e2', 'NaN', ' '])('has no conversion for %j', (hk) => {
    expect(formatOdds(hk, OddsType.European)).toBeUndefined();
  });

  test.prop([hongKongPriceArb])('European is exactly Hong Kong + 1, before and after rounding', (hk) => {
    expect(new Decimal(convertOdds(hk, OddsType.European)!).minus(hk).eq(1)).toBe(true);
    const shownHk = new Decimal(formatOdds(hk, OddsType.HongKong)!);
    expect(formatOdds(hk, OddsType.European)).toBe(shownHk.plus(1).toFixed(2));
  });

  test.prop([hongKongPriceArb])('Indonesian is HK from 1 up, else -1/HK', (hk) => {
    const value = new Decimal(convertOdds(hk, OddsType.Indonesian)!);
    if (new Decimal(hk).gte(1)) expect(value.eq(hk)).toBe(true);
    else expect(value.times(hk).round(15).eq(-1)).toBe(true);
    expect(value.gte(1) || value.lte(-1)).toBe(true);
  });

  test.prop([hongKongPriceArb])('Malay is HK up to 1, else -1/HK, always within [-1, 1]', (hk) => {
    const value = new Decimal(convertOdds(hk, OddsType.Malay)!);
    if (new Decimal(hk).lte(1)) expect(value.eq(hk)).toBe(true);
    else expect(value.times(hk).round(15).eq(-1)).toBe(true);
    expect(value.abs().lte(1)).toBe(true);
  });

  test.prop([hongKongPriceArb, oddsTypeArb])('always shows exactly 2 decimals', (hk, oddsType) => {
    expect(formatOdds(hk, oddsType)).toMatch(/^-?\d+\.\d{2}$/);
  });

  test.prop([hongKongPriceArb, oddsTypeArb])('converts back to the same Hong Kong price', (hk, oddsType) => {
    const back = toHongKong(convertOdds(hk, oddsType)!, oddsType)!;
    expect(new Decimal(back).round(12).eq(hk)).toBe(true);
  });

  test.prop([hongKongPriceArb])('rounds half up at the third decimal', (hk) => {
    const [whole = '0', fraction = ''] = hk.split('.');
    const thousandths = BigInt(whole + fraction.padEnd(3, '0'));
    const hundredths = (thousandths + 5n) / 10n;
    const expected = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
    expect(formatOdds(hk, OddsType.HongKong)).toBe(expected);
  });
});

describe('displayPrice', () => {
  it('converts double-line markets and passes 1X2 and outright prices through', () => {
    expect(priceKindOfWager('R')).toBe('hongKong');
    expect(priceKindOfWager('rou')).toBe('hongKong');
    expect(priceKindOfWager('MH')).toBe('european');
    // Odd/even (单/双) is European like 1X2: shown as sent whatever the odds type.
    expect(priceKindOfWager('EO')).toBe('european');
    expect(priceKindOfWager('REO')).toBe('european');
    expect(displayPrice('1.93', priceKindOfWager('REO'), OddsType.Indonesian)).toBe('1.93');
    expect(displayPrice('0.9', 'hongKong', OddsType.European)).toBe('1.90');
    expect(displayPrice('2.1', 'european', OddsType.Malay)).toBe('2.10');
    expect(displayPrice('x', 'european', OddsType.Malay)).toBeUndefined();
  });

  test.prop([hongKongPriceArb, oddsTypeArb])(
    'a European price is the same for every odds type',
    (price, type) => {
      fc.pre(new Decimal(price).gt(0));
      expect(displayPrice(price, 'european', type)).toBe(displayPrice(price, 'european', OddsType.HongKong));
    },
  );
});
