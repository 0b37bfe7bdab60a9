import type {
  GameFrames,
  GameLaunchRequest,
  Games,
  LoginEventBus,
  NavigatorPort,
  ReservedWindow,
  SessionActor,
  StoragePort,
} from '@jinli/core';
import { selectIsLoggedIn } from '@jinli/core/machines';
import {
  applyGameLaunch,
  GAME_FRAME_MESSAGES,
  GAME_LAUNCHING_TEXT,
  LOCAL_SPORT_VENUE,
  LOGIN_REQUIRED_NOTICE,
  opensNewWindow,
} from '@jinli/core/rules';
import { proxy } from 'valtio';
import type { UiStore } from '../../stores/uiStore.ts';
import { encodeGameInfo } from './gameInfo.ts';

/** The venue transfer dialog's subject: opened by a 6413 launch answer (SPEC §8). */
export interface TransferRequest {
  enName: string;
  gameCode: string;
  message: string;
}

export interface LauncherState {
  /** `${enName}:${gameCode}` being launched, so only that button shows 启动中... */
  launching: string | null;
  transfer: TransferRequest | null;
}

export interface GameLauncherDeps {
  /** The engine's games capability: its launch machine and venue transfer actors. */
  games: Pick<Games, 'launch' | 'actors'>;
  /** Issue #15: embedded launches are issued here, so /game/{info} frames only them. */
  frames: GameFrames;
  storage: StoragePort;
  navigator: NavigatorPort;
  session: SessionActor;
  bus: LoginEventBus;
  ui: Pick<UiStore, 'toast' | 'openTips' | 'showLoading' | 'hideLoading'>;
  /** 请先登录账号，才能了解更多 in the current locale (the sports venue launch failure). */
  loginRequiredText?: () => string;
  go: (path: string, options?: { replace?: boolean }) => void;
  /** The path shown now (a relaunch that lands on it does not navigate). */
  currentPath?: () => string;
  /** A fresh request id per transfer intent (UUID v4). */
  newId: () => string;
}

export type GameLauncher = ReturnType<typeof createGameLauncher>;

/**
 * Runs core's launch machine for the lobbies: visitors get the login-required prompt, members see
 * 启动中..., then the decision is carried out (applyGameLaunch), 6413 opens the venue transfer
 * dialog and every other failure shows its message.
 */
export function createGameLauncher(deps: GameLauncherDeps) {
  const state = proxy<LauncherState>({ launching: null, transfer: null });
  const { actors, launch: actor } = deps.games;
  let loadingId: number | null = null;
  // A relaunch stands in for the /game/{info} page it started on: its answer replaces that entry.
  let replacing = false;
  // A window opened on the click for venues that launch in a new window (popup blockers).
  let reserved: ReservedWindow | null = null;

  const settle = () => {
    state.launching = null;
    if (loadingId !== null) deps.ui.hideLoading(loadingId);
    loadingId = null;
  };
  const takeReserved = () => {
    const window = reserved;
    reserved = null;
    return window;
  };
  actor.on('launch.open', ({ launch, request }) => {
    settle();
    const replace = replacing;
    replacing = false;
    // A relaunch answered with the address already shown: the page shows it, nothing to navigate.
    const go = (path: string) => {
      if (replace && deps.currentPath?.() === path) return;
      deps.go(path, { replace });
    };
    applyGameLaunch(launch, {
      reserved: takeReserved(),
      navigator: deps.navigator,
      storage: deps.storage,
      go,
      embed: (url) => {
        if (deps.frames.issue(url, request)) go(`/game/${encodeGameInfo(url)}`);
        else deps.ui.openTips({ message: GAME_FRAME_MESSAGES.originNotAllowed });
      },
    });
  });
  actor.on('launch.needsTransfer', ({ request, message }) => {
    settle();
    replacing = false;
    takeReserved()?.close();
    state.transfer = { enName: request.enName, gameCode: request.gameCode, message };
  });
  actor.on('launch.failed', ({ message }) => {
    const sportsVenue = state.launching?.split(':')[0]?.toUpperCase() === LOCAL_SPORT_VENUE;
    settle();
    replacing = false;
    takeReserved()?.close();
    // SPEC §8: a sports venue launch failure is the toast 请先登录账号，才能了解更多.
    if (sportsVenue) deps.ui.toast(deps.loginRequiredText?.() ?? LOGIN_REQUIRED_NOTICE, 'error');
    else deps.ui.openTips({ message });
  });

  return {
    state,
    launch(request: GameLaunchRequest): void {
      if (!selectIsLoggedIn(deps.session.getSnapshot())) {
        deps.bus.emit('show_login_prompt');
        return;
      }
      if (state.launching !== null) return;
      state.launching = `${request.enName}:${request.gameCode}`;
      loadingId = deps.ui.showLoading({ message: GAME_LAUNCHING_TEXT, showIcon: true, showMask: true });
      reserved = opensNewWindow(request.enName) ? deps.navigator.reserveWindow() : null;
      actor.send({ type: 'launch.start', request });
    },
    /**
     * A reload (or a new tab, a bookmark) of an embedded game this member launched: the same game is
     * launched again through the engine, and its answer replaces the stale /game/{info} entry.
     */
    relaunch(request: GameLaunchRequest): void {
      if (state.launching !== null) return;
      replacing = true;
      this.launch(request);
      if (state.launching === null) replacing = false;
    },
    closeTransfer() {
      state.transfer = null;
    },
    /** What the venue transfer dialog's machine needs (its actors and request ids). */
    transferDeps: { actors, newRequestId: deps.newId },
    /** SPEC §4 transfer success: refresh the balance and launch the game again. */
    afterTransfer(request: GameLaunchRequest) {
      state.transfer = null;
      deps.session.send({ type: 'session.refreshBalance' });
      this.launch(request);
    },
  };
}
