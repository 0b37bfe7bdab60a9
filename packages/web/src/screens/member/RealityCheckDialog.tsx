import { formatBalance, splitDuration } from '@jinli/core/rules';
import { useReadable } from '../../app/useReadable.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { useNavigate } from '../../routes/routing.tsx';
import { useMemberCentre } from './useMemberCentre.ts';
import './member.css';

/** Player protection: the periodic reality check (core protection/realityCheck.ts) as a dialog. */
export function RealityCheckDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const centre = useMemberCentre();
  const { reality } = centre;
  const state = useReadable(centre, (m) => m.reality);
  if (!state.due) return null;
  // (Mounted by RealityCheck.tsx only while a check is due; the guard keeps it right on its own.)
  const { hours, minutes } = splitDuration(state.elapsedMs);
  const go = (to: string) => {
    reality.dismiss();
    void navigate({ to });
  };
  const today = state.today;
  const net = today.data?.winLoss ?? null;
  return (
    <Dialog
      title={t('member.reality.title')}
      closable={false}
      onClose={() => reality.dismiss()}
      width={440}
      className="reality-dialog"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => go('/mine/limits')}>
            {t('member.reality.limits')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => go('/mine/betRecord')}>
            {t('member.reality.records')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => reality.dismiss()}>
            {t('member.reality.keepPlaying')}
          </button>
        </>
      }
    >
      <p className="reality-elapsed">
        {hours > 0
          ? t('member.reality.elapsed', { hours, minutes })
          : t('member.reality.elapsedMinutes', { minutes })}
      </p>
      {today.data !== null ? (
        <dl className="reality-facts">
          <div>
            <dt>{t('member.reality.today')}</dt>
            <dd className="num">
              {t('member.reality.bets', {
                count: today.data.count,
                amount: formatBalance(today.data.betAmount),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('member.reality.net')}</dt>
            <dd className={`num ${netClass(net)}`}>{formatNet(net)}</dd>
          </div>
        </dl>
      ) : (
        <p className="member-muted">
          {today.status === 'error' ? t('member.reality.failed') : t('member.reality.loading')}
        </p>
      )}
      <p className="member-muted">{t('member.reality.hint')}</p>
    </Dialog>
  );
}

const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);
const netClass = (net: string | null) =>
  net === null || isZero(net) ? '' : net.startsWith('-') ? 'money-down' : 'money-up';
/** '+¥120.00', '-¥35.50', '¥0.00': the sign says won or lost. */
function formatNet(net: string | null): string {
  if (net === null) return '—';
  const amount = `¥${formatBalance(net.replace(/^-/, ''))}`;
  if (isZero(net)) return amount;
  return `${net.startsWith('-') ? '-' : '+'}${amount}`;
}
