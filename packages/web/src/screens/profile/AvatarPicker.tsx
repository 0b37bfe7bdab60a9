import { isSafeUrl } from '@jinli/core/rules';
import { useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { ServerError } from './ServerError.tsx';
import { useProfileState } from './useProfile.ts';

const isSafeImageUrl = (url: string) => isSafeUrl(url);

/** The member's avatar and the gallery of `avatarList`; picking one saves it (`addAvatar`). */
export function AvatarPicker({ current }: { current: string }) {
  const { t } = useTranslation();
  const profile = useServices().Profile;
  const ui = useServices().UiStore;
  const avatars = useProfileState((s) => s.avatars);
  const saving = useProfileState((s) => s.saving === 'avatar');
  const [open, setOpen] = useState(false);

  const openGallery = () => {
    setOpen((value) => !value);
    if (avatars.status !== 'ready') void profile.loadAvatars();
  };
  const pick = async (id: string) => {
    const result = await profile.saveAvatar(id);
    if (result.type === 'ok') {
      ui.toast(t('profile.saved'), 'success');
      setOpen(false);
    }
  };
  return (
    <div className="profile-avatar">
      <AvatarImage url={current} />
      <button type="button" className="btn btn-outline btn-small" aria-expanded={open} onClick={openGallery}>
        {t('profile.changeAvatar')}
      </button>
      {open && (
        <fieldset className="profile-gallery">
          <legend className="visually-hidden">{t('profile.pickAvatar')}</legend>
          {avatars.status === 'loading' && <p className="wallet-muted">{t('profile.avatarsLoading')}</p>}
          {avatars.status === 'error' && (
            <p className="wallet-error">
              {t('profile.avatarsFailed')}{' '}
              <button type="button" className="profile-link" onClick={() => void profile.loadAvatars()}>
                {t('profile.retry')}
              </button>
            </p>
          )}
          {(avatars.data ?? []).map((avatar) => (
            <button
              key={avatar.id}
              type="button"
              className={`profile-gallery-item ${avatar.url === current ? 'is-active' : ''}`}
              aria-pressed={avatar.url === current}
              aria-label={t('profile.avatarOption', { id: avatar.id })}
              disabled={saving}
              onClick={() => void pick(avatar.id)}
            >
              {isSafeImageUrl(avatar.url) && <img src={avatar.url} alt="" width={56} height={56} />}
            </button>
          ))}
          <ProfileSaveError />
        </fieldset>
      )}
    </div>
  );
}

function ProfileSaveError() {
  const error = useProfileState((s) => s.error);
  return <ServerError message={error} />;
}

/** The avatar, or a drawn koi placeholder when none is set or the URL is not one we open. */
export function AvatarImage({ url }: { url: string }) {
  const { t } = useTranslation();
  if (url !== '' && isSafeImageUrl(url)) {
    return (
      <img className="profile-avatar-image" src={url} alt={t('profile.avatar')} width={88} height={88} />
    );
  }
  return (
    <svg
      className="profile-avatar-image"
      viewBox="0 0 96 96"
      width="88"
      height="88"
      role="img"
      aria-label={t('profile.avatar')}
    >
      <circle cx="48" cy="48" r="48" fill="var(--grey-200)" />
      <path d="M20 52c10-22 40-28 56-8-14 16-40 20-56 8z" fill="var(--brand-500)" />
      <path d="M74 46l12-10v22z" fill="var(--brand-600)" />
      <circle cx="32" cy="46" r="3" fill="#fff" />
    </svg>
  );
}
