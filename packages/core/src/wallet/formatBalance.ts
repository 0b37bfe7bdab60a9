const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Shown instead of an amount the server sent in a shape that is not a decimal string. */
export const UNKNOWN_BALANCE = '--';

/**
 * SPEC §9 total balance for display: exactly 2 decimals, thousands grouped with commas
 * ('8888' → '8,888.00'). Extra decimals are cut, never rounded up, so a member is never shown more
 * money than they have. Pure string arithmetic: the amount never passes through a float.
 */
export function formatBalance(totalMoney: string): string {
  const match = DECIMAL.exec(totalMoney.trim());
  if (match === null) return UNKNOWN_BALANCE;
  const [, sign = '', digits = '0', fraction = ''] = match;
  const integer = digits.replace(/^0+(?=\d)/, '');
  const cents = fraction.slice(0, 2).padEnd(2, '0');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  const isZero = /^0+$/.test(integer) && cents === '00';
  return `${isZero ? '' : sign}${grouped}.${cents}`;
}
