import type { ChatService } from '@jinli/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../app/ServicesProvider.tsx';
import { Tokens } from '../app/tokens.ts';
import { useLazy } from '../app/useLazy.ts';
import { useReadable } from '../app/useReadable.ts';
import './chat.css';

// The panel (message list, virtualiser, composer) is its own chunk: `/` needs only the button.
const loadChatPanel = () => import('./ChatPanel.tsx');
const ChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanel })));

/** The floating 聊天室 button, on every page, and the lobby panel it opens. */
export function ChatLauncher() {
  const lazyChat = useService(Tokens.Engine).chat;
  // The chat capability's code loads on the first open (issue #16), not with the page.
  const chat = useLazy(lazyChat);
  const [opening, setOpening] = useState(false);
  if (lazyChat === null) return null;
  if (chat !== null) return <ChatDock chat={chat} />;
  const open = () => {
    if (opening) return;
    setOpening(true);
    lazyChat.get().then(
      (built) => built.toggle(),
      () => setOpening(false),
    );
  };
  const preload = () => {
    loadChatPanel().catch(() => undefined);
    lazyChat.get().catch(() => undefined);
  };
  return (
    <div className="chat-dock">
      <LauncherButton open={false} busy={opening} onClick={open} onPreload={preload} />
    </div>
  );
}

function ChatDock({ chat }: { chat: ChatService }) {
  const { t } = useTranslation();
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
      <LauncherButton
        open={open}
        busy={false}
        onClick={() => chat.toggle()}
        onPreload={() => void loadChatPanel().catch(() => undefined)}
      />
    </div>
  );
}

function LauncherButton(props: { open: boolean; busy: boolean; onClick: () => void; onPreload: () => void }) {
  const { t } = useTranslation();
  const { open } = props;
  return (
    <button
      type="button"
      className={`chat-launcher${open ? ' is-open' : ''}`}
      aria-expanded={open}
      aria-busy={props.busy}
      aria-label={open ? t('chat.launcherClose') : t('chat.launcherOpen')}
      onClick={props.onClick}
      onPointerEnter={props.onPreload}
      onFocus={props.onPreload}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="chat-launcher-icon">
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
          fill="currentColor"
        />
      </svg>
      <span>{t('chat.launcher')}</span>
    </button>
  );
}
