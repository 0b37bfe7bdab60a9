import type { MatchDetailState } from '@jinli/core';
import { MATCH_EVENT_LABELS } from '@jinli/core/rules';
import { useEffect, useState } from 'react';
import { afterPaint } from '../../app/afterPaint.ts';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import './matchDetail.css';

/** Score and events move during play: the open detail is fetched again this often. */
const REFRESH_MS = 15_000;

/**
 * The 直播 toggle on a live row (core's match-detail capability decides what is open). Each button reads only
 * whether its own match is open, so a toggle re-renders the one or two buttons that change. A click paints the
 * button's new state first and asks core to open or close the detail after that paint: the panel (a row
 * ~300 px taller, the rows below moved) follows in the next frame instead of delaying the click's feedback.
 */
export function MatchDetailButton({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const detail = useServices().MatchDetail;
  const isOpen = useReadable(detail, (s) => s.gameId === gameId);
  const [pressed, setPressed] = useState<boolean | null>(null);
  const open = pressed ?? isOpen;
  return (
    <button
      type="button"
      className={`match-chat match-live-toggle${open ? ' is-active' : ''}`}
      aria-expanded={open}
      onClick={() => {
        setPressed(!open);
        afterPaint(() => {
          void detail.toggle(gameId);
          setPressed(null);
        });
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 6h11v12H4zM15 10l5-3v10l-5-3z" fill="currentColor" />
      </svg>
      {t('sports.detail.button')}
    </button>
  );
}

/**
 * The live match detail under its row, when it is the open one. Each row's panel reads only its own match's
 * state (null while another match or none is open), so opening or loading one detail re-renders that panel
 * alone, not every in-play row's.
 */
export function MatchDetailPanel({ gameId }: { gameId: string }) {
  const detail = useServices().MatchDetail;
  const state = useReadable(detail, (s) => (s.gameId === gameId ? s : null));
  return state === null ? null : <OpenDetail state={state} />;
}

/** The open detail: the drawn stream, the score and the events so far, fetched again while it is open. */
function OpenDetail({ state }: { state: MatchDetailState }) {
  const { t } = useTranslation();
  const text = useServerText();
  const detail = useServices().MatchDetail;
  useEffect(() => {
    const timer = window.setInterval(() => void detail.refresh(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [detail]);
  const data = state.data;
  return (
    <section
      className="match-detail"
      aria-label={t('sports.detail.title')}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'error' ? (
        <p role="alert" className="match-detail-state">
          {text(state.errorMessage)}
        </p>
      ) : data === null ? (
        <div className="match-detail-stream match-detail-skeleton" />
      ) : (
        <>
          <img
            className="match-detail-stream"
            src={data.stream.url}
            alt={t('sports.detail.stream')}
            width={480}
            height={280}
          />
          <div className="match-detail-info">
            <p className="match-detail-score">
              <span>{text(data.home)}</span>
              <strong className="num">
                {data.score.home} - {data.score.away}
              </strong>
              <span>{text(data.away)}</span>
            </p>
            <p className="match-detail-minute num">{t('sports.detail.minute', { minute: data.minute })}</p>
            {data.events.length === 0 ? (
              <p className="match-detail-state">{t('sports.detail.noEvents')}</p>
            ) : (
              <ol className="match-detail-events">
                {data.events.map((event) => (
                  <li key={`${event.minute}-${event.kind}-${event.side}`} className={`is-${event.side}`}>
                    <span className="num">{event.minute}'</span>
                    <span className={`match-event match-event-${event.kind}`}>
                      {text(MATCH_EVENT_LABELS[event.kind])}
                    </span>
                    <span>{text(event.side === 'home' ? data.home : data.away)}</span>
                    {event.text !== '' && <span>{text(event.text)}</span>}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </>
      )}
    </section>
  );
}
