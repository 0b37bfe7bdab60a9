import type { ChatLinkActor, ChatRoomActor, OutboxEntry } from '@jinli/core';
import { selectHistoryStatus, selectPendingMessages } from '@jinli/core/machines';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { type ChatItem, chatItems, formatChatTime } from './chatItems.ts';

const NEAR_EDGE_PX = 48;
const samePending = (a: readonly OutboxEntry[], b: readonly OutboxEntry[]) =>
  a.length === b.length && a.every((entry, index) => entry.cid === b[index]?.cid);

/**
 * The room's lines, virtualised: only the rows in view are in the DOM, so a flooded room stays light.
 * Follows new lines while the reader is at the bottom; scrolling to the top loads the older page and
 * keeps the reader's place.
 */
export function MessageList({ link, room }: { link: ChatLinkActor; room: ChatRoomActor }) {
  const { t } = useTranslation();
  const lines = useSelector(room, (s) => s.context.lines);
  const history = useSelector(room, selectHistoryStatus);
  const rid = useSelector(room, (s) => s.context.rid);
  const self = useSelector(link, (s) => s.context.self);
  const pending = useSelector(link, (s) => selectPendingMessages(s, rid), samePending);
  const selfUid = self !== null && !self.guest ? self.uid : null;
  const items = useMemo(() => chatItems(lines, pending, selfUid), [lines, pending, selfUid]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const followedTo = useRef(0);
  const fromBottom = useRef<number | null>(null);
  const [unseen, setUnseen] = useState(false);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 60,
    overscan: 6,
    getItemKey: (index) => items[index]?.key ?? index,
  });

  const loadOlder = useCallback(() => {
    const element = scrollRef.current;
    if (element === null || history !== 'idle') return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    room.send({ type: 'room.loadOlder' });
  }, [history, room]);

  // Follows the bottom once a frame, after layout (when reading scrollHeight forces nothing), whenever
  // the rows' height changes: a new line or a row measured. Not the virtualiser's scrollToIndex, whose
  // reconcile loop forced about two layouts a frame in a flooded room (issue #27).
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const rows = rowsRef.current;
    if (element === null || rows === null) return;
    const follow = new ResizeObserver(() => {
      if (atBottom.current && fromBottom.current === null) {
        element.scrollTop = element.scrollHeight;
        followedTo.current = element.scrollTop;
      }
    });
    follow.observe(rows);
    return () => follow.disconnect();
  }, []);

  const lastKey = items.at(-1)?.key;
  const shownLastKey = useRef(lastKey);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    // Only a new newest row is news: not an older page, nor the history starting to load.
    const newLine = lastKey !== shownLastKey.current;
    shownLastKey.current = lastKey;
    if (element === null || items.length === 0) return;
    if (fromBottom.current !== null && history !== 'loading') {
      // An older page arrived above: keep the same line under the reader's eyes.
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
      return;
    }
    if (newLine && !atBottom.current) setUnseen(true);
  }, [lastKey, items.length, history]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (element === null) return;
    // Lines that arrive before the scroll event of the last follow do not count as the reader leaving.
    const followed = atBottom.current && element.scrollTop >= followedTo.current;
    atBottom.current =
      followed || element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_EDGE_PX;
    if (atBottom.current) setUnseen(false);
    if (element.scrollTop < NEAR_EDGE_PX && lines.length > 0) loadOlder();
  };

  const jumpToNewest = () => {
    atBottom.current = true;
    setUnseen(false);
    const element = scrollRef.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  };

  return (
    <div className="chat-body">
      <div
        ref={scrollRef}
        className="chat-scroll"
        role="log"
        aria-label={t('chat.messagesLabel')}
        data-line-count={lines.length}
        onScroll={onScroll}
      >
        <div ref={rowsRef} className="chat-rows" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (item === undefined) return null;
            return (
              <div
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                className="chat-row-slot"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <ChatRow item={item} />
              </div>
            );
          })}
        </div>
      </div>
      <HistoryEdge
        status={history}
        hasLines={lines.length > 0}
        onRetry={() => room.send({ type: 'room.loadOlder' })}
      />
      {items.length === 0 && history !== 'loading' && history !== 'failed' && (
        <p className="chat-empty">{t('chat.empty')}</p>
      )}
      {unseen && (
        <button type="button" className="chat-unseen" onClick={jumpToNewest}>
          {t('chat.newMessages')} ↓
        </button>
      )}
    </div>
  );
}

function HistoryEdge({
  status,
  hasLines,
  onRetry,
}: {
  status: string;
  hasLines: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'loading' && !hasLines) {
    return (
      <div className="chat-skeletons" role="status" aria-label={t('chat.loadingHistory')}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="chat-skeleton" />
        ))}
      </div>
    );
  }
  if (status === 'loading') return <p className="chat-edge">{t('chat.loadingOlder')}</p>;
  if (status === 'failed') {
    return (
      <p className="chat-edge chat-edge-error" role="alert">
        {t('chat.historyFailed')}
        <button type="button" className="chat-link-button" onClick={onRetry}>
          {t('chat.retry')}
        </button>
      </p>
    );
  }
  if (status === 'exhausted' && hasLines) return <p className="chat-edge">{t('chat.noOlder')}</p>;
  return null;
}

/** The same row: `chatItems` makes new item objects every frame, around the same line or entry. */
const sameRow = (a: { item: ChatItem }, b: { item: ChatItem }): boolean => {
  const [x, y] = [a.item, b.item];
  if (x.kind === 'line' && y.kind === 'line') return x.line === y.line && x.own === y.own;
  if (x.kind === 'pending' && y.kind === 'pending') return x.entry === y.entry;
  return false;
};

/**
 * Server and member text is rendered as text only (React escapes it); never as HTML. Memoised: in a
 * flooded room a frame adds a few lines, and the rows already shown (with their formatted Beijing
 * time) are not rendered again.
 */
const ChatRow = memo(function ChatRow({ item }: { item: ChatItem }) {
  const { t } = useTranslation();
  if (item.kind === 'pending') {
    return (
      <div className="chat-msg chat-msg-own is-pending" data-own="true">
        <div className="chat-msg-meta">
          <span className="chat-msg-name">{t('chat.you')}</span>
          <span className="chat-msg-time">{t('chat.sending')}</span>
        </div>
        <p className="chat-bubble">{item.entry.msg}</p>
      </div>
    );
  }
  const { line, own } = item;
  if (line.system) {
    return (
      <p className="chat-system">
        <span className="chat-system-tag">{t('chat.systemName')}</span>
        {line.msg}
      </p>
    );
  }
  return (
    <div className={`chat-msg${own ? ' chat-msg-own' : ''}`} data-own={own ? 'true' : undefined}>
      <div className="chat-msg-meta">
        <span className="chat-msg-name">{line.nickName}</span>
        {line.vipLevel !== undefined && line.vipLevel > 0 && (
          <span className="chat-vip">VIP{line.vipLevel}</span>
        )}
        <time className="chat-msg-time" dateTime={new Date(line.time).toISOString()}>
          {formatChatTime(line.time)}
        </time>
      </div>
      <p className="chat-bubble">{line.msg}</p>
    </div>
  );
}, sameRow);
