import { GameStorageKey } from '@jinli/core';
import { Link, useParams, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { usePageTitle } from '../../routes/pages.tsx';
import { decodeGameInfo } from './gameInfo.ts';
import './games.css';
// The slot payload reaches the frame as srcdoc, a Trusted HTML sink: sanitised by DOMPurify like before.
import '../../app/htmlSanitizer.ts';

const SLOW_GAME_MS = 20_000;

type FrameStatus = 'loading' | 'ready' | 'slow';

function GameFrame({ src, sandbox, srcDoc }: { src?: string; srcDoc?: string; sandbox: string }) {
  const { t } = useTranslation();
  const clock = useService(Tokens.Clock);
  const [status, setStatus] = useState<FrameStatus>('loading');
  useEffect(() => {
    const timer = clock.after(() => setStatus((s) => (s === 'loading' ? 'slow' : s)), SLOW_GAME_MS);
    return () => clock.cancelAfter(timer);
  }, [clock]);
  return (
    <div className="game-stage">
      <iframe
        title={t('games.gameFrame')}
        className="game-frame"
        sandbox={sandbox}
        referrerPolicy="no-referrer"
        {...(src === undefined ? { srcDoc } : { src })}
        onLoad={() => setStatus('ready')}
      />
      {status !== 'ready' && (
        <div className="game-overlay" role="status">
          <span className="game-spinner" aria-hidden="true" />
          <p>{status === 'slow' ? t('games.gameTimeout') : t('games.gameLoading')}</p>
        </div>
      )}
    </div>
  );
}

function GameShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <section className="game-page">
      <div className="game-toolbar">
        <button type="button" className="btn btn-outline" onClick={() => router.history.back()}>
          ← {t('games.back')}
        </button>
      </div>
      {children}
    </section>
  );
}

function GameProblem({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-state game-problem" role="alert">
      <p className="lobby-state-title">{title}</p>
      <p>{hint}</p>
      <Link to="/game/egame" className="btn btn-primary">
        {t('games.toLobby')}
      </Link>
    </div>
  );
}

/**
 * /game/{info}: an http(s) game embedded in a sandboxed frame (SPEC §2, §4), only for an address a
 * launch in this session issued, on an allowed origin (issue #15; core's createGameFrames).
 */
export function EmbeddedGamePage() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('游戏');
  const frames = useService(Tokens.GameFrames);
  const { info = '' } = useParams({ strict: false }) as { info?: string };
  const frame = frames.frameFor(decodeGameInfo(info));
  return (
    <GameShell>
      {frame.kind === 'refused' ? (
        <GameProblem title={t('games.gameFailed')} hint={text(frame.message)} />
      ) : (
        <GameFrame key={frame.url} src={frame.url} sandbox={frame.sandbox} />
      )}
    </GameShell>
  );
}

/**
 * /pg/game and /dz/game: the stored slot payload rendered as a document in a frame with scripts but
 * an opaque origin, so it can never reach this site's storage or cookies.
 */
export function SlotGamePage() {
  const { t } = useTranslation();
  usePageTitle('电子游戏');
  const storage = useService(Tokens.Storage);
  const [payload] = useState(() => storage.get(GameStorageKey.slotPayload));
  return (
    <GameShell>
      {payload === null || payload.trim() === '' ? (
        <GameProblem title={t('games.slotMissing')} hint={t('games.slotMissingHint')} />
      ) : (
        <GameFrame srcDoc={payload} sandbox="allow-scripts" />
      )}
    </GameShell>
  );
}
