import type { ActivityConfigOf } from '@jinli/core/contract';
import { formatBeijingDate, formatMoney, invitationLink } from '@jinli/core/rules';
import { useServices } from '../../../app/ServicesProvider.tsx';
import { QrCode } from '../../../components/QrCode.tsx';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import type { PanelProps } from '../ActivityScreen.tsx';

/** friendInvitation: the member's link with their icode, its QR code, copy buttons and the invited list. */
export function InvitationPanel({
  config,
  verification,
}: PanelProps & { config: ActivityConfigOf<'friendInvitation'> }) {
  const { t } = useTranslation();
  const ui = useServices().UiStore;
  const progress = verification?.progress.type === 'friendInvitation' ? verification.progress : null;
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      ui.toast(t('activity.invite.copied'), 'success');
    } catch {
      ui.toast(t('activity.invite.copyFailed'), 'error');
    }
  };
  const intro = t('activity.invite.intro', { deposit: config.friendDeposit, reward: config.perFriend });
  if (progress === null)
    return (
      <section className="activity-card" aria-labelledby="invite-title">
        <h2 id="invite-title">{t('activity.invite.title')}</h2>
        <p>{intro}</p>
      </section>
    );
  const link = invitationLink(window.location.origin, progress.icode);
  const qualified = progress.invited.filter((friend) => friend.qualified).length;
  return (
    <>
      <section className="activity-card invite-share" aria-labelledby="invite-title">
        <div className="invite-text">
          <h2 id="invite-title">{t('activity.invite.title')}</h2>
          <p>{intro}</p>
          <p className="activity-label">{t('activity.invite.myLink')}</p>
          <div className="invite-copy">
            <output className="invite-value" data-testid="invite-link">
              {link}
            </output>
            <button type="button" className="btn btn-primary btn-small" onClick={() => void copy(link)}>
              {t('activity.invite.copyLink')}
            </button>
          </div>
          <p className="activity-label">{t('activity.invite.myCode')}</p>
          <div className="invite-copy">
            <output className="invite-value num" data-testid="invite-code">
              {progress.icode}
            </output>
            <button
              type="button"
              className="btn btn-outline btn-small"
              onClick={() => void copy(progress.icode)}
            >
              {t('activity.invite.copyCode')}
            </button>
          </div>
        </div>
        <figure className="invite-qr">
          <QrCode value={link} label={t('activity.invite.qrLabel')} />
          <figcaption>{t('activity.invite.qrHint')}</figcaption>
        </figure>
      </section>
      <section className="activity-card" aria-labelledby="invited-title">
        <div className="activity-card-head">
          <h2 id="invited-title">{t('activity.invite.invited')}</h2>
          <p className="activity-muted">
            {t('activity.invite.invitedCount', { count: progress.invited.length, qualified })}
          </p>
        </div>
        {progress.invited.length === 0 ? (
          <p className="activity-empty">{t('activity.invite.noInvited')}</p>
        ) : (
          <div className="activity-table-wrap">
            <table className="activity-table">
              <thead>
                <tr>
                  <th scope="col">{t('activity.invite.friend')}</th>
                  <th scope="col">{t('activity.invite.registeredAt')}</th>
                  <th scope="col">{t('activity.invite.deposited')}</th>
                  <th scope="col">{t('activity.invite.status')}</th>
                </tr>
              </thead>
              <tbody>
                {progress.invited.map((friend) => (
                  <tr key={friend.name}>
                    <td>{friend.name}</td>
                    <td className="num">{formatBeijingDate(friend.registeredAt)}</td>
                    <td className="num">{formatMoney(friend.deposited)}</td>
                    <td>
                      <span className={`activity-badge ${friend.qualified ? 'is-good' : ''}`}>
                        {friend.qualified ? t('activity.invite.qualified') : t('activity.invite.pending')}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
