import type { MemberProfile, SecurityLevel } from '@jinli/core';
import { bindingRequiredFor, RETURN_QUERY_KEY, returnAfterBinding } from '@jinli/core/rules';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link, useNavigate, useRouterState } from '../../routes/routing.tsx';
import { WithdrawPasswordSection } from '../wallet/WithdrawPasswordSection.tsx';
import { EmailForm } from './EmailForm.tsx';
import { ChangePasswordForm, ResetLoginPasswordForm } from './PasswordForms.tsx';
import { PhoneForm } from './PhoneForm.tsx';
import { RealNameForm } from './RealNameForm.tsx';
import { useProfileState } from './useProfile.ts';
import '../wallet/accounts.css';
import '../wallet/wallet.css';
import './profile.css';

type Panel = 'password' | 'forgot' | 'phone' | 'realName' | 'email' | null;

/**
 * /mine/auth (账户安全): the security level and a working action for every binding. Members the
 * bindPhone guard sent here (?from=) read why, bind phone and real name, and go back where they were going.
 */
export function SecurityScreen() {
  const { t } = useTranslation();
  usePageTitle('账户安全');
  const profile = useProfileState((s) => s.profile);
  const security = useProfileState((s) => s.security);
  const from = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).get(RETURN_QUERY_KEY),
  });
  const blocked = bindingRequiredFor(from);
  const [panel, setPanel] = useState<Panel>(null);
  const navigate = useNavigate();
  const session = useServices().Session;

  // The guard's member finds what is missing opened, phone first, and the next one once it is bound.
  const missing =
    profile === null ? null : !profile.bindPhone ? 'phone' : !profile.bindRealName ? 'realName' : null;
  const lastMissing = useRef<string | null>(null);
  useEffect(() => {
    if (blocked === null || missing === lastMissing.current) return;
    lastMissing.current = missing;
    if (missing !== null) setPanel(missing);
  }, [blocked, missing]);

  const returnTo = returnAfterBinding(from, profile);
  useEffect(() => {
    if (returnTo !== null) void navigate({ to: returnTo, replace: true });
  }, [returnTo, navigate]);

  const close = useCallback(() => setPanel(null), []);
  const toggle = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));

  if (profile === null || security === null) {
    return (
      <div className="wallet-page">
        <h1 className="wallet-title">{t('security.title')}</h1>
        <div className="wallet-card wallet-skeleton profile-skeleton" aria-busy="true" />
      </div>
    );
  }
  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('security.title')}</h1>
      {blocked !== null && <GuardNotice page={blocked.title} done={returnTo !== null} />}
      <LevelCard security={security} />
      <section className="wallet-card" aria-label={t('security.title')}>
        <ul className="profile-rows">
          <Row
            label={t('security.loginPassword')}
            value={t('security.loginPasswordValue')}
            actions={
              <>
                <Toggle
                  open={panel === 'password'}
                  onClick={() => toggle('password')}
                  text={t('security.change')}
                />
                {(profile.bindPhone || profile.bindEmail) && (
                  <Toggle
                    open={panel === 'forgot'}
                    onClick={() => toggle('forgot')}
                    text={t('security.forgot')}
                  />
                )}
              </>
            }
          >
            {panel === 'password' && <ChangePasswordForm />}
            {panel === 'forgot' && <ForgotPanel profile={profile} />}
          </Row>
          <Row
            label={t('security.phone')}
            value={profile.bindPhone ? profile.phone : t('security.phoneHint')}
            done={profile.bindPhone}
            actions={
              !profile.bindPhone && (
                <Toggle open={panel === 'phone'} onClick={() => toggle('phone')} text={t('security.bind')} />
              )
            }
          >
            {panel === 'phone' && !profile.bindPhone && (
              <PhoneForm memberName={profile.name} onDone={close} />
            )}
          </Row>
          <Row
            label={t('security.realName')}
            value={profile.bindRealName ? profile.realName : t('security.realNameHint')}
            done={profile.bindRealName}
            actions={
              !profile.bindRealName && (
                <Toggle
                  open={panel === 'realName'}
                  onClick={() => toggle('realName')}
                  text={t('security.bind')}
                />
              )
            }
          >
            {panel === 'realName' && !profile.bindRealName && <RealNameForm onDone={close} />}
          </Row>
          <Row
            label={t('security.email')}
            value={profile.bindEmail ? profile.email : t('security.emailHint')}
            done={profile.bindEmail}
            actions={
              <Toggle
                open={panel === 'email'}
                onClick={() => toggle('email')}
                text={profile.bindEmail ? t('security.changeEmail') : t('security.bind')}
              />
            }
          >
            {panel === 'email' && <EmailForm memberName={profile.name} onDone={close} />}
          </Row>
          <Row
            label={t('security.withdrawAccounts')}
            value={t('security.withdrawAccountsHint')}
            actions={
              <Link to="/mine/accountManage/$id" params={{ id: 'all' }} className="btn btn-outline btn-small">
                {t('security.manage')}
              </Link>
            }
          />
        </ul>
      </section>
      <WithdrawPasswordSection
        phoneBound={profile.bindPhone}
        memberName={profile.name}
        onChanged={() => session.send({ type: 'session.refresh' })}
      />
    </div>
  );
}

function GuardNotice({ page, done }: { page: string; done: boolean }) {
  const { t } = useTranslation();
  const text = useServerText();
  return (
    <section className="profile-guard" role="status" aria-live="polite">
      <strong>{t('security.guardTitle')}</strong>
      <p>
        {done ? t('security.guardDone', { page: text(page) }) : t('security.guardBody', { page: text(page) })}
      </p>
    </section>
  );
}

const GRADE_CLASS = { low: 'is-low', medium: 'is-medium', high: 'is-high' } as const;

function LevelCard({ security }: { security: SecurityLevel }) {
  const { t } = useTranslation();
  const tip = { low: t('security.tipLow'), medium: t('security.tipMedium'), high: t('security.tipHigh') };
  return (
    <section
      className={`wallet-card profile-level ${GRADE_CLASS[security.grade]}`}
      aria-labelledby="security-level"
    >
      <div className="profile-level-head">
        <h2 id="security-level" className="accounts-section-title">
          {t('security.level')}
          <span className="profile-level-grade" data-testid="security-grade">
            {t(`security.grade.${security.grade}`)}
          </span>
        </h2>
        <span className="wallet-muted">
          {t('security.score', { score: security.score, total: security.total })}
        </span>
      </div>
      {/* The score is read out by the text above; the bar only draws it. */}
      <div className="profile-level-bar" aria-hidden="true">
        <span style={{ width: `${Math.round(security.ratio * 100)}%` }} />
      </div>
      <p className="wallet-muted">{tip[security.grade]}</p>
    </section>
  );
}

function ForgotPanel({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<'phone' | 'email'>(profile.bindPhone ? 'phone' : 'email');
  const revealed = useProfileState((s) => s.revealed);
  return (
    <div className="profile-form">
      {profile.bindPhone && profile.bindEmail && (
        <div className="profile-choice" role="radiogroup" aria-label={t('security.resetBy')}>
          {(['phone', 'email'] as const).map((option) => (
            <label key={option} className={`profile-chip ${channel === option ? 'is-active' : ''}`}>
              <input
                type="radio"
                name="reset-channel"
                checked={channel === option}
                onChange={() => setChannel(option)}
              />
              {option === 'phone' ? t('security.byPhone') : t('security.byEmail')}
            </label>
          ))}
        </div>
      )}
      <ResetLoginPasswordForm
        key={channel}
        memberName={profile.name}
        channel={channel}
        target={revealed[channel] ?? ''}
        masked={profile[channel]}
      />
    </div>
  );
}

function Toggle(props: { open: boolean; onClick: () => void; text: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn btn-small ${props.open ? 'btn-outline' : 'btn-primary'}`}
      aria-expanded={props.open}
      onClick={props.onClick}
    >
      {props.open ? t('security.close') : props.text}
    </button>
  );
}

function Row(props: {
  label: string;
  value: string;
  done?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="profile-row">
      <div className="profile-row-main">
        <span className="profile-row-label">{props.label}</span>
        <span className={`profile-row-value${props.done === false ? ' is-hint' : ''}`}>{props.value}</span>
        {props.done !== undefined && (
          <span className={`accounts-badge ${props.done ? 'is-done' : 'is-missing'}`}>
            {props.done ? t('security.bound') : t('security.unbound')}
          </span>
        )}
        <span className="profile-row-actions">{props.actions}</span>
      </div>
      {props.children}
    </li>
  );
}
