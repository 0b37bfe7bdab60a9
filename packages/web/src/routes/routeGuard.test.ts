import type { NavigationOutcome } from '@jinli/core';
import { LOGIN_REQUIRED_NOTICE } from '@jinli/core/rules';
import { describe, expect, it, vi } from 'vitest';
import { createRouteGuard } from './routeGuard.ts';

// The rules are core's (navigationGuard.test.ts); this is the router's side: theme, toast, redirect.
function setup(outcome: NavigationOutcome) {
  const guardNavigation = vi.fn(async () => outcome);
  const ui = { toast: vi.fn() };
  const applyTheme = vi.fn();
  const guard = createRouteGuard({
    guardNavigation,
    ui,
    loginRequiredText: () => '請先登錄賬號，才能了解更多',
    applyTheme,
  });
  return { guard, guardNavigation, ui, applyTheme };
}

describe('route guard (router side)', () => {
  it('shows the login notice in the member’s locale and redirects', async () => {
    const { guard, ui, applyTheme } = setup({ redirect: '/', theme: 'light', notice: LOGIN_REQUIRED_NOTICE });
    await expect(guard('/mine/userinfo')).resolves.toBe('/');
    expect(ui.toast).toHaveBeenCalledExactlyOnceWith('請先登錄賬號，才能了解更多');
    expect(applyTheme).toHaveBeenCalledWith('light');
  });

  it('passes other notices through and lets an allowed navigation on without touching the theme', async () => {
    const notice = setup({ redirect: '/404', theme: null, notice: '存款功能暂未开放' });
    await expect(notice.guard('/mine/savemoney')).resolves.toBe('/404');
    expect(notice.ui.toast).toHaveBeenCalledExactlyOnceWith('存款功能暂未开放');
    const allowed = setup({ redirect: null, theme: null, notice: null });
    await expect(allowed.guard('/game/sport')).resolves.toBeNull();
    expect(allowed.ui.toast).not.toHaveBeenCalled();
    expect(allowed.applyTheme).not.toHaveBeenCalled();
  });

  it('hands core the address as given when it is not the page-load address', async () => {
    const { guard, guardNavigation } = setup({ redirect: null, theme: null, notice: null });
    await guard('/redirect/mine/vip', '/redirect/mine/vip?x=1');
    expect(guardNavigation).toHaveBeenCalledWith('/redirect/mine/vip', '/redirect/mine/vip?x=1');
  });
});
