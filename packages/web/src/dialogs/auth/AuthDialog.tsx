import { lazy, Suspense, useCallback } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { loadPageTexts, WithPageTexts } from '../../i18n/pageTexts.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';

// The forms (login, register, reset, new device, captcha) are their own chunk: `/` needs none of it.
const loadBody = () => import('./AuthDialogBody.tsx');
const AuthDialogBody = lazy(() => loadBody().then((module) => ({ default: module.AuthDialogBody })));

/**
 * Starts loading the dialog when a member shows intent (pointer over, focus on 登录 / 注册): its forms,
 * their texts and core's auth machines (loaded on first use too, issue #16).
 */
export function usePreloadAuthDialog(): () => void {
  const auth = useServices().Engine.auth;
  const { i18n } = useTranslation();
  return useCallback(() => {
    // A preload that fails is asked again by the open, which reports it.
    loadBody().catch(() => undefined);
    loadPageTexts(i18n).catch(() => undefined);
    auth.get().catch(() => undefined);
  }, [auth, i18n]);
}

/**
 * SPEC §2 auth dialog, mounted once; the login bus opens and closes it through the auth actor. Until
 * its chunk is in, nothing shows (no half-built dialog); then the whole dialog opens at once.
 */
export function AuthDialog() {
  // The view, not the actor: the dialog's code loads and its machines are made when it first opens (core, issue #16).
  const view = useReadable(useServices().AuthView);
  if (view === null) return null;
  return (
    <Suspense fallback={null}>
      <WithPageTexts>
        <AuthDialogBody />
      </WithPageTexts>
    </Suspense>
  );
}
