import type { Notice } from '@jinli/core/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
import { useTicker } from './useTicker.ts';

/**
 * 公告 strip: titles scroll one step at a time (hover or focus pauses, reduced motion stops it);
 * a click shows the notice as plain text in a tips dialog.
 */
export function NoticeBar() {
  const { t } = useTranslation();
  const home = useServices().Home;
  const ui = useServices().UiStore;
  const notices = useReadable(home, (s) => s.notices);
  const serverText = useServerText();
  const clock = useServices().Clock;
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const list = notices.data ?? [];
  const { index, animate } = useTicker(clock, list.length, !paused && !reducedMotion);
  const track = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    // The first notice sits at the track's start: no layout read (a forced layout) on the first render.
    const item = index === 0 ? null : track.current?.children[index];
    setOffset(item instanceof HTMLElement ? item.offsetLeft : 0);
  }, [index]);

  const open = (notice: Notice) =>
    ui.openTips({ title: serverText(notice.title), message: serverText(notice.content) });

  return (
    <section
      className="notice-bar"
      aria-label={t('home.noticeLabel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="notice-label">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M4 10v4h3l5 4V6L7 10zm12-1a4 4 0 010 6m2-9a8 8 0 010 12"
            stroke="currentColor"
            strokeWidth="1.8"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
        {t('home.noticeLabel')}
      </span>
      <div className="notice-viewport">
        {notices.status === 'error' && list.length === 0 ? (
          <span className="notice-error">
            <span role="alert">{serverText(notices.errorMessage)}</span>
            <button
              type="button"
              className="btn btn-small btn-outline"
              onClick={() => void home.loadNotices()}
            >
              {t('common.retry')}
            </button>
          </span>
        ) : list.length === 0 ? (
          notices.status === 'ready' ? (
            <span className="notice-empty">{t('home.noticeEmpty')}</span>
          ) : (
            <span className="notice-skeleton skeleton" aria-busy="true" />
          )
        ) : (
          <ul
            ref={track}
            className={`notice-track ${animate ? 'is-animated' : ''}`}
            style={{ transform: `translateX(-${offset}px)` }}
          >
            {list.map((notice) => (
              <li key={notice.id}>
                <button type="button" onClick={() => open(notice)}>
                  {serverText(notice.title)}
                </button>
              </li>
            ))}
            {list.map((notice) => (
              <li key={`copy-${notice.id}`} aria-hidden="true">
                <button type="button" tabIndex={-1} onClick={() => open(notice)}>
                  {serverText(notice.title)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
