import { Decimal as Money, PLAIN_DECIMAL } from './decimal.ts';

/** Shown instead of an amount the server sent in a shape that is not a decimal string. */
export const UNKNOWN_BALANCE = '--';

/** True for a plain decimal string; numbers are refused on purpose (money never passes through a float). */
export function isMoney(value: unknown): value is string {
  return typeof value === 'string' && PLAIN_DECIMAL.test(value);
}

function toBig(amount: string): Money {
  if (!isMoney(amount)) throw new TypeError(`not a money string: ${JSON.stringify(amount)}`);
  return new Money(amount);
}

/** `a + b`, exact, as a plain decimal string. Throws TypeError on anything but money strings. */
export function addMoney(a: string, b: string): string {
  return toBig(a).plus(toBig(b)).toFixed();
}

/** `a - b`, exact, as a plain decimal string. Throws TypeError on anything but money strings. */
export function subtractMoney(a: string, b: string): string {
  return toBig(a).minus(toBig(b)).toFixed();
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` ('1.50' equals '1.5'). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  return toBig(a).cmp(toBig(b));
}

/**
 * The amount with exactly `decimals` places. Extra places are cut, never rounded up, so a member is
 * never shown or sent more than they have ('1.999' → '1.99'); '-0.001' becomes '0.00'.
 */
export function toMoneyString(amount: string, decimals = 2): string {
  const fixed = toBig(amount).round(decimals, Money.roundDown);
  return (fixed.eq(0) ? new Money(0) : fixed).toFixed(decimals);
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * SPEC §9 total balance for display: exactly 2 decimals, thousands grouped ('8888' → '8,888.00').
 * Extra decimals are cut, never rounded up, so a member is never shown more than they have; anything
 * but a money string (blanks around it allowed) shows UNKNOWN_BALANCE.
 */
export function formatBalance(totalMoney: string): string {
  const amount = totalMoney.trim();
  if (!isMoney(amount)) return UNKNOWN_BALANCE;
  const [integer = '0', cents = '00'] = toMoneyString(amount, 2).split('.');
  return `${integer.startsWith('-') ? '-' : ''}${groupThousands(integer.replace('-', ''))}.${cents}`;
}

/**
 * SPEC §9 money format: zh-CN grouping with the CNY sign, as `Intl.NumberFormat('zh-CN', { style:
 * 'currency', currency: 'CNY' })` writes it, with a trailing '.00' removed: '1234' → '¥1,234',
 * '1234.5' → '¥1,234.50', '-8' → '-¥8'. Cents round half away from zero like Intl. Anything but a money
 * string gives ''.
 */
export function formatMoney(amount: string): string {
  if (!isMoney(amount)) return '';
  const rounded = new Money(amount).round(2, Money.roundHalfUp);
  const [integer = '0', cents = '00'] = rounded.abs().toFixed(2).split('.');
  const sign = rounded.lt(0) ? '-' : '';
  return `${sign}¥${groupThousands(integer)}${cents === '00' ? '' : `.${cents}`}`;
}

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACES = ['', '拾', '佰', '仟'] as const;

/** Up to four digits (no leading zeros, not '0'): inner zero runs read as one 零, trailing zeros not at all. */
function capitalOfGroup(group: string): string {
  let text = '';
  let pendingZero = false;
  for (let i = 0; i < group.length; i += 1) {
    const digit = Number(group[i]);
    const place = PLACES[group.length - 1 - i] ?? '';
    if (digit === 0) {
      pendingZero = text !== '';
      continue;
    }
    text += `${pendingZero ? '零' : ''}${DIGITS[digit]}${place}`;
    pendingZero = false;
  }
  return text;
}

/**
 * A positive integer without leading zeros. 万 splits off the low four digits and 亿 the low eight, the
 * high part read recursively, so any size works (10^12 is 壹万亿, 10^16 壹亿亿). A low part that does
 * not fill its places starts with 零 (10005 → 壹万零伍).
 */
function capitalOfInteger(digits: string): string {
  if (digits.length <= 4) return capitalOfGroup(digits);
  const split = digits.length <= 8 ? 4 : 8;
  const high = digits.slice(0, -split);
  const low = digits.slice(-split).replace(/^0+/, '');
  const unit = split === 4 ? '万' : '亿';
  if (low === '') return `${capitalOfInteger(high)}${unit}`;
  const gap = low.length < split ? '零' : '';
  return `${capitalOfInteger(high)}${unit}${gap}${capitalOfInteger(low)}`;
}

/**
 * The amount in Chinese capital numerals for financial use (SPEC §9), cut to cents:
 * '1234.56' → 壹仟贰佰叁拾肆元伍角陆分, '100' → 壹佰元整, '0.05' → 伍分, '100.05' → 壹佰元零伍分,
 * '0' → 零元整, negatives start with 负. Anything but a money string gives '' (an input shows nothing).
 */
export function toChineseCapital(amount: string): string {
  if (!isMoney(amount)) return '';
  const cut = new Money(amount).round(2, Money.roundDown);
  if (cut.eq(0)) return '零元整';
  const [integer = '0', cents = '00'] = cut.abs().toFixed(2).split('.');
  const jiao = Number(cents[0]);
  const fen = Number(cents[1]);
  const yuan = integer === '0' ? '' : `${capitalOfInteger(integer)}元`;
  let fraction = '';
  if (jiao === 0 && fen === 0) fraction = '整';
  else {
    if (jiao !== 0) fraction += `${DIGITS[jiao]}角`;
    else if (yuan !== '') fraction += '零';
    if (fen !== 0) fraction += `${DIGITS[fen]}分`;
  }
  return `${cut.lt(0) ? '负' : ''}${yuan}${fraction}`;
}
