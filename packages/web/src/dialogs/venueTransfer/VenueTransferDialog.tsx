import { selectTransferBusy, selectTransferLoadingBalance, venueTransferMachine } from '@jinli/core/machines';
import { formatBalance } from '@jinli/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';
import { useReadable } from '../../app/useReadable.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { MoneyAmountField } from '../../components/MoneyAmountField.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import type { TransferRequest } from '../../screens/games/gameLauncher.ts';
import './venueTransfer.css';

/** The venue's Chinese name from the lobbies already loaded; its code until one is. */
function useVenueName(enName: string): string {
  const games = useService(Tokens.Games);
  const { venues } = useReadable(games);
  for (const slot of Object.values(venues)) {
    const venue = slot?.data?.find((v) => v.enName === enName);
    if (venue) return venue.name;
  }
  return enName;
}

export function VenueTransferDialog({ request }: { request: TransferRequest }) {
  const { t } = useTranslation();
  const text = useServerText();
  const launcher = useService(Tokens.GameLauncher);
  const ui = useService(Tokens.UiStore);
  const venueName = useVenueName(request.enName);
  const actor = useActorRef(venueTransferMachine().provide({ actors: launcher.transferDeps.actors }), {
    input: {
      enName: request.enName,
      gameCode: request.gameCode,
      isActivity: 1,
      message: request.message,
      newRequestId: launcher.transferDeps.newRequestId,
    },
  });
  const amount = useSelector(actor, (s) => s.context.amount);
  const center = useSelector(actor, (s) => s.context.center);
  const error = useSelector(actor, (s) => s.context.error);
  const message = useSelector(actor, (s) => s.context.message);
  const variant = useSelector(actor, (s) => s.context.variant);
  const busy = useSelector(actor, selectTransferBusy);
  const loadingBalance = useSelector(actor, selectTransferLoadingBalance);

  useEffect(() => {
    const sub = actor.on('transfer.succeeded', (event) => {
      ui.toast(t('venueTransfer.success'), 'success');
      launcher.afterTransfer({
        enName: event.enName,
        gameCode: event.gameCode,
        isActivity: event.isActivity,
      });
    });
    return () => sub.unsubscribe();
  }, [actor, launcher, ui, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'transfer.submit' });
  };

  return (
    <Dialog
      title={variant === 'activity' ? t('venueTransfer.activityTitle') : t('venueTransfer.title')}
      onClose={() => launcher.closeTransfer()}
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
                  onClick={() => actor.send({ type: 'transfer.reloadBalance' })}
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
          onChange={(value) => actor.send({ type: 'transfer.amount', value })}
          onAll={() => actor.send({ type: 'transfer.all' })}
          allDisabled={busy || center === null}
        />
        <button type="submit" className="btn btn-primary vt-submit" disabled={busy || loadingBalance}>
          {busy ? t('venueTransfer.submitting') : t('venueTransfer.submit')}
        </button>
      </form>
    </Dialog>
  );
}
