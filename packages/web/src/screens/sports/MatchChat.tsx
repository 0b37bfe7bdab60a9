import type { ChatLinkActor, ChatRoomActor, ChatService } from '@jinli/core';
import type { MatchInfo } from '@jinli/core/rules';
import { isInPlay, matchRoomId, scorePushTiming } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useLazy } from '../../app/useLazy.ts';
import { useReadable } from '../../app/useReadable.ts';
import { ChatPanel } from '../../chat/ChatPanel.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import '../../chat/chat.css';

/** The room's latest score push (SPEC §9 10014): score and period, as the match list shows them. */
function ScoreStrip({ room, match }: { room: ChatRoomActor; match: MatchInfo }) {
  const text = useServerText();
  const score = useSelector(room, (s) => s.context.score);
  if (score === null) return null;
  // Football's clock or another sport's period code, read in core.
  const timing = scorePushTiming(score, match.sport);
  return (
    <div className="match-chat-score" role="status" data-testid="match-chat-score">
      <span className="match-chat-team">{text(match.team_h)}</span>
      <strong>
        {score.sc_FT_H} - {score.sc_FT_C}
      </strong>
      <span className="match-chat-team">{text(match.team_c)}</span>
      {timing.period !== '' && <span className="match-chat-period">{text(timing.period)}</span>}
    </div>
  );
}

/**
 * The chat room of one in-play match, joined on the page's chat connection while this is mounted:
 * choosing another match or leaving the page leaves the room.
 */
function MatchRoom({ match }: { match: MatchInfo }) {
  // Chat's code loads when the first room opens (issue #16).
  const chat = useLazy(useServices().Engine.chat, { load: true });
  return chat === null ? null : <JoinedRoom chat={chat} match={match} />;
}

function JoinedRoom({ chat, match }: { chat: ChatService; match: MatchInfo }) {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useServices().Sports;
  const [actors, setActors] = useState<{ link: ChatLinkActor; room: ChatRoomActor } | null>(null);
  useEffect(() => {
    const joined = chat.join(matchRoomId(match.gameId));
    setActors(joined);
    return () => chat.leave(joined.room);
  }, [chat, match.gameId]);
  if (actors === null || actors.room.getSnapshot().context.rid !== matchRoomId(match.gameId)) return null;
  return (
    <ChatPanel
      key={match.gameId}
      className="match-chat-panel"
      link={actors.link}
      room={actors.room}
      title={`${text(match.team_h)} vs ${text(match.team_c)}`}
      closeLabel={t('sports.matchChat.leave')}
      onClose={() => store.closeMatchChat()}
    >
      <ScoreStrip room={actors.room} match={match} />
    </ChatPanel>
  );
}

/** The 聊天 tab: the chosen in-play match's room, or the in-play matches to choose from. */
export function MatchChat() {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useServices().Sports;
  const { chatMatch, board, sport } = useReadable(store);
  const matches = board.data?.matches;
  const inPlay = useMemo(
    () => (matches ?? []).filter((m) => isInPlay(m) && m.team_c !== '' && m.sport === sport),
    [matches, sport],
  );
  const chosen = chatMatch === null ? undefined : matches?.find((m) => m.gameId === chatMatch);
  if (chosen !== undefined) return <MatchRoom match={chosen} />;
  return (
    <aside className="slip match-chat-pick" aria-label={t('sports.matchChat.pickTitle')}>
      <h2>{t('sports.matchChat.pickTitle')}</h2>
      <p className="match-chat-hint">{t('sports.matchChat.pickHint')}</p>
      {board.status !== 'ready' ? (
        <div className="match-chat-skeleton" role="status" aria-busy="true" />
      ) : inPlay.length === 0 ? (
        <p className="match-chat-none">{t('sports.matchChat.none')}</p>
      ) : (
        <ul className="match-chat-list">
          {inPlay.slice(0, 8).map((m) => (
            <li key={m.gameId}>
              <button type="button" onClick={() => store.openMatchChat(m.gameId)}>
                <span>{text(m.team_h)}</span>
                <span className="match-chat-vs">vs</span>
                <span>{text(m.team_c)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
