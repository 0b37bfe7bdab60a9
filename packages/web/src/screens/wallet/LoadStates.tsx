import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';

/** A load that failed: the server's message and 重试. `card` frames it as a page card of its own. */
export function LoadFailed(props: { message: string; onRetry: () => void; card?: boolean }) {
  const { t } = useTranslation();
  const text = useServerText();
  return (
    <div className={props.card ? 'wallet-card wallet-empty' : 'wallet-empty'} role="alert">
      <p>{text(props.message)}</p>
      <button type="button" className="btn btn-outline" onClick={props.onRetry}>
        {t('wallet.retry')}
      </button>
    </div>
  );
}

const ROWS = ['a', 'b', 'c', 'd', 'e'];

/** A form card still loading: grey rows in place of its fields. */
export function FormSkeleton({ rows }: { rows: number }) {
  return (
    <div className="wallet-card wallet-form" aria-busy="true">
      {ROWS.slice(0, rows).map((id) => (
        <div key={id} className="wallet-skeleton wallet-skeleton-row" />
      ))}
    </div>
  );
}
