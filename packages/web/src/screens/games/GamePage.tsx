import type { GameLaunchRequest } from '@jinli/core';
import { GameStorageKey } from '@jinli/core/rules';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { gameFramesFor } from '../../app/gameFrames.ts';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link, useParams, useRouter } from '../../routes/routing.tsx';
import { decodeGameInfo } from './gameInfo.ts';
import './games.css';
// The slot payload reaches the frame as srcdoc, a Trusted HTML sink: sanitised by DOMPurify as a whole
// document, so the game's own <head> styles stay (issue #28).
import { sanitizeDocument } from '../../app/htmlSanitizer.ts';

const SLOW_GAME_MS = 20_000;

type FrameStatus = 'loading' | 'ready' | 'slow';

function GameFrame({ src, sandbox, srcDoc }: { src?: string; srcDoc?: string; sandbox: string }) {
  const { t } = useTranslation();
  const clock = useServices().Clock;
  const [status, setStatus] = useState<FrameStatus>('loading');
  const frameRef = useRef<HTMLIFrameElement>(null);
  // Set as a property, not a React attribute: React would turn the TrustedHTML back into a string.
  useLayoutEffect(() => {
    if (srcDoc !== undefined && frameRef.current !== null)
      (frameRef.current as { srcdoc: TrustedHTML | string }).srcdoc = sanitizeDocument(srcDoc);
  }, [srcDoc]);
  useEffect(() => {
    const timer = clock.after(() => setStatus((s) => (s === 'loading' ? 'slow' : s)), SLOW_GAME_MS);
    return () => clock.cancelAfter(timer);
  }, [clock]);
  return (
    <div className="game-stage">
      <iframe
        ref={frameRef}
        title={t('games.gameFrame')}
        className="game-frame"
        sandbox={sandbox}
        referrerPolicy="no-referrer"
        {...(src === undefined ? {} : { src })}
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

/** A reload of a game this member launched: launched again, then the page shows the new answer. */
function Relaunch({ request }: { request: GameLaunchRequest }) {
  const { t } = useTranslation();
  const games = useServices().Games;
  const launching = useReadable(games.journey, (view) => view.phase === 'launching');
  const [started, setStarted] = useState(false);
  useEffect(() => {
    games.play(request, { relaunch: true });
    setStarted(true);
  }, [games, request]);
  if (started && !launching)
    return <GameProblem title={t('games.gameFailed')} hint={t('games.relaunchFailed')} />;
  return (
    <div className="game-stage">
      <div className="game-overlay" role="status">
        <span className="game-spinner" aria-hidden="true" />
        <p>{t('games.relaunching')}</p>
      </div>
    </div>
  );
}

/**
 * /game/{info}: an http(s) game embedded in a sandboxed frame (SPEC §2, §4), only for an address a
 * launch in this session issued, on an allowed origin (issue #15; core's createGameFrames). A reload of
 * a launch this member made launches the same game again (issue #28).
 */
export function EmbeddedGamePage() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('游戏');
  const frames = gameFramesFor(useServices().GameFramesDeps);
  const { info = '' } = useParams({ strict: false }) as { info?: string };
  const issuedVersion = useSyncExternalStore(frames.subscribe, frames.getSnapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new issue may change the answer for this address.
  const frame = useMemo(() => frames.frameFor(decodeGameInfo(info)), [frames, info, issuedVersion]);
  return (
    <GameShell>
      {frame.kind === 'refused' ? (
        <GameProblem title={t('games.gameFailed')} hint={text(frame.message)} />
      ) : frame.kind === 'relaunch' ? (
        <Relaunch key={info} request={frame.request} />
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
  const storage = useServices().Storage;
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
