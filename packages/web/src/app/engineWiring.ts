import type { Jinli, SportsCapability, Theme } from '@jinli/core';
import type { UiStore } from '../stores/uiStore.ts';
import type { HomeNotice } from './homeNotice.ts';

export const HOME_PATH = '/';

export interface ScreenWiring {
  ui: Pick<UiStore, 'toast' | 'openTips' | 'state'>;
  go: (path: string) => void;
  /**
   * SPEC §2: going home reloads the page (issue #26), here after a logout or an expiry; the notice is
   * shown by the reloaded page (app/homeNotice.ts).
   */
  reloadHome: (notice?: HomeNotice) => void;
  /** 请重新登录 in the current locale. */
  loginAgainText: () => string;
  /**
   * Issue #29: a 6001 ended the member's session on this page: keep the page and its typed fields
   * (core drops passwords) so the login that opens returns there.
   */
  keepDraft: () => boolean;
  /** 已退出登录 in the current locale. */
  loggedOutText: () => string;
  /** 修改成功: the login password changed, the member logs in again with the new one. */
  passwordChangedText: () => string;
  /** Why another tab ended this tab's session (issue #29): 已在其他窗口退出登录 / 已切换账号. */
  endedElsewhereText: (reason: 'otherTab' | 'switched') => string;
  /** 登录窗口没能打开… in the current locale. */
  authUnavailableText: () => string;
  /** The 数据异常 dialog's button text (重新进入). */
  reenterText: () => string;
  applyTheme: (theme: Theme) => void;
}

/**
 * The screen's side of the engine's events, and nothing else: toasts, dialogs, the theme and the
 * route changes that follow session events. Every decision (when a session ended, which refusal to
 * show) was made in core. Returns the disconnect function.
 */
export function connectEngineToScreen(engine: Jinli, wiring: ScreenWiring): () => void {
  const { ui, go } = wiring;
  const offs: (() => void)[] = [];
  const sub = (subscription: { unsubscribe(): void }) => offs.push(() => subscription.unsubscribe());

  offs.push(
    engine.sessionEvents.on('expired', ({ hadToken }) => {
      // Issue #29: typed fields are kept in memory for the login's return, so that page stays alive
      // (home without a reload); otherwise home reloads (issue #26) with 请重新登录 and the login.
      // A 6001 with no session (a visitor's call, the login call itself) ends nothing: the page stays, and
      // the login form keeps what was typed and shows the answer there.
      if (!hadToken) {
        go(HOME_PATH);
        return;
      }
      if (wiring.keepDraft()) {
        ui.toast(wiring.loginAgainText());
        go(HOME_PATH);
        return;
      }
      wiring.reloadHome({ text: wiring.loginAgainText(), tone: 'info', login: true });
    }),
  );
  // Expiry already went home from its own event.
  sub(
    engine.session.on('session.loggedOut', ({ reason, message }) => {
      // Going home reloads the page (SPEC §2, issue #26); the notice says why, on the reloaded page.
      // Issue #15: member info failed twice: say why, never a silent logout.
      if (reason === 'memberFailed')
        wiring.reloadHome(message === undefined ? undefined : { text: message, tone: 'error' });
      // Issue #29: another tab logged out or in as someone else; going home drops every form of the
      // old member, and the member is told why.
      if (reason === 'otherTab' || reason === 'switched')
        wiring.reloadHome({ text: wiring.endedElsewhereText(reason), tone: 'info' });
      if (reason === 'logout') wiring.reloadHome({ text: wiring.loggedOutText(), tone: 'success' });
      // SPEC §4 password_change_success: the reloaded home says so and opens the login for the new password.
      if (reason === 'passwordChanged')
        wiring.reloadHome({ text: wiring.passwordChangedText(), tone: 'success', login: true });
    }),
  );
  sub(engine.session.on('session.balanceFailed', ({ message }) => ui.toast(message, 'error')));
  // The auth dialog's success notices come on engine.notices too (reading them creates no dialog).
  offs.push(engine.notices.on('notice', ({ message }) => ui.toast(message, 'success')));
  // SPEC §8 6501: the tips dialog over the auth dialog, with the server's message.
  offs.push(engine.sessionEvents.on('authTips', ({ message }) => ui.openTips({ message })));
  // The dialog's code did not arrive: say so; the next 登录 tries again.
  offs.push(
    engine.sessionEvents.on('authUnavailable', () => ui.toast(wiring.authUnavailableText(), 'error')),
  );

  // The sportsbook's part, once the engine has built it (it loads with its first route, issue #16).
  let sportsWired = false;
  const wireSports = () => {
    const sports = engine.sports.getSnapshot().data;
    if (sports === null || sportsWired) return;
    sportsWired = true;
    connectSports(sports, wiring, offs);
  };
  offs.push(engine.sports.subscribe(wireSports));
  wireSports();

  return () => {
    for (const off of offs) off();
  };
}

function connectSports(sports: SportsCapability, wiring: ScreenWiring, offs: (() => void)[]): void {
  const { ui } = wiring;
  // The bet slip: each new refusal or notice is shown once.
  const slip = sports.slip;
  let lastError = slip.getSnapshot().context.error;
  let lastNotice = slip.getSnapshot().context.notice;
  const subscription = slip.subscribe(({ context }) => {
    if (context.error !== lastError && context.error !== undefined) ui.toast(context.error.message, 'error');
    if (context.notice !== lastNotice && context.notice !== undefined) {
      const { code, message } = context.notice;
      ui.toast(
        message,
        code === 'betslip.accepted' ? 'success' : code === 'betslip.rejected' ? 'error' : 'info',
      );
    }
    lastError = context.error;
    lastNotice = context.notice;
  });
  offs.push(() => subscription.unsubscribe());

  // SPEC §8: one 数据异常 dialog at a time; its button loads the venue again.
  let venueDialog = -1;
  offs.push(
    sports.events.on('venueError', ({ message }) => {
      if (ui.state.dialogs.some((d) => d.id === venueDialog)) return;
      venueDialog = ui.openTips({
        message,
        closable: false,
        sureText: wiring.reenterText(),
        onSure: () => void sports.load(),
      });
    }),
  );
  offs.push(sports.events.on('theme', ({ theme }) => wiring.applyTheme(theme)));
}
