import type { ChatLinkActor, ChatRoomActor } from '@jinli/core';
import { selectChatStatus } from '@jinli/core/machines';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { usePreciseServerText } from '../i18n/useServerText.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { Composer } from './Composer.tsx';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { MessageList } from './MessageList.tsx';

interface Props {
  link: ChatLinkActor;
  room: ChatRoomActor;
  onClose: () => void;
  /** The room's name (default: the lobby's). */
  title?: string;
  /** What the close button says it does (default: close the chat). */
  closeLabel?: string;
  /** A strip under the header (a match room's score). */
  children?: ReactNode;
  className?: string;
}

/** A room: header with status, the message list and the composer (the lobby, or a match's room). */
export function ChatPanel({ link, room, onClose, title, closeLabel, children, className }: Props) {
  const { t } = useTranslation();
  const text = usePreciseServerText();
  const name = title ?? t('chat.lobbyTitle');
  const status = useSelector(link, selectChatStatus);
  const online = useSelector(room, (s) => s.context.online);
  const closed = useSelector(room, (s) => s.context.closed);
  const notice = useSelector(room, (s) => s.context.notice);
  return (
    <section className={`chat-panel${className === undefined ? '' : ` ${className}`}`} aria-label={name}>
      <header className="chat-header">
        <div className="chat-header-main">
          <h2 className="chat-title">{name}</h2>
          <div className="chat-header-meta">
            {closed !== null ? (
              <span className="chat-room-closed">{t('chat.roomClosed')}</span>
            ) : (
              online !== null && <span>{t('chat.online', { count: online })}</span>
            )}
            <ConnectionIndicator status={status} />
          </div>
        </div>
        <button
          type="button"
          className="chat-close"
          aria-label={closeLabel ?? t('chat.close')}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      {children}
      {notice !== null && notice !== '' && <p className="chat-notice">{text(notice)}</p>}
      <MessageList link={link} room={room} />
      <Composer link={link} room={room} />
    </section>
  );
}
