import type { Theme } from '../navigation/guard.ts';

/**
 * A text a host shows: `key` names it in the host's catalogue (web: i18next keys, zh-TW there), `text` is
 * the zh-CN default. A server's message has no key: it is shown as it came.
 */
export interface PresentationText {
  readonly key?: string;
  readonly text: string;
}

export type PresentationTone = 'info' | 'success' | 'error';

/** A dialog's one button: its label, and what pressing it does (the engine's decision). */
export interface DialogAction {
  readonly label: PresentationText;
  run(): void;
}

/** What the member is told after a full reload, by the page that loads (the host keeps it across). */
export interface ReloadNotice {
  readonly text: PresentationText;
  readonly tone: PresentationTone;
  /** The reloaded page opens the login. */
  readonly login?: boolean;
}

/**
 * Everything the engine decides a member sees or where the page goes (issue #25 "Hosts render; core
 * decides"). A host renders each in one place: web's `app/effectRenderer.ts`.
 */
export type PresentationEffect =
  | { readonly type: 'toast'; readonly tone: PresentationTone; readonly text: PresentationText }
  | {
      readonly type: 'dialog';
      readonly kind: 'tips';
      readonly text: PresentationText;
      /** false: no close button, only the action. */
      readonly closable: boolean;
      readonly action?: DialogAction;
    }
  | {
      readonly type: 'navigate';
      /** An in-app path, or (with `reload`) any http(s) address. */
      readonly to: string;
      readonly replace?: boolean;
      /** A full page load (SPEC §2 going home reloads; the mobile site). */
      readonly reload?: boolean;
      readonly notice?: ReloadNotice;
    }
  | { readonly type: 'openWindow'; readonly url: string }
  | { readonly type: 'theme'; readonly theme: Theme };

/** One typed stream: effects emitted before anyone subscribed wait for the first subscriber. */
export interface PresentationEffects {
  subscribe(listener: (effect: PresentationEffect) => void): () => void;
}

export interface EffectStream extends PresentationEffects {
  emit(effect: PresentationEffect): void;
}

export function createEffectStream(): EffectStream {
  const listeners = new Set<(effect: PresentationEffect) => void>();
  let waiting: PresentationEffect[] = [];
  return {
    emit(effect) {
      if (listeners.size === 0) waiting.push(effect);
      for (const listener of [...listeners]) listener(effect);
    },
    subscribe(listener) {
      listeners.add(listener);
      const queued = waiting;
      waiting = [];
      for (const effect of queued) listener(effect);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
