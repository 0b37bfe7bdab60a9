import { decideRedirect, type RedirectDecision, redirectRestOf } from '@jinli/core/rules';
import { useEffect, useState } from 'react';
import { typedAddress } from '../../app/typedAddress.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link, useRouter } from '../../routes/routing.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import './shell.css';

/** The address as typed (still percent-encoded, slashes as written): what core's decision must see. */
function typedRest(): string {
  const { pathname, search, hash } = window.location;
  return redirectRestOf(typedAddress(`${pathname}${search}${hash}`)) ?? '';
}

/** `/redirect/{path}` (login required): on to `{path}` when it is a page of this site, else refused. */
export function RedirectRoute() {
  const router = useRouter();
  const [decision] = useState<RedirectDecision>(() => decideRedirect(typedRest()));
  useEffect(() => {
    if (decision.kind === 'go') void router.navigate({ href: decision.to, replace: true });
  }, [decision, router]);
  if (decision.kind === 'go') return <LoadingScreen />;
  return <RedirectRefused />;
}

function RedirectRefused() {
  const { t } = useTranslation();
  usePageTitle(t('shell.redirectRefusedTitle'));
  return (
    <main className="shell-screen">
      <div className="shell-card" role="alert">
        <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <path d="M24 4l17 6v12c0 11-7 19-17 22C14 41 7 33 7 22V10z" fill="var(--brand-500)" />
          <path d="M17 17l14 14M31 17L17 31" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
        <h1>{t('shell.redirectRefusedTitle')}</h1>
        <p>{t('shell.redirectRefusedHint')}</p>
        <Link to="/" reloadDocument className="btn btn-primary">
          {t('common.backHome')}
        </Link>
      </div>
    </main>
  );
}
