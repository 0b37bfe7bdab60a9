import { useTranslation } from 'react-i18next';
import { useService } from '../app/ServicesProvider.tsx';
import { Tokens } from '../app/tokens.ts';
import { useReadable } from '../app/useReadable.ts';
import { ChatPanel } from './ChatPanel.tsx';
import './chat.css';

/** The floating 聊天室 button, on every page, and the lobby panel it opens. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const chat = useService(Tokens.Chat);
  const { open } = useReadable(chat.view);
  const actors = open ? chat.started() : null;
  return (
    <div className="chat-dock">
      {actors !== null && <ChatPanel link={actors.link} room={actors.lobby} onClose={() => chat.close()} />}
      <button
        type="button"
        className={`chat-launcher${open ? ' is-open' : ''}`}
        aria-expanded={open}
        aria-label={open ? t('chat.launcherClose') : t('chat.launcherOpen')}
        onClick={() => chat.toggle()}
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
