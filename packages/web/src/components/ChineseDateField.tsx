import { type DateParts, daysInMonth, pickDateParts } from '@jinli/core/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import './chineseDateField.css';

interface ChineseDateFieldProps {
  label: string;
  /** `YYYY-MM-DD` (a Beijing day), or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  /** How many years back the year list goes. */
  yearsBack?: number;
  /** The year the list ends at (this Beijing year). */
  thisYear?: number;
}

type Parts = DateParts;

const NONE: Parts = { year: null, month: null, day: null };

function partsOf(value: string): Parts {
  const [y, m, d] = value.split('-').map(Number);
  return y && m && d ? { year: y, month: m, day: d } : NONE;
}

/**
 * A day picked as 年 / 月 / 日, whatever the browser's language (a date input would read mm/dd/yyyy).
 * Nothing chosen shows 请选择 in each part; the date reaches `onChange` once all three are chosen, and
 * 清除 empties it again.
 */
export function ChineseDateField({
  label,
  value,
  onChange,
  yearsBack = 5,
  thisYear = new Date().getFullYear(),
}: ChineseDateFieldProps) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A value set from outside (a reset, another control) replaces what was half chosen here.
  useEffect(() => setParts(partsOf(value)), [value]);
  const { year, month, day } = parts;
  const lastYear = Math.max(year ?? thisYear, thisYear);
  const years = Array.from({ length: yearsBack + 1 }, (_, i) => lastYear - yearsBack + i);
  const set = (change: Partial<Parts>) => {
    // Core's rule: a day the new month lacks becomes its last day; the date once all three are chosen.
    const next = pickDateParts(parts, change);
    setParts(next.parts);
    if (next.date !== null) onChange(next.date);
  };
  const numberOf = (text: string) => (text === '' ? null : Number(text));
  const dayCount = daysInMonth(year ?? 2000, month ?? 1);
  const chosen = year !== null || month !== null || day !== null;
  return (
    <fieldset className="cn-date">
      <legend>{label}</legend>
      <select
        aria-label={`${label} ${t('dateField.year')}`}
        value={year ?? ''}
        onChange={(e) => set({ year: numberOf(e.target.value) })}
      >
        <option value="">{t('dateField.choose')}</option>
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span aria-hidden="true">{t('dateField.year')}</span>
      <select
        aria-label={`${label} ${t('dateField.month')}`}
        value={month ?? ''}
        onChange={(e) => set({ month: numberOf(e.target.value) })}
      >
        <option value="">{t('dateField.choose')}</option>
        {Array.from({ length: 12 }, (_, i) => i + 1).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span aria-hidden="true">{t('dateField.month')}</span>
      <select
        aria-label={`${label} ${t('dateField.day')}`}
        value={day ?? ''}
        onChange={(e) => set({ day: numberOf(e.target.value) })}
      >
        <option value="">{t('dateField.choose')}</option>
        {Array.from({ length: dayCount }, (_, i) => i + 1).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span aria-hidden="true">{t('dateField.day')}</span>
      {chosen && (
        <button
          type="button"
          className="cn-date-clear"
          aria-label={`${t('dateField.clear')}${label}`}
          onClick={() => {
            setParts(NONE);
            if (value !== '') onChange('');
          }}
        >
          {t('dateField.clear')}
        </button>
      )}
    </fieldset>
  );
}
