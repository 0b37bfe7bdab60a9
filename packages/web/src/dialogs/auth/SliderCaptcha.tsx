import type { CaptchaSnapshot } from '@jinli/core/machines';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { CaptchaRef } from './authRefs.ts';

/** docs/protocol.md: a 300×150 background with a 50×50 piece that starts at x = 0. */
const WIDTH = 300;
const PIECE = 50;
const MAX_OFFSET = WIDTH - PIECE;

const clamp = (value: number) => Math.min(MAX_OFFSET, Math.max(0, value));

const selectSlider = (s: CaptchaSnapshot) => ({
  challenge: s.context.slider,
  checking: s.matches({ slider: 'checking' }),
  passed: s.matches({ slider: 'passed' }),
  loading: s.matches({ slider: 'loading' }),
  failed: s.matches({ slider: 'failed' }),
  message: s.context.message,
});

/**
 * The slider captcha: drag the handle (mouse, touch or pen) or move it with the arrow keys and
 * press Enter; releasing commits the offset for validateGeeCheck.
 */
export function SliderCaptcha({ captcha }: { captcha: CaptchaRef }) {
  const { t } = useTranslation();
  const st = useServerText();
  const view = useSelector(captcha, selectSlider, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ startX: number; startOffset: number } | null>(null);
  const lot = view.challenge?.lotNumber;
  const locked = view.checking || view.passed || !view.challenge;

  // A fresh challenge starts the piece at the left edge again.
  useEffect(() => {
    if (lot !== undefined) setOffset(0);
  }, [lot]);

  const commit = (value: number) => captcha.send({ type: 'captcha.slide', offset: value });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startOffset: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset(clamp(drag.current.startOffset + event.clientX - drag.current.startX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const value = clamp(drag.current.startOffset + event.clientX - drag.current.startX);
    drag.current = null;
    setOffset(value);
    commit(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, number> = {
      ArrowRight: offset + step,
      ArrowUp: offset + step,
      ArrowLeft: offset - step,
      ArrowDown: offset - step,
      Home: 0,
      End: MAX_OFFSET,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setOffset(clamp(next));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      commit(offset);
    }
  };

  const status = view.passed ? t('auth.sliderPassed') : view.checking ? t('auth.sliderChecking') : '';
  const error = view.message && !view.passed ? st(view.message) : '';
  return (
    <fieldset className="auth-slider">
      <legend className="auth-label">{t('auth.sliderLabel')}</legend>
      <div className="auth-slider-stage" style={{ width: WIDTH }}>
        {view.challenge ? (
          <>
            <img src={view.challenge.bg} alt="" width={WIDTH} height={150} draggable={false} />
            <img
              className="auth-slider-piece"
              src={view.challenge.piece}
              alt=""
              width={PIECE}
              height={PIECE}
              draggable={false}
              style={{ left: offset, top: view.challenge.y }}
            />
          </>
        ) : (
          <button
            type="button"
            className="auth-slider-empty"
            onClick={() => captcha.send({ type: 'captcha.refresh' })}
          >
            {view.failed ? t('auth.captchaFailed') : t('auth.captchaLoading')}
          </button>
        )}
        <button
          type="button"
          className="auth-slider-refresh"
          aria-label={t('auth.captchaRefresh')}
          onClick={() => captcha.send({ type: 'captcha.refresh' })}
        >
          ↻
        </button>
      </div>
      <div className={`auth-slider-track ${view.passed ? 'is-passed' : ''}`} style={{ width: WIDTH }}>
        <div className="auth-slider-fill" style={{ width: offset + PIECE / 2 }} />
        <div
          role="slider"
          tabIndex={locked ? -1 : 0}
          aria-label={t('auth.sliderLabel')}
          aria-valuemin={0}
          aria-valuemax={MAX_OFFSET}
          aria-valuenow={Math.round(offset)}
          aria-disabled={locked || undefined}
          aria-describedby="auth-slider-hint"
          className="auth-slider-handle"
          style={{ left: offset }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          {view.passed ? '✓' : '→'}
        </div>
      </div>
      <p id="auth-slider-hint" className="auth-hint">
        {t('auth.sliderHint')}
      </p>
      <p className="auth-hint" aria-live="polite">
        {status}
      </p>
      {error && <p className="auth-error">{error}</p>}
    </fieldset>
  );
}
