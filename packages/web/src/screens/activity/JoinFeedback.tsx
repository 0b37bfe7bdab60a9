import type { ActivitySession } from '@jinli/core';
import { selectJoinBusy, selectJoinError, selectJoinResult, selectJoinTerms } from '@jinli/core/machines';
import { formatMoney } from '@jinli/core/rules';
import { useSelector } from '@xstate/react';
import { Dialog } from '../../components/Dialog.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';

/** The join's answer (server text), its refusal, and the deposit-bonus terms to confirm. */
export function JoinFeedback({ session }: { session: ActivitySession }) {
  const { t } = useTranslation();
  const text = useServerText();
  const result = useSelector(session.join, selectJoinResult);
  const error = useSelector(session.join, selectJoinError);
  const terms = useSelector(session.join, selectJoinTerms);
  const busy = useSelector(session.join, selectJoinBusy);
  return (
    <>
      <div className="activity-feedback" aria-live="polite">
        {result && (
          <p className="activity-result" role="status" data-testid="join-result">
            {text(result.message)}
          </p>
        )}
        {error && (
          <p className="activity-error" role="alert">
            {text(error)}
          </p>
        )}
      </div>
      {terms && (
        <Dialog
          title={t('activity.deposit.confirmTitle')}
          onClose={session.cancel}
          footer={
            <>
              <button type="button" className="btn btn-outline" onClick={session.cancel}>
                {t('common.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={session.accept}>
                {t('activity.deposit.confirm')}
              </button>
            </>
          }
        >
          <dl className="activity-terms">
            <dt>{t('activity.deposit.confirmDeposit')}</dt>
            <dd className="num">{formatMoney(terms.depositAmount)}</dd>
            <dt>{t('activity.deposit.confirmBonus')}</dt>
            <dd className="num activity-money">{formatMoney(terms.bonus)}</dd>
            <dt>{t('activity.deposit.confirmTurnover')}</dt>
            <dd className="num">{formatMoney(terms.requiredTurnover)}</dd>
          </dl>
          <ul className="activity-terms-notes">
            {terms.notes.map((note) => (
              <li key={note}>{text(note)}</li>
            ))}
          </ul>
        </Dialog>
      )}
    </>
  );
}
