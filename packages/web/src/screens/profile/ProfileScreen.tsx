import type { Gender } from '@jinli/core';
import type { DecryptableField } from '@jinli/core/contract';
import { type ReactNode, useCallback } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link } from '../../routes/routing.tsx';
import { AvatarImage, AvatarPicker } from './AvatarPicker.tsx';
import { BirthdayField } from './BirthdayField.tsx';
import { RealNameForm } from './RealNameForm.tsx';
import { useProfileState } from './useProfile.ts';
import '../wallet/accounts.css';
import '../wallet/wallet.css';
import './profile.css';

/**
 * /mine/userinfo (个人资料): avatar, gender, birthday (18+), register date, masked phone and e-mail
 * (shown in full on request), and the real name — bound here when missing (the 6449 去完善 lands here).
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  usePageTitle('个人资料');
  const profile = useProfileState((s) => s.profile);
  const noop = useCallback(() => undefined, []);

  if (profile === null) {
    return (
      <div className="wallet-page">
        <h1 className="wallet-title">{t('profile.title')}</h1>
        <div className="wallet-card profile-skeleton" aria-busy="true">
          <AvatarImage url="" />
        </div>
      </div>
    );
  }
  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('profile.title')}</h1>
      <section className="wallet-card profile-card">
        <AvatarPicker current={profile.avatar} />
        <ul className="profile-rows">
          <Fact label={t('profile.account')}>{profile.name}</Fact>
          <Fact label={t('profile.gender')}>
            <GenderChoice value={profile.gender} />
          </Fact>
          <li className="profile-row">
            <BirthdayField saved={profile.birthday} />
          </li>
          <Fact label={t('profile.registerDate')}>
            <span className="num">{profile.registerDate}</span>
          </Fact>
          <Secret field="phone" label={t('profile.phone')} masked={profile.phone} bound={profile.bindPhone} />
          <Secret field="email" label={t('profile.email')} masked={profile.email} bound={profile.bindEmail} />
          {profile.bindRealName ? (
            <Secret field="realName" label={t('profile.realName')} masked={profile.realName} bound />
          ) : (
            <li className="profile-row">
              <span className="profile-row-label">{t('profile.realName')}</span>
              <RealNameForm onDone={noop} />
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <li className="profile-row">
      <div className="profile-row-main">
        <span className="profile-row-label">{props.label}</span>
        <span className="profile-row-value">{props.children}</span>
      </div>
    </li>
  );
}

function GenderChoice({ value }: { value: Gender }) {
  const { t } = useTranslation();
  const text = useServerText();
  const profile = useServices().Profile;
  const ui = useServices().UiStore;
  const saving = useProfileState((s) => s.saving === 'gender');
  const choose = async (gender: Exclude<Gender, ''>) => {
    if (gender === value) return;
    const result = await profile.saveGender(gender);
    ui.toast(
      result.type === 'ok' ? t('profile.saved') : text(result.message),
      result.type === 'ok' ? 'success' : 'error',
    );
  };
  return (
    <span className="profile-choice" role="radiogroup" aria-label={t('profile.gender')}>
      {(['male', 'female'] as const).map((gender) => (
        <label key={gender} className={`profile-chip ${value === gender ? 'is-active' : ''}`}>
          <input
            type="radio"
            name="gender"
            checked={value === gender}
            disabled={saving}
            onChange={() => void choose(gender)}
          />
          {t(`profile.${gender}`)}
        </label>
      ))}
      {value === '' && <span className="wallet-muted">{t('profile.unset')}</span>}
    </span>
  );
}

/** A masked field with 查看/隐藏 (singleDataDecryption), or 未绑定 with the way to bind it. */
function Secret(props: { field: DecryptableField; label: string; masked: string; bound: boolean }) {
  const { t } = useTranslation();
  const profile = useServices().Profile;
  const full = useProfileState((s) => s.revealed[props.field]);
  const revealing = useProfileState((s) => s.revealing === props.field);
  return (
    <li className="profile-row">
      <div className="profile-row-main">
        <span className="profile-row-label">{props.label}</span>
        {props.bound ? (
          <>
            <span className="profile-row-value num" data-testid={`profile-${props.field}`}>
              {full ?? props.masked}
            </span>
            <span className="profile-row-actions">
              <button
                type="button"
                className="profile-link"
                disabled={revealing}
                aria-pressed={full !== undefined}
                onClick={() =>
                  full === undefined ? void profile.reveal(props.field) : profile.hide(props.field)
                }
              >
                {full === undefined ? t('profile.show') : t('profile.hide')}
              </button>
            </span>
          </>
        ) : (
          <>
            <span className="profile-row-value wallet-muted">{t('profile.notBound')}</span>
            <span className="profile-row-actions">
              <Link to="/mine/auth" className="btn btn-primary btn-small">
                {t('profile.goBind')}
              </Link>
            </span>
          </>
        )}
      </div>
    </li>
  );
}
