import { Decimal } from './decimal.ts';

/**
 * THE money input rule (issue #15; DESIGN.md "Money input"): every amount field of the app (venue
 * transfer, wallet transfer, deposit, withdrawal, exchange) keeps what the member typed and either
 * reads it as an exact decimal they can see or names the problem in Chinese. Nothing is stripped
 * silently and no other number is ever sent: `1e5`, `-1`, `0x64`, `100<script>`, `100.999` and an
 * over-long amount are errors, not rewrites.
 *
 * The only changes made to the text are visible and keep every digit (docs/protocol.md):
 * full-width digits and dot become ASCII, a leading ¥/￥ and surrounding spaces go, and correctly
 * grouped thousands separators (`1,000.00`) are removed.
 */

/** Default field length: SPEC §5 venue transfer allows 12 characters. */
export const MONEY_INPUT_MAX_LENGTH = 12;
export const MONEY_INPUT_DECIMALS = 2;

export const MONEY_INPUT_MESSAGES = {
  required: '请输入金额',
  invalid: '请输入正确的金额，只能包含数字和小数点',
  tooManyDecimals: '金额最多保留两位小数',
  positive: '金额必须大于0',
} as const;

export const moneyTooLongMessage = (maxLength: number): string => `金额最多${maxLength}位`;

export interface MoneyInputLimits {
  /** Characters the amount may have (default 12). */
  maxLength?: number;
}

export type MoneyInputReading =
  | { ok: true; amount: string }
  | {
      ok: false;
      reason: 'required' | 'invalid' | 'tooManyDecimals' | 'tooLong' | 'positive';
      message: string;
    };

const FULL_WIDTH_ZERO = 0xff10;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const AMOUNT = /^(\d+)(?:\.(\d+))?$/;

/**
 * The text the field shows for what was typed or pasted: the visible normalisation above and
 * nothing else. Every digit typed stays, in order; every other character stays too (and makes the
 * amount an error), so the member always sees exactly what will be read.
 */
export function normalizeMoneyText(raw: string): string {
  let text = '';
  for (const char of raw) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= FULL_WIDTH_ZERO && code <= FULL_WIDTH_ZERO + 9) text += String(code - FULL_WIDTH_ZERO);
    else if (char === '．' || char === '。') text += '.';
    else if (char === '，') text += ',';
    else if (char === '\u3000') text += ' ';
    else text += char;
  }
  text = text.trim().replace(/^[¥￥]\s*/, '');
  return GROUPED.test(text) ? text.replace(/,/g, '') : text;
}

/**
 * Reads the field's text (already normalised by `normalizeMoneyText`) as an amount: the exact decimal
 * shown, or the reason it is not one. `amount` is the text itself, so the amount sent always equals
 * the amount shown.
 */
export function readMoneyInput(text: string, limits: MoneyInputLimits = {}): MoneyInputReading {
  const maxLength = limits.maxLength ?? MONEY_INPUT_MAX_LENGTH;
  if (text.trim() === '') return { ok: false, reason: 'required', message: MONEY_INPUT_MESSAGES.required };
  const match = AMOUNT.exec(text);
  if (match === null) return { ok: false, reason: 'invalid', message: MONEY_INPUT_MESSAGES.invalid };
  if ((match[2] ?? '').length > MONEY_INPUT_DECIMALS)
    return { ok: false, reason: 'tooManyDecimals', message: MONEY_INPUT_MESSAGES.tooManyDecimals };
  if (text.length > maxLength)
    return { ok: false, reason: 'tooLong', message: moneyTooLongMessage(maxLength) };
  if (new Decimal(text).lte(0))
    return { ok: false, reason: 'positive', message: MONEY_INPUT_MESSAGES.positive };
  return { ok: true, amount: text };
}

/** The amount as the wire carries it: the same number with exactly 2 decimals ('100' → '100.00'). */
export function moneyWireAmount(amount: string): string {
  return new Decimal(amount).toFixed(MONEY_INPUT_DECIMALS);
}

/**
 * The field's format error as a form shows it, or undefined when the text is an exact amount. Each
 * form names its own 'required' text (SPEC §5 请输入转账金额, 请输入存款金额, ...).
 */
export function moneyInputError(
  text: string,
  options: MoneyInputLimits & { required: string },
): { code: string; message: string } | undefined {
  const reading = readMoneyInput(text, options);
  if (reading.ok) return undefined;
  return {
    code: reading.reason,
    message: reading.reason === 'required' ? options.required : reading.message,
  };
}
