import { readMoneyInput, toChineseCapital } from '@jinli/core/rules';
import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import './fieldBox.css';
import './moneyAmountField.css';

export interface MoneyInputProps {
  id: string;
  value: string;
  /**
   * The raw text typed. The owner (or its machine) passes it through core's one money input rule
   * (normalizeMoneyText/readMoneyInput): nothing is cut here, not even by a maxLength, so an
   * over-long or malformed amount is an error the member sees, never a different number.
   */
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** A 全部 button at the end of the box; disabled while there is no balance to fill in. */
  onAll?: () => void;
  allDisabled?: boolean;
}

/** The ¥ amount box every money form uses: decimal keypad, no autofill, optional 全部. */
export function MoneyInput(props: MoneyInputProps) {
  const { t } = useTranslation();
  return (
    <div className={`field-box ${props.invalid ? 'field-box-error' : ''}`}>
      <span aria-hidden="true">¥</span>
      <input
        id={props.id}
        inputMode="decimal"
        autoComplete="off"
        placeholder={props.placeholder}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.invalid ? props.describedBy : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.onAll && (
        <button type="button" className="money-all" disabled={props.allDisabled} onClick={props.onAll}>
          {t('common.all')}
        </button>
      )}
    </div>
  );
}

/**
 * The amount in Chinese capital numerals (SPEC: money), a blank line while there is none. Only an
 * exact amount is spelled out: `100.999` shows nothing rather than 壹佰元玖角玖分 (issue #15).
 */
export function ChineseCapital({ amount }: { amount: string }) {
  return (
    <p className="money-capital" aria-live="polite">
      {(readMoneyInput(amount, { maxLength: Number.MAX_SAFE_INTEGER }).ok && toChineseCapital(amount)) ||
        '\u00a0'}
    </p>
  );
}

export interface MoneyAmountFieldProps extends Omit<MoneyInputProps, 'id' | 'invalid' | 'describedBy'> {
  label: string;
  /** Already in the display locale; '' for none (the line keeps its height so nothing jumps). */
  error: string;
  /** Show the amount in capital numerals between the box and the error. */
  capital?: boolean;
}

/** A labelled amount: the ¥ box with 全部, the capital numerals, then the error tied to the input. */
export function MoneyAmountField({ label, error, capital, ...input }: MoneyAmountFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <>
      <label className="money-label" htmlFor={id}>
        {label}
      </label>
      <MoneyInput {...input} id={id} invalid={error !== ''} describedBy={errorId} />
      <div className={`money-notes${error ? ' has-error' : ''}`}>
        {capital && <ChineseCapital amount={input.value} />}
        <p id={errorId} className="money-error" role="alert">
          {error || '\u00a0'}
        </p>
      </div>
    </>
  );
}
