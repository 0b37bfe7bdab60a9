import { useTranslation } from 'react-i18next';
import './chineseDateField.css';

interface ChineseDateFieldProps {
  label: string;
  /** `YYYY-MM-DD` (a Beijing day). */
  value: string;
  onChange: (value: string) => void;
  /** How many years back the year list goes. */
  yearsBack?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Days in a month of the Gregorian calendar (month 1..12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A day picked as 年 / 月 / 日, whatever the browser's language (a date input would read mm/dd/yyyy). */
export function ChineseDateField({ label, value, onChange, yearsBack = 5 }: ChineseDateFieldProps) {
  const { t } = useTranslation();
  const [y = '', m = '', d = ''] = value.split('-');
  const year = Number(y) || new Date().getFullYear();
  const month = Number(m) || 1;
  const day = Number(d) || 1;
  const lastYear = Math.max(year, new Date().getFullYear());
  const years = Array.from({ length: yearsBack + 1 }, (_, i) => lastYear - yearsBack + i);
  const set = (next: { year?: number; month?: number; day?: number }) => {
    const ny = next.year ?? year;
    const nm = next.month ?? month;
    const nd = Math.min(next.day ?? day, daysInMonth(ny, nm));
    onChange(`${ny}-${pad(nm)}-${pad(nd)}`);
  };
  return (
    <fieldset className="cn-date">
      <legend>{label}</legend>
      <select
        aria-label={`${label} ${t('dateField.year')}`}
        value={year}
        onChange={(e) => set({ year: Number(e.target.value) })}
      >
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span aria-hidden="true">{t('dateField.year')}</span>
      <select
        aria-label={`${label} ${t('dateField.month')}`}
        value={month}
        onChange={(e) => set({ month: Number(e.target.value) })}
      >
        {Array.from({ length: 12 }, (_, i) => i + 1).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span aria-hidden="true">{t('dateField.month')}</span>
      <select
        aria-label={`${label} ${t('dateField.day')}`}
        value={day}
        onChange={(e) => set({ day: Number(e.target.value) })}
      >
        {Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span aria-hidden="true">{t('dateField.day')}</span>
    </fieldset>
  );
}
