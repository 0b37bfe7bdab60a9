import { type CaptchaSnapshot, captchaErrorOf } from '@jinli/core/machines';
import { CAPTCHA_INPUT_MAX } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { CaptchaRef } from './authRefs.ts';
import { TextField } from './Field.tsx';
import { SliderCaptcha } from './SliderCaptcha.tsx';

const selectPicture = (s: CaptchaSnapshot) => ({
  loading: s.matches('loadingKind') || s.matches({ picture: 'loading' }),
  failed: s.matches('failed') || s.matches({ picture: 'failed' }),
  image: s.context.picture?.image ?? null,
  answer: s.context.answer,
  kind: s.context.kind,
  message: s.context.message,
});

const samePicture = (a: ReturnType<typeof selectPicture>, b: ReturnType<typeof selectPicture>) =>
  a.loading === b.loading &&
  a.failed === b.failed &&
  a.image === b.image &&
  a.answer === b.answer &&
  a.kind === b.kind &&
  a.message === b.message;

/** The captcha the site chose (kaptchcate): picture (image + answer) or slider. */
export function CaptchaField({ captcha, idPrefix }: { captcha: CaptchaRef; idPrefix: string }) {
  const { t } = useTranslation();
  const st = useServerText();
  const view = useSelector(captcha, selectPicture, samePicture);
  const error = useSelector(captcha, captchaErrorOf);
  const refresh = () => captcha.send({ type: 'captcha.refresh' });

  if (view.kind === 'slider') return <SliderCaptcha captcha={captcha} />;

  const addon = (
    <button
      type="button"
      className="auth-captcha-image"
      onClick={refresh}
      aria-label={view.failed ? t('auth.captchaFailed') : t('auth.captchaImage')}
      title={t('auth.captchaRefresh')}
    >
      {view.image && !view.loading ? (
        <img src={view.image} alt="" width={108} height={40} />
      ) : (
        <span className="auth-captcha-placeholder">
          {view.failed ? t('auth.captchaFailed') : t('auth.captchaLoading')}
        </span>
      )}
    </button>
  );
  return (
    <TextField
      id={`${idPrefix}-captcha`}
      label={t('auth.captcha')}
      value={view.answer}
      maxLength={CAPTCHA_INPUT_MAX}
      placeholder={t('auth.captchaPlaceholder')}
      autoComplete="off"
      error={error ? st(error) : view.failed && view.message ? st(view.message) : undefined}
      onChange={(value) => captcha.send({ type: 'captcha.input', value })}
      onBlur={() => captcha.send({ type: 'captcha.blur' })}
      addon={addon}
    />
  );
}
