import type { NavigatorPort, PresentationEffect, PresentationEffects, PresentationText } from '@jinli/core';
import type { Texts } from '../i18n/texts.ts';
import type { UiStore } from '../stores/uiStore.ts';
import type { AppNavigation } from './appNavigation.ts';
import type { HomeNotice } from './homeNotice.ts';

export interface EffectRendererDeps {
  /** Resolved on first use: an effect may arrive before the UI's services are made. */
  ui: () => Pick<UiStore, 'toast' | 'openTips'>;
  i18n: () => Pick<Texts, 't'>;
  navigation: Pick<AppNavigation, 'go'>;
  navigator: Pick<NavigatorPort, 'assign' | 'openWindow'>;
  /** Where a reload's notice waits for the reloaded page (this tab's sessionStorage). */
  leaveNotice: (notice: HomeNotice) => void;
  applyTheme: (theme: 'light' | 'dark') => void;
}

/**
 * The one place web renders core's presentation effects (issue #25): every decision (which toast, which
 * dialog, where the page goes) was made in core; this draws it. A text with a key is web's catalogue
 * entry (zh-TW there), its zh-CN default when the key is missing; a server message is shown as it came.
 */
export function renderEffects(effects: PresentationEffects, deps: EffectRendererDeps): () => void {
  const text = ({ key, text }: PresentationText) =>
    key === undefined ? text : deps.i18n().t(key as never, { defaultValue: text });
  const render = (effect: PresentationEffect) => {
    switch (effect.type) {
      case 'toast':
        deps.ui().toast(text(effect.text), effect.tone);
        return;
      case 'dialog': {
        const { action } = effect;
        deps.ui().openTips({
          message: text(effect.text),
          closable: effect.closable,
          ...(action === undefined ? {} : { sureText: text(action.label), onSure: () => action.run() }),
        });
        return;
      }
      case 'navigate': {
        if (effect.reload !== true) {
          deps.navigation.go(effect.to, { replace: effect.replace === true });
          return;
        }
        const { notice } = effect;
        if (notice !== undefined)
          deps.leaveNotice({ text: text(notice.text), tone: notice.tone, login: notice.login === true });
        deps.navigator.assign(effect.to);
        return;
      }
      case 'openWindow':
        deps.navigator.openWindow(effect.url);
        return;
      case 'theme':
        deps.applyTheme(effect.theme);
        return;
    }
  };
  return effects.subscribe(render);
}
