import { selectIsLoggedIn } from '@jinli/core/machines';
import { useEffect, useReducer } from 'react';
import { useServices } from '../app/ServicesProvider.tsx';
import { useReadable } from '../app/useReadable.ts';
import { usePreloadAuthDialog } from '../dialogs/auth/AuthDialog.tsx';
import { useTranslation } from '../i18n/useTranslation.tsx';
import './headerAccount.css';

let memberArea: typeof import('./HeaderMember.tsx') | undefined;
let loadingMemberArea: Promise<void> | undefined;

/**
 * Loads the member's part of the header (HeaderMember.tsx, its own chunk since issue #27: a visitor's
 * first visit does not need it). Asked for before the first render when a session is stored and whenever
 * the session logs in (app/guardedRouter.ts), and by 登录/注册 on hover, focus and click, so it is in
 * before the header shows a member. A failed load is asked again by the next call.
 */
export function preloadMemberArea(): Promise<void> {
  loadingMemberArea ??= import('./HeaderMember.tsx').then(
    (module) => {
      memberArea = module;
    },
    (error: unknown) => {
      loadingMemberArea = undefined;
      throw error;
    },
  );
  return loadingMemberArea;
}

/** Visitors get 登录/注册; members their name, total balance and the member menu (SPEC §2, §9). */
export function HeaderAccount() {
  const session = useServices().Session;
  const loggedIn = useReadable(session, selectIsLoggedIn);
  return loggedIn ? <MemberSlot /> : <VisitorActions />;
}

/** The member area, or its place kept empty while its code is still arriving. */
function MemberSlot() {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (memberArea !== undefined) return;
    let current = true;
    preloadMemberArea().then(
      () => {
        if (current) loaded();
      },
      (error: unknown) => console.warn('the member area did not load', error),
    );
    return () => {
      current = false;
    };
  }, []);
  if (memberArea === undefined) return <div className="header-member" aria-busy="true" />;
  return <memberArea.MemberArea />;
}

function VisitorActions() {
  const { t } = useTranslation();
  const { auth } = useServices().Engine;
  const preloadDialog = usePreloadAuthDialog();
  const preloadAuthDialog = () => {
    preloadDialog();
    preloadMemberArea().catch(() => undefined);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost-light"
        onClick={() => auth.open('login')}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
      >
        {t('header.login')}
      </button>
      <button
        type="button"
        className="btn btn-gold"
        onClick={() => auth.open('register')}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
      >
        {t('header.register')}
      </button>
    </>
  );
}
