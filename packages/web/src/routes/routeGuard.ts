import type { NavigationGuard, Theme } from '@jinli/core';
import { LOGIN_REQUIRED_NOTICE } from '@jinli/core/rules';
import { typedAddress } from '../app/typedAddress.ts';
import type { UiStore } from '../stores/uiStore.ts';

export interface RouteGuardDeps {
  /** Core's SPEC §2 guard (engine.guardNavigation): every rule and wait lives there. */
  guardNavigation: NavigationGuard;
  ui: Pick<UiStore, 'toast'>;
  /** 请先登录账号，才能了解更多 in the current locale. */
  loginRequiredText: () => string;
  applyTheme: (theme: Theme) => void;
}

/**
 * The router's side of core's navigation guard: applies the theme, shows the notice in the member's
 * script and resolves with the path to redirect to, or null to let the navigation through.
 */
export function createRouteGuard(deps: RouteGuardDeps) {
  return async function guard(pathname: string, href: string = pathname): Promise<string | null> {
    const outcome = await deps.guardNavigation(pathname, typedAddress(href));
    if (outcome.theme !== null) deps.applyTheme(outcome.theme);
    if (outcome.notice !== null) {
      deps.ui.toast(outcome.notice === LOGIN_REQUIRED_NOTICE ? deps.loginRequiredText() : outcome.notice);
    }
    return outcome.redirect;
  };
}

export type RouteGuard = ReturnType<typeof createRouteGuard>;
