import { formatMoney } from '@jinli/core/rules';
import { useEffect, useRef } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';

/**
 * Issue #30: an open bet's 提前结算 offer. The amount follows the live prices (flashing up or down like
 * an odds cell); a click opens a confirm step with the amount; then the result. No quote: 暂停提前结算
 * with the reason. Core's `sports.cashOut` owns the intent (one request id per confirm).
 */
export function CashOutBox({ ticketId, settled = false }: { ticketId: string; settled?: boolean }) {
  const { t } = useTranslation();
  const text = useServerText();
  const sports = useServices().Sports;
  const cashOut = sports.cashOut;
  const entry = useReadable(cashOut).entries[ticketId];
  const confirmRef = useRef<HTMLButtonElement>(null);
  const offerRef = useRef<HTMLButtonElement>(null);
  const step = entry?.step ?? 'idle';
  const wasConfirm = useRef(false);
  useEffect(() => {
    // Keyboard: the confirm button takes focus when the step opens; cancelling returns it to the offer.
    if (step === 'confirm') confirmRef.current?.focus();
    else if (wasConfirm.current && step === 'idle') offerRef.current?.focus();
    wasConfirm.current = step === 'confirm';
  }, [step]);

  const offer = entry?.offer ?? null;
  const message = entry?.message ?? null;
  const busy = step === 'sending' || step === 'checking';
  const note =
    message === null ? null : (
      <p
        className={`cash-out-note${step === 'failed' ? ' is-error' : ''}`}
        role={step === 'failed' ? 'alert' : 'status'}
      >
        {text(message)}
      </p>
    );

  // The record already says 已提前结算: only what the cash out ended with is added (a checked outcome).
  if (settled)
    return step === 'done' && message !== null ? (
      <p className="cash-out-note" role="status">
        {text(message)}
      </p>
    ) : null;

  if (step === 'done')
    return (
      <div className="cash-out" data-cash-out="done">
        <p className="cash-out-done" role="status">
          {t('sports.cashOut.done', { amount: formatMoney(entry?.paid ?? '0') })}
          {message !== null && <span> · {text(message)}</span>}
        </p>
      </div>
    );

  if (step === 'confirm' && entry?.confirmQuote)
    return (
      <div className="cash-out cash-out-confirm" data-cash-out="confirm">
        {note}
        <p className="cash-out-question">
          {t('sports.cashOut.confirmQuestion')}
          <strong className="num">{formatMoney(entry.confirmQuote.amount)}</strong>
        </p>
        <div className="cash-out-actions">
          <button type="button" className="records-chip" onClick={() => cashOut.cancel(ticketId)}>
            {t('sports.cashOut.cancel')}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className="cash-out-button"
            onClick={() => void cashOut.cashOut(ticketId)}
          >
            {t('sports.cashOut.confirm')}
          </button>
        </div>
      </div>
    );

  if (busy || entry?.retryable)
    return (
      <div className="cash-out" data-cash-out={step}>
        {note}
        <button
          type="button"
          className="cash-out-button"
          disabled={busy}
          onClick={() => void cashOut.cashOut(ticketId)}
        >
          {busy ? t('sports.cashOut.sending') : t('sports.cashOut.retry')}
        </button>
      </div>
    );

  if (offer === null)
    return (
      <div className="cash-out" data-cash-out="loading">
        <button type="button" className="cash-out-button" disabled>
          {t('sports.cashOut.loading')}
        </button>
      </div>
    );

  if (offer.quoteId === '')
    return (
      <div className="cash-out" data-cash-out="suspended">
        {step === 'failed' && message !== null && message !== offer.reason && note}
        <p className="cash-out-suspended">
          <strong>{t('sports.cashOut.suspended')}</strong>
          {offer.reason !== '' && <span>{text(offer.reason)}</span>}
        </p>
      </div>
    );

  return (
    <div className="cash-out" data-cash-out="offer">
      {note}
      <button
        ref={offerRef}
        type="button"
        className="cash-out-button"
        aria-label={t('sports.cashOut.offerLabel', { amount: formatMoney(offer.amount) })}
        onClick={() => cashOut.ask(ticketId)}
      >
        <span>{t('sports.cashOut.offer')}</span>
        <span
          key={offer.amount}
          className={`cash-out-amount num${entry?.trend ? ` cash-out-${entry.trend}` : ''}`}
          data-amount={offer.amount}
          data-move={entry?.trend ?? undefined}
        >
          {formatMoney(offer.amount)}
        </span>
      </button>
    </div>
  );
}
