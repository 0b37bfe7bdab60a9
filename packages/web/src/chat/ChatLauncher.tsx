import type { ChatView, Readable } from '@jinli/core';
import { lazy, Suspense, useState } from 'react';
import { useServices } from '../app/ServicesProvider.tsx';
import { useLazy } from '../app/useLazy.ts';
import { useReadable } from '../app/useReadable.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import './chat.css';

// The panel (message list, virtualiser, composer) is its own chunk: `/` needs only the button.
const loadChatPanel = () => import('./ChatPanel.tsx');
const ChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanel })));

// Until chat is built it is closed (one snapshot object: useSyncExternalStore compares by identity).
const CLOSED_VIEW: ChatView = { open: false };
const CLOSED: Readable<ChatView> = { subscribe: () => () => undefined, getSnapshot: () => CLOSED_VIEW };

/**
 * The floating 聊天室 button, on every page, and the lobby panel it opens. The chat capability's code
 * loads on the first open (issue #16), not with the page; the button stays the same element throughout,
 * so keyboard focus stays on it while the code arrives.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const ui = useServices().UiStore;
  const lazyChat = useServices().Engine.chat;
  const chat = useLazy(lazyChat);
  const { open } = useReadable(chat?.view ?? CLOSED);
  const [opening, setOpening] = useState(false);
  if (lazyChat === null) return null;
  const actors = chat !== null && open ? chat.started() : null;
  const toggle = () => {
    if (chat !== null) {
      chat.toggle();
      return;
    }
    if (opening) return;
    setOpening(true);
    lazyChat.get().then(
      (built) => {
        setOpening(false);
        built.toggle();
      },
      () => {
        setOpening(false);
        ui.toast(t('chat.unavailable'), 'error');
      },
    );
  };
  const preload = () => {
    loadChatPanel().catch(() => undefined);
    lazyChat.get().catch(() => undefined);
  };
  return (
    <div className="chat-dock">
      {chat !== null && actors !== null && (
        // While the chunk loads, an empty panel of the same box holds the place (no jump when it fills).
        <Suspense
          fallback={<section className="chat-panel" aria-label={t('chat.lobbyTitle')} aria-busy="true" />}
        >
          <ChatPanel link={actors.link} room={actors.lobby} onClose={() => chat.close()} />
        </Suspense>
      )}
      <LauncherButton open={open} busy={opening} onClick={toggle} onPreload={preload} />
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
