import type { Loadable } from '@jinli/core';
import { pageCount } from '@jinli/core/rules';
import type { ReactNode } from 'react';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import './member.css';

/** The heading every member page starts with (same grid and type as the wallet pages). */
export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="member-head">
      <h1>{title}</h1>
      {children !== undefined && <div className="member-head-actions">{children}</div>}
    </header>
  );
}

/**
 * Loading, failure and empty states around server data. Skeleton rows hold the space while the
 * first answer is on its way; a later refresh keeps what is shown.
 */
export function LoadView<T>(props: {
  value: Loadable<T>;
  onRetry: () => void;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const text = useServerText();
  const { value } = props;
  if (value.data === null) {
    if (value.status === 'error') {
      return (
        <div className="member-card member-state" role="alert">
          <p>{text(value.errorMessage)}</p>
          <button type="button" className="btn btn-outline" onClick={props.onRetry}>
            {t('member.retry')}
          </button>
        </div>
      );
    }
    return (
      <div className="member-card member-skeletons" aria-busy="true">
        <span className="visually-hidden">{t('member.loading')}</span>
        {Array.from({ length: props.rows ?? 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows.
          <div key={i} className="skeleton member-skeleton-row" />
        ))}
      </div>
    );
  }
  if (props.isEmpty?.(value.data)) {
    return <div className="member-card member-state member-empty">{props.empty ?? t('member.empty')}</div>;
  }
  return (
    <>
      {value.status === 'error' && (
        <p className="member-inline-error" role="alert">
          {text(value.errorMessage)}
        </p>
      )}
      {props.children(value.data)}
    </>
  );
}

export function Pager(props: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(props.total, props.pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="member-pager" aria-label={t('member.pageOf', { page: props.page, pages })}>
      <button
        type="button"
        className="btn btn-outline btn-small"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('member.prev')}
      </button>
      <span className="num">{t('member.pageOf', { page: props.page, pages })}</span>
      <button
        type="button"
        className="btn btn-outline btn-small"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('member.next')}
      </button>
    </nav>
  );
}

/** A horizontal progress bar, 0..100 (string percent from core). */
export function ProgressMeter({ percent, label }: { percent: string; label: string }) {
  const value = Math.min(100, Math.max(0, Number(percent)));
  return (
    <div
      className="member-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <span style={{ width: `${value}%` }} />
    </div>
  );
}
