import { lazy, Suspense } from 'react';
import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';
import { useReadable } from '../../app/useReadable.ts';

// The forms (login, register, reset, new device, captcha) are their own chunk: `/` needs none of it.
const loadBody = () => import('./AuthDialogBody.tsx');
const AuthDialogBody = lazy(() => loadBody().then((module) => ({ default: module.AuthDialogBody })));

/** Starts loading the dialog when a member shows intent (pointer over, focus on 登录 / 注册). */
export function preloadAuthDialog(): void {
  void loadBody();
}

/**
 * SPEC §2 auth dialog, mounted once; the login bus opens and closes it through the auth actor. Until
 * its chunk is in, nothing shows (no half-built dialog); then the whole dialog opens at once.
 */
export function AuthDialog() {
  // The view, not the actor: the dialog's machines are made when it first opens (core, issue #16).
  const view = useReadable(useService(Tokens.AuthView));
  if (view === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogBody />
    </Suspense>
  );
}
