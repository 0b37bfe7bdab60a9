import { selectChatStatus } from '@jinli/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Composer } from './Composer.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import type { ChatLinkActor, ChatRoomActor } from './chatService.ts';
import { MessageList } from './MessageList.tsx';

interface Props {
  link: ChatLinkActor;
  room: ChatRoomActor;
  onClose: () => void;
}

/** The lobby room: header with status, the message list and the composer. */
export function ChatPanel({ link, room, onClose }: Props) {
  const { t } = useTranslation();
  const status = useSelector(link, selectChatStatus);
  const online = useSelector(room, (s) => s.context.online);
  const closed = useSelector(room, (s) => s.context.closed);
  const notice = useSelector(room, (s) => s.context.notice);
  return (
    <section className="chat-panel" aria-label={t('chat.lobbyTitle')}>
      <header className="chat-header">
        <div className="chat-header-main">
          <h2 className="chat-title">{t('chat.lobbyTitle')}</h2>
          <div className="chat-header-meta">
            {closed !== null ? (
              <span className="chat-room-closed">{t('chat.roomClosed')}</span>
            ) : (
              online !== null && <span>{t('chat.online', { count: online })}</span>
            )}
            <ConnectionIndicator status={status} />
          </div>
        </div>
        <button type="button" className="chat-close" aria-label={t('chat.close')} onClick={onClose}>
          ×
        </button>
      </header>
      {notice !== null && notice !== '' && <p className="chat-notice">{notice}</p>}
      <MessageList link={link} room={room} />
      <Composer link={link} room={room} />
    </section>
  );
}
