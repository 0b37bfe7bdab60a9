import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../app/ServicesProvider.tsx';
import { Tokens } from '../app/tokens.ts';
import { useReadable } from '../app/useReadable.ts';
import './chat.css';

// The panel (message list, virtualiser, composer) is its own chunk: `/` needs only the button.
const loadChatPanel = () => import('./ChatPanel.tsx');
const ChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanel })));

/** The floating 聊天室 button, on every page, and the lobby panel it opens. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const chat = useService(Tokens.Chat);
  const { open } = useReadable(chat.view);
  const actors = open ? chat.started() : null;
  return (
    <div className="chat-dock">
      {actors !== null && (
        // While the chunk loads, an empty panel of the same box holds the place (no jump when it fills).
        <Suspense
          fallback={<section className="chat-panel" aria-label={t('chat.lobbyTitle')} aria-busy="true" />}
        >
          <ChatPanel link={actors.link} room={actors.lobby} onClose={() => chat.close()} />
        </Suspense>
      )}
      <button
        type="button"
        className={`chat-launcher${open ? ' is-open' : ''}`}
        aria-expanded={open}
        aria-label={open ? t('chat.launcherClose') : t('chat.launcherOpen')}
        onClick={() => chat.toggle()}
        onPointerEnter={() => void loadChatPanel()}
        onFocus={() => void loadChatPanel()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="chat-launcher-icon">
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
            fill="currentColor"
          />
        </svg>
        <span>{t('chat.launcher')}</span>
      </button>
    </div>
  );
}
