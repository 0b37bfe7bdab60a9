import type { Letter } from '@jinli/core/contract';
import { formatBeijingDateTime, LETTER_PAGE_SIZE, LETTER_TYPES } from '@jinli/core/rules';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { Badge } from '../../components/Badge.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { LoadView, PageHead, Pager } from './parts.tsx';
import { useMemberCentre } from './useMemberCentre.ts';
import './message.css';

/** /mine/message: letters by type with unread badges; open to read, select to delete, read all. */
export function MessageScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('站内信');
  const ui = useServices().UiStore;
  const centre = useMemberCentre();
  const { inbox } = centre;
  const state = useReadable(centre, (m) => m.inbox);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { tab, letters, totals, busy, openId } = state;

  useEffect(() => {
    void inbox.selectTab(centre.getSnapshot().inbox.tab);
    void inbox.refresh();
  }, [inbox, centre]);
  // A new tab or page starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on tab/page change only.
  useEffect(() => setSelected(new Set()), [tab, letters.data?.pageNum]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const confirmDelete = (ids: readonly string[]) =>
    ui.openTips({
      message: t('member.message.confirmDelete'),
      showCancel: true,
      onSure: () => {
        setSelected(new Set());
        void inbox.remove(ids);
      },
    });

  return (
    <div className="member-page">
      <PageHead title={t('member.message.title')}>
        <button
          type="button"
          className="btn btn-outline btn-small"
          disabled={busy || totals.byType[tab] === 0}
          onClick={() => void inbox.readAll()}
        >
          {t('member.message.readAll')}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-small"
          disabled={busy || selected.size === 0}
          onClick={() => confirmDelete([...selected])}
        >
          {t('member.message.deleteSelected')}
          {selected.size > 0 && ` (${selected.size})`}
        </button>
      </PageHead>
      <div className="tabs message-tabs" role="tablist" aria-label={t('member.message.title')}>
        {LETTER_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={tab === type}
            className={`tab ${tab === type ? 'is-active' : ''}`}
            onClick={() => void inbox.selectTab(type)}
          >
            {t(`member.message.tabs.${type}`)}
            <Badge count={totals.byType[type]} />
          </button>
        ))}
      </div>
      {state.actionError !== null && (
        <p className="member-inline-error" role="alert">
          {text(state.actionError)}
        </p>
      )}
      <LoadView
        value={letters}
        onRetry={() => void inbox.loadPage(letters.data?.pageNum ?? 1)}
        isEmpty={(d) => d.list.length === 0}
        empty={t('member.message.empty')}
        rows={5}
      >
        {(page) => (
          <section className="member-card message-list-card">
            <ul className="message-list">
              {page.list.map((letter) => (
                <LetterRow
                  key={letter.id}
                  letter={letter}
                  open={openId === String(letter.id)}
                  selected={selected.has(String(letter.id))}
                  busy={busy}
                  onToggle={() => toggle(String(letter.id))}
                  onOpen={() => void inbox.open(openId === String(letter.id) ? null : String(letter.id))}
                  onDelete={() => confirmDelete([String(letter.id)])}
                />
              ))}
            </ul>
            <Pager
              page={page.pageNum}
              total={page.total}
              pageSize={LETTER_PAGE_SIZE}
              onPage={(n) => void inbox.loadPage(n)}
            />
          </section>
        )}
      </LoadView>
    </div>
  );
}

function LetterRow(props: {
  letter: Letter;
  open: boolean;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const text = useServerText();
  const { letter } = props;
  const bodyId = `letter-body-${letter.id}`;
  return (
    <li className={`message-row ${letter.isRead ? '' : 'is-unread'} ${props.open ? 'is-open' : ''}`}>
      <div className="message-row-head">
        <input
          type="checkbox"
          checked={props.selected}
          onChange={props.onToggle}
          aria-label={`${t('member.message.select')} ${text(letter.title)}`}
        />
        <button
          type="button"
          className="message-title"
          aria-expanded={props.open}
          aria-controls={bodyId}
          onClick={props.onOpen}
        >
          {!letter.isRead && (
            <span className="message-dot">
              <span className="visually-hidden">{t('member.message.unreadMark')}</span>
            </span>
          )}
          <span className="message-title-text">{text(letter.title)}</span>
          <time className="num member-muted">{formatBeijingDateTime(letter.createTime)}</time>
        </button>
      </div>
      {props.open && (
        <div id={bodyId} className="message-body">
          <SafeHtml html={text(letter.content)} className="rich-text" />
          <div className="message-body-actions">
            <button
              type="button"
              className="btn btn-outline btn-small"
              disabled={props.busy}
              onClick={props.onDelete}
            >
              {t('member.message.delete')}
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={props.onOpen}>
              {t('member.message.close')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
