import { formatBalance } from '@jinli/core/rules';
import type { FormEvent } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { MoneyAmountField } from '../../components/MoneyAmountField.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import './venueTransfer.css';

/** The venue's Chinese name from the lobbies already loaded; its code until one is. */
function useVenueName(enName: string): string {
  const games = useServices().Games;
  const { venues } = useReadable(games);
  for (const slot of Object.values(venues)) {
    const venue = slot?.data?.find((v) => v.enName === enName);
    if (venue) return venue.name;
  }
  return enName;
}

/** The venue transfer form of core's play journey (engine.games.journey): it renders and sends events. */
export function VenueTransferDialog() {
  const { t } = useTranslation();
  const text = useServerText();
  const games = useServices().Games;
  const { journey } = games;
  const form = useReadable(journey, (view) => view.transfer);
  const venueName = useVenueName(form?.venue ?? '');
  if (form === null) return null;
  const { amount, center, error, message, variant, busy, loadingBalance } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    journey.send({ type: 'transfer.submit' });
  };

  return (
    <Dialog
      title={variant === 'activity' ? t('venueTransfer.activityTitle') : t('venueTransfer.title')}
      onClose={() => journey.send({ type: 'play.dismiss' })}
      closable={!busy}
      width={440}
      className="venue-transfer"
    >
      <form className="vt-form" onSubmit={submit} noValidate>
        {message && (
          <p className={`vt-message ${variant === 'activity' ? 'vt-message-activity' : ''}`} role="status">
            {text(message)}
          </p>
        )}
        <dl className="vt-facts">
          <div>
            <dt>{t('venueTransfer.venue')}</dt>
            <dd>{text(venueName)}</dd>
          </div>
          <div>
            <dt>{t('venueTransfer.center')}</dt>
            <dd className="num" data-testid="vt-center">
              {loadingBalance ? (
                <span className="vt-skeleton">
                  <span className="visually-hidden">{t('common.loading')}</span>
                </span>
              ) : center === null ? (
                <button
                  type="button"
                  className="vt-link"
                  onClick={() => journey.send({ type: 'transfer.reloadBalance' })}
                >
                  {t('venueTransfer.reload')}
                </button>
              ) : (
                `¥ ${formatBalance(center)}`
              )}
            </dd>
          </div>
        </dl>
        <MoneyAmountField
          label={t('venueTransfer.amount')}
          placeholder={t('venueTransfer.amountPlaceholder')}
          value={amount}
          disabled={busy}
          error={error ? text(error) : ''}
          onChange={(value) => journey.send({ type: 'transfer.amount', value })}
          onAll={() => journey.send({ type: 'transfer.all' })}
          allDisabled={busy || center === null}
        />
        <button type="submit" className="btn btn-primary vt-submit" disabled={busy || loadingBalance}>
          {busy ? t('venueTransfer.submitting') : t('venueTransfer.submit')}
        </button>
      </form>
    </Dialog>
  );
}
