import type { ClockPort, TimerHandle } from '@jinli/core';
import { proxy, ref } from 'valtio';
import { clampProgress, trickle } from './progress.ts';

/** SPEC §3 dialog descriptor. Texts default to the i18n strings when omitted. */
export interface TipsOptions {
  message: string;
  title?: string;
  showCancel?: boolean;
  sureText?: string;
  cancelText?: string;
  closable?: boolean;
  onSure?: () => void;
  onCancel?: () => void;
}

/** SPEC §3 loading descriptor. */
export interface LoadingOptions {
  message?: string;
  showIcon?: boolean;
  /** Closes by itself after LOADING_AUTO_CLOSE_MS (SPEC §9). */
  autoClose?: boolean;
  maskClosable?: boolean;
  showMask?: boolean;
}

export type DialogEntry =
  | { id: number; kind: 'tips'; options: TipsOptions }
  | { id: number; kind: 'serviceWarning' }
  | { id: number; kind: 'legal'; tab: LegalTab };

export type LegalTab = 'terms' | 'privacy';
export type ToastTone = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export const TOAST_MS = 3000;
export const LOADING_AUTO_CLOSE_MS = 3000;
const PROGRESS_TICK_MS = 200;
const PROGRESS_HIDE_MS = 300;

export interface UiState {
  toasts: Toast[];
  dialogs: DialogEntry[];
  loading: (LoadingOptions & { id: number }) | null;
  /** Route progress 0.08..1 while navigating; null when hidden. */
  progress: number | null;
}

export type UiStore = ReturnType<typeof createUiStore>;

export function createUiStore(clock: ClockPort) {
  const state = proxy<UiState>({ toasts: [], dialogs: [], loading: null, progress: null });
  let nextId = 1;
  let loadingTimer: TimerHandle | null = null;
  let progressTimer: TimerHandle | null = null;

  const open = (entry: DialogEntry): number => {
    state.dialogs.push(entry);
    return entry.id;
  };
  const stopProgressTimer = () => {
    if (progressTimer !== null) clock.cancelRepeat(progressTimer);
    progressTimer = null;
  };

  const store = {
    state,
    toast(message: string, tone: ToastTone = 'info'): number {
      const id = nextId++;
      state.toasts.push({ id, message, tone });
      clock.after(() => store.dismissToast(id), TOAST_MS);
      return id;
    },
    dismissToast(id: number) {
      state.toasts = state.toasts.filter((t) => t.id !== id);
    },
    /** Callbacks stay plain functions (ref) so valtio does not proxy them. */
    openTips(options: TipsOptions): number {
      return open({ id: nextId++, kind: 'tips', options: ref({ ...options }) });
    },
    openServiceWarning: () => open({ id: nextId++, kind: 'serviceWarning' }),
    openLegal: (tab: LegalTab) => open({ id: nextId++, kind: 'legal', tab }),
    setLegalTab(id: number, tab: LegalTab) {
      const entry = state.dialogs.find((d) => d.id === id);
      if (entry?.kind === 'legal') entry.tab = tab;
    },
    closeDialog(id: number) {
      state.dialogs = state.dialogs.filter((d) => d.id !== id);
    },
    showLoading(options: LoadingOptions = {}): number {
      const id = nextId++;
      if (loadingTimer !== null) clock.cancelAfter(loadingTimer);
      loadingTimer = null;
      state.loading = { ...options, id };
      if (options.autoClose) loadingTimer = clock.after(() => store.hideLoading(id), LOADING_AUTO_CLOSE_MS);
      return id;
    },
    /** Hides the loading toast; with an id, only if it is still that one. */
    hideLoading(id?: number) {
      if (id !== undefined && state.loading?.id !== id) return;
      state.loading = null;
    },
    startProgress() {
      stopProgressTimer();
      state.progress = clampProgress(0);
      progressTimer = clock.repeat(() => {
        if (state.progress !== null) state.progress = trickle(state.progress);
      }, PROGRESS_TICK_MS);
    },
    finishProgress() {
      stopProgressTimer();
      if (state.progress === null) return;
      state.progress = 1;
      clock.after(() => {
        if (state.progress === 1) state.progress = null;
      }, PROGRESS_HIDE_MS);
    },
  };
  return store;
}
