import type { FeedbackDetail, FeedbackSummary } from '@jinli/core/contract';
import { FEEDBACK_PAGE_SIZE, formatBeijingDateTime, isSafeUrl } from '@jinli/core/rules';
import { useEffect } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link } from '../../routes/routing.tsx';
import { LoadView, PageHead, Pager } from './parts.tsx';
import { useMemberCentre } from './useMemberCentre.ts';
import './feedback.css';

/** /mine/feedbackList: my feedback with reply state; open one to read the replies (marks them read). */
export function FeedbackListScreen() {
  const { t } = useTranslation();
  const text = useServerText();
  usePageTitle('反馈记录');
  const ui = useServices().UiStore;
  const centre = useMemberCentre();
  const { feedback } = centre;
  const list = useReadable(centre, (s) => s.feedback.list);
  const openId = useReadable(centre, (s) => s.feedback.openId);
  const deleting = useReadable(centre, (s) => s.feedback.deleting);
  const listError = useReadable(centre, (s) => s.feedback.listError);
  useEffect(() => {
    void feedback.loadList(1);
  }, [feedback]);
  const confirmDelete = (id: string) =>
    ui.openTips({
      message: t('member.feedback.confirmDelete'),
      showCancel: true,
      onSure: () => void feedback.remove(id),
    });
  return (
    <div className="member-page">
      <PageHead title={t('member.feedback.listTitle')}>
        <Link to="/mine/feedback" className="btn btn-primary btn-small">
          {t('member.feedback.newFeedback')}
        </Link>
      </PageHead>
      {listError !== null && (
        <p className="member-inline-error" role="alert">
          {text(listError)}
        </p>
      )}
      <LoadView
        value={list}
        onRetry={() => void feedback.loadList()}
        isEmpty={(d) => d.list.length === 0}
        empty={t('member.feedback.empty')}
        rows={4}
      >
        {(page) => (
          <section className="member-card feedback-list-card">
            <ul className="feedback-list">
              {page.list.map((item) => (
                <FeedbackRow
                  key={item.id}
                  item={item}
                  open={openId === String(item.id)}
                  deleting={deleting === String(item.id)}
                  onOpen={() => void feedback.open(openId === String(item.id) ? null : String(item.id))}
                  onDelete={() => confirmDelete(String(item.id))}
                />
              ))}
            </ul>
            <Pager
              page={page.pageNum}
              total={page.total}
              pageSize={FEEDBACK_PAGE_SIZE}
              onPage={(n) => void feedback.loadList(n)}
            />
          </section>
        )}
      </LoadView>
    </div>
  );
}

function FeedbackRow(props: {
  item: FeedbackSummary;
  open: boolean;
  deleting: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const text = useServerText();
  const { item } = props;
  const detailId = `feedback-detail-${item.id}`;
  return (
    <li className={`feedback-row ${props.open ? 'is-open' : ''}`}>
      <button
        type="button"
        className="feedback-row-head"
        aria-expanded={props.open}
        aria-controls={detailId}
        onClick={props.onOpen}
      >
        <span className="feedback-row-type">
          {t(`member.feedback.types.${item.type}`, { defaultValue: '' })}
        </span>
        <span className="feedback-row-text">{text(item.content)}</span>
        <span className={`feedback-state ${item.unread ? 'is-new' : item.replied ? 'is-replied' : ''}`}>
          {item.unread
            ? t('member.feedback.newReply')
            : item.replied
              ? t('member.feedback.replied')
              : t('member.feedback.waiting')}
        </span>
        <time className="num member-muted">{formatBeijingDateTime(item.createTime)}</time>
      </button>
      {props.open && (
        <div id={detailId} className="feedback-detail">
          <FeedbackDetailView />
          <div className="message-body-actions">
            <button
              type="button"
              className="btn btn-outline btn-small"
              disabled={props.deleting}
              onClick={props.onDelete}
            >
              {t('member.feedback.delete')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

function FeedbackDetailView() {
  const centre = useMemberCentre();
  const { feedback } = centre;
  const detail = useReadable(centre, (s) => s.feedback.detail);
  const openId = useReadable(centre, (s) => s.feedback.openId);
  return (
    <LoadView value={detail} onRetry={() => void feedback.open(openId)} rows={2}>
      {(data) => <DetailBody data={data} />}
    </LoadView>
  );
}

function DetailBody({ data }: { data: FeedbackDetail }) {
  const { t } = useTranslation();
  const text = useServerText();
  const images = data.images.filter((url) => isSafeUrl(url));
  return (
    <div className="feedback-detail-body">
      <h3>{t('member.feedback.myContent')}</h3>
      <p className="feedback-detail-text">{text(data.content)}</p>
      {data.betOrderNo !== null && (
        <p className="member-muted">{t('member.feedback.relatedBet', { no: data.betOrderNo })}</p>
      )}
      {images.length > 0 && (
        <ul className="feedback-images" aria-label={t('member.feedback.attachments')}>
          {images.map((url) => (
            <li key={url} className="feedback-image is-done">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img src={url} alt={t('member.feedback.attachments')} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('member.feedback.replies')}</h3>
      {data.replies.length === 0 ? (
        <p className="member-muted">{t('member.feedback.noReply')}</p>
      ) : (
        <ol className="feedback-replies">
          {data.replies.map((reply) => (
            <li key={reply.createTime}>
              <SafeHtml html={text(reply.content)} className="rich-text" />
              <time className="num member-muted">{formatBeijingDateTime(reply.createTime)}</time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
