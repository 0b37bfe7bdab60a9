import type { FeedbackState } from '@jinli/core';
import {
  extraFieldFor,
  FEEDBACK_TYPES,
  type FeedbackFormState,
  formatBalance,
  formatBeijingDateTime,
  isUploading,
} from '@jinli/core/rules';
import { useEffect, useId, useRef } from 'react';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link } from '../../routes/routing.tsx';
import { PageHead } from './parts.tsx';
import { useMemberCentre } from './useMemberCentre.ts';
import './feedback.css';

const MB = 1024 * 1024;

/** /mine/feedback: type, text, pictures with progress, the related bet or deposit bonus; then thanks. */
export function FeedbackScreen() {
  const { t } = useTranslation();
  usePageTitle('意见反馈');
  const centre = useMemberCentre();
  const { feedback } = centre;
  const state = useReadable(centre, (m) => m.feedback);
  useEffect(() => {
    void feedback.loadChoices();
  }, [feedback]);
  return (
    <div className="member-page">
      <PageHead title={t('member.feedback.title')}>
        <Link to="/mine/feedbackList" className="btn btn-outline btn-small">
          {t('member.feedback.toList')}
        </Link>
      </PageHead>
      {state.form.sentId !== null ? (
        <section className="member-card member-state feedback-sent" role="status">
          <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
            <circle cx="24" cy="24" r="22" fill="var(--brand-50)" />
            <path
              d="M14 25l7 7 13-15"
              stroke="var(--brand-500)"
              strokeWidth="4"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          <p>{t('member.feedback.sent')}</p>
          <div className="member-head-actions">
            <Link to="/mine/feedbackList" className="btn btn-primary">
              {t('member.feedback.toList')}
            </Link>
            <button type="button" className="btn btn-outline" onClick={() => feedback.resetForm()}>
              {t('member.feedback.another')}
            </button>
          </div>
        </section>
      ) : (
        <FeedbackForm state={state} />
      )}
    </div>
  );
}

function FeedbackForm({ state }: { state: FeedbackState }) {
  const { t } = useTranslation();
  const text = useServerText();
  const { feedback } = useMemberCentre();
  const { form, limits } = state;
  const ids = { type: useId(), content: useId(), extra: useId(), images: useId(), problem: useId() };
  const extra = extraFieldFor(form.type ?? 0);
  const length = [...form.content.trim()].length;
  const uploading = isUploading(form);
  return (
    <form
      className="member-card feedback-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void feedback.submit();
      }}
    >
      <p className="member-muted">{t('member.feedback.intro')}</p>
      <fieldset className="feedback-field">
        <legend id={ids.type}>{t('member.feedback.type')}</legend>
        <div className="feedback-types">
          {FEEDBACK_TYPES.map((type) => (
            <label key={type.id} className={`feedback-type ${form.type === type.id ? 'is-checked' : ''}`}>
              <input
                type="radio"
                name="feedback-type"
                value={type.id}
                checked={form.type === type.id}
                onChange={() => feedback.setType(type.id)}
              />
              {t(`member.feedback.types.${type.id}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {extra === 'bet' && (
        <div className="feedback-field">
          <label htmlFor={ids.extra}>{t('member.feedback.bet')}</label>
          <select
            id={ids.extra}
            className="feedback-select"
            value={form.betOrderNo ?? ''}
            onChange={(e) => feedback.setBet(e.target.value === '' ? null : e.target.value)}
          >
            <option value="">
              {state.bets.data?.length === 0 ? t('member.feedback.betEmpty') : t('member.feedback.betNone')}
            </option>
            {(state.bets.data ?? []).map((bet) => (
              <option key={bet.orderNo} value={bet.orderNo}>
                {bet.orderNo} · {text(bet.title)} · ¥{formatBalance(bet.betAmount)} ·{' '}
                {formatBeijingDateTime(bet.betTime)}
              </option>
            ))}
          </select>
        </div>
      )}
      {extra === 'depositReward' && (
        <div className="feedback-field">
          <label htmlFor={ids.extra}>{t('member.feedback.reward')}</label>
          <select
            id={ids.extra}
            className="feedback-select"
            value={form.depositRewardId ?? ''}
            onChange={(e) => feedback.setDepositReward(e.target.value === '' ? null : e.target.value)}
          >
            <option value="">{t('member.feedback.rewardNone')}</option>
            {(state.rewards.data ?? []).map((reward) => (
              <option key={reward.id} value={reward.id}>
                {text(reward.name)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="feedback-field">
        <label htmlFor={ids.content}>{t('member.feedback.content')}</label>
        <textarea
          id={ids.content}
          className="feedback-textarea"
          rows={6}
          value={form.content}
          placeholder={t('member.feedback.contentPlaceholder')}
          aria-describedby={form.problem !== null ? ids.problem : undefined}
          aria-invalid={form.problem === 'contentShort' || form.problem === 'contentLong'}
          onChange={(e) => feedback.setContent(e.target.value)}
        />
        <span className={`feedback-counter num ${length > limits.maxContentLength ? 'is-over' : ''}`}>
          {t('member.feedback.counter', { count: length, max: limits.maxContentLength })}
        </span>
      </div>
      <ImagePicker form={form} />
      {form.problem !== null && (
        <p id={ids.problem} className="member-inline-error" role="alert">
          {t(`member.feedback.problems.${form.problem}`)}
        </p>
      )}
      {form.error !== null && (
        <p className="member-inline-error" role="alert">
          {text(form.error)}
        </p>
      )}
      <div>
        <button
          type="submit"
          className="btn btn-primary feedback-submit"
          disabled={form.submitting || uploading}
        >
          {form.submitting ? t('member.feedback.submitting') : t('member.feedback.submit')}
        </button>
      </div>
    </form>
  );
}

function ImagePicker({ form }: { form: FeedbackFormState }) {
  const { t } = useTranslation();
  const text = useServerText();
  const centre = useMemberCentre();
  const { feedback } = centre;
  const limits = useReadable(centre, (s) => s.feedback.limits);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const attached = form.images.filter((i) => i.status !== 'error').length;
  const sizeMb = Math.round(limits.maxImageBytes / MB);
  return (
    <div className="feedback-field">
      <label htmlFor={inputId}>{t('member.feedback.images')}</label>
      <p id={hintId} className="member-muted">
        {t('member.feedback.imagesHint', { count: limits.maxImages, size: sizeMb })}
      </p>
      <ul className="feedback-images">
        {form.images.map((image) => (
          <li key={image.key} className={`feedback-image is-${image.status}`}>
            {image.url !== null ? (
              <img src={image.url} alt={image.name} />
            ) : (
              <span className="feedback-image-name">{image.name}</span>
            )}
            {image.status === 'uploading' && (
              <span
                className="feedback-image-progress"
                role="progressbar"
                aria-valuenow={Math.round(image.progress * 100)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={image.name}
              >
                <span style={{ width: `${Math.round(image.progress * 100)}%` }} />
                <em>{t('member.feedback.uploading', { percent: Math.round(image.progress * 100) })}</em>
              </span>
            )}
            {image.status === 'error' && (
              <span className="feedback-image-error" role="alert">
                {t('member.feedback.uploadFailed')}：{text(image.error ?? '')}
              </span>
            )}
            <button
              type="button"
              className="feedback-image-remove"
              aria-label={t('member.feedback.removeImage', { name: image.name })}
              onClick={() => feedback.removeImage(image.key)}
            >
              ×
            </button>
          </li>
        ))}
        {attached < limits.maxImages && (
          <li>
            <button type="button" className="feedback-image-add" onClick={() => input.current?.click()}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {t('member.feedback.addImage')}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={limits.imageTypes.join(',')}
        multiple
        aria-describedby={hintId}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void feedback.addImages(files);
        }}
      />
      {form.rejected !== null && (
        <p className="member-inline-error" role="alert">
          {t(`member.feedback.imageProblems.${form.rejected.problem}`, {
            name: form.rejected.name,
            size: sizeMb,
            count: limits.maxImages,
          })}
        </p>
      )}
    </div>
  );
}
