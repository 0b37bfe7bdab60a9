import type { ChatLinkActor, ChatRoomActor } from '@jinli/core';
import { selectChatIdentity, selectSendBlocker } from '@jinli/core/machines';
import { CHAT_TEXT_MAX_LENGTH, chatTextStatus } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { type FormEvent, type KeyboardEvent, useCallback, useId, useState } from 'react';
import { useServices } from '../app/ServicesProvider.tsx';
import { useTranslation } from '../i18n/useTranslation.tsx';

/**
 * Enter sends; Shift+Enter and IME composition do not. Visitors see a login button that opens the
 * login dialog. Muted, blocked or closed: disabled, with the server's reason on show.
 */
export function Composer({ link, room }: { link: ChatLinkActor; room: ChatRoomActor }) {
  const { t } = useTranslation();
  const { auth } = useServices().Engine;
  const [text, setText] = useState('');
  const reasonId = useId();
  const identity = useSelector(link, selectChatIdentity);
  // The blocker reads the link's identity too: a new selector per identity recomputes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: identity is the cache key on purpose
  const blockerOf = useCallback(selectSendBlocker, [identity]);
  const blocker = useSelector(room, blockerOf, (a, b) => a?.message === b?.message);

  if (blocker?.problem === 'guest') {
    return (
      <div className="chat-composer chat-composer-guest">
        <span className="chat-composer-hint">{t('chat.guestPlaceholder')}</span>
        <button type="button" className="btn btn-primary btn-small" onClick={() => auth.open('login')}>
          {t('chat.loginToChat')}
        </button>
      </div>
    );
  }

  const disabled = blocker !== null;
  const { length, sendable } = chatTextStatus(text);
  const canSend = !disabled && sendable;
  const send = () => {
    if (!canSend) return;
    room.send({ type: 'room.send', text });
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form className={`chat-composer${disabled ? ' is-disabled' : ''}`} onSubmit={onSubmit}>
      {disabled && (
        <p id={reasonId} className="chat-composer-reason" role="status">
          {blocker.message}
        </p>
      )}
      <div className="chat-composer-row">
        <textarea
          className="chat-input"
          aria-label={t('chat.inputLabel')}
          aria-describedby={disabled ? reasonId : undefined}
          placeholder={disabled ? '' : t('chat.placeholder')}
          rows={2}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="chat-composer-side">
          <span className={`chat-count${length > CHAT_TEXT_MAX_LENGTH ? ' is-over' : ''}`}>
            {length}/{CHAT_TEXT_MAX_LENGTH}
          </span>
          <button type="submit" className="btn btn-primary btn-small" disabled={!canSend}>
            {t('chat.send')}
          </button>
        </div>
      </div>
    </form>
  );
}
