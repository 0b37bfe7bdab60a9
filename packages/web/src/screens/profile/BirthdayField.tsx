import { daysInMonth, formatBeijingDate, pickDateParts } from '@jinli/core/rules';
import { type FormEvent, useId } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { useProfileState } from './useProfile.ts';

const OLDEST_YEAR = 1900;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const pad = (value: number) => String(value).padStart(2, '0');

function split(value: string) {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
}

/**
 * The birthday as a Chinese date input (年 / 月 / 日 selects, days of the chosen month only). Core checks
 * the 18+ rule on save; a refused date stays in the selects with the message under them.
 */
export function BirthdayField({ saved }: { saved: string }) {
  const { t } = useTranslation();
  const text = useServerText();
  const id = useId();
  const profile = useServices().Profile;
  const clock = useServices().Clock;
  const ui = useServices().UiStore;
  const draft = useProfileState((s) => s.birthdayDraft);
  const error = useProfileState((s) => s.birthdayError);
  const saving = useProfileState((s) => s.saving === 'birthday');
  const value = draft ?? saved;
  const parts = split(value);
  const thisYear = Number(formatBeijingDate(clock.now()).slice(0, 4));
  const years = Array.from({ length: thisYear - OLDEST_YEAR + 1 }, (_, i) => thisYear - i);
  const dayCount =
    parts.year !== '' && parts.month !== '' ? daysInMonth(Number(parts.year), Number(parts.month)) : 31;

  const set = (part: 'year' | 'month' | 'day', next: string) => {
    // Core's rule: a day the new month lacks (31 → February) becomes that month's last day. A half-chosen
    // draft keeps its empty parts (`1990--`), so the selects show what was picked.
    const numberOf = (text: string) => (text === '' ? null : Number(text));
    const picked = pickDateParts(
      { year: numberOf(parts.year), month: numberOf(parts.month), day: numberOf(parts.day) },
      { [part]: numberOf(next) },
    ).parts;
    const textOf = (n: number | null, width: number) => (n === null ? '' : String(n).padStart(width, '0'));
    const draft = `${textOf(picked.year, 4)}-${textOf(picked.month, 2)}-${textOf(picked.day, 2)}`;
    profile.editBirthday(draft.replace(/^--$/, ''));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await profile.saveBirthday();
    if (result.type === 'ok') ui.toast(t('profile.saved'), 'success');
  };
  const editing = draft !== null && draft !== saved;

  return (
    <form className="profile-birthday" onSubmit={submit} noValidate aria-labelledby={id}>
      <span id={id} className="profile-row-label">
        {t('profile.birthday')}
      </span>
      <div className="profile-birthday-inputs">
        <DatePart
          label={t('profile.year')}
          value={parts.year}
          onChange={(v) => set('year', v)}
          invalid={error !== ''}
        >
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </DatePart>
        <DatePart
          label={t('profile.month')}
          value={parts.month}
          onChange={(v) => set('month', v)}
          invalid={error !== ''}
        >
          {MONTHS.map((month) => (
            <option key={month} value={pad(month)}>
              {month}
            </option>
          ))}
        </DatePart>
        <DatePart
          label={t('profile.day')}
          value={parts.day}
          onChange={(v) => set('day', v)}
          invalid={error !== ''}
        >
          {DAYS.slice(0, dayCount).map((day) => (
            <option key={day} value={pad(day)}>
              {day}
            </option>
          ))}
        </DatePart>
        {editing && (
          <>
            <button type="submit" className="btn btn-primary btn-small" disabled={saving}>
              {saving ? t('profile.saving') : t('profile.save')}
            </button>
            <button
              type="button"
              className="btn btn-outline btn-small"
              onClick={() => profile.cancelBirthday()}
            >
              {t('profile.cancel')}
            </button>
          </>
        )}
      </div>
      {error !== '' ? (
        <p className="wallet-error" role="alert">
          {text(error)}
        </p>
      ) : (
        <p className="wallet-hint">{t('profile.birthdayHint')}</p>
      )}
    </form>
  );
}

function DatePart(props: {
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <label className="profile-date-part">
      <select
        value={props.value}
        aria-label={`${t('profile.birthday')}${props.label}`}
        aria-invalid={props.invalid ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">-</option>
        {props.children}
      </select>
      <span>{props.label}</span>
    </label>
  );
}
