import type { GameFrames, NavigatorPort, PlayJourney, StoragePort } from '@jinli/core';
import { applyGameLaunch, GAME_FRAME_MESSAGES, GAME_LAUNCHING_TEXT } from '@jinli/core/rules';
import { encodeGameInfo } from '../screens/games/gameInfo.ts';
import type { UiStore } from '../stores/uiStore.ts';

export interface PlayWiring {
  ui: Pick<UiStore, 'openTips' | 'showLoading' | 'hideLoading'>;
  /** Issue #15: embedded launches are issued here, so /game/{info} frames only them. */
  frames: GameFrames;
  storage: StoragePort;
  navigator: NavigatorPort;
  go: (path: string, options?: { replace?: boolean }) => void;
  /** The path shown now (a relaunch answered with it does not navigate). */
  currentPath: () => string;
}

/**
 * The screen's side of core's play journey (engine.games.journey), and nothing else: the 启动中...
 * overlay while a launch is in flight, and the game opened where applyGameLaunch says. The journey's
 * toasts and dialogs arrive as the engine's presentation effects (app/effectRenderer.ts). Every decision
 * was made in core. Returns the disconnect function.
 */
export function connectPlayToScreen(journey: PlayJourney, wiring: PlayWiring): () => void {
  const { ui } = wiring;
  let loadingId: number | null = null;
  const showLaunching = () => {
    const launching = journey.getSnapshot().phase === 'launching';
    if (launching && loadingId === null)
      loadingId = ui.showLoading({ message: GAME_LAUNCHING_TEXT, showIcon: true, showMask: true });
    if (!launching && loadingId !== null) {
      ui.hideLoading(loadingId);
      loadingId = null;
    }
  };
  const offs = [
    journey.subscribe(showLaunching),
    journey.on('play.open', ({ launch, request, replace, window }) => {
      // A relaunch answered with the address already shown: the page shows it, nothing to navigate.
      const go = (path: string) => {
        if (replace && wiring.currentPath() === path) return;
        wiring.go(path, { replace });
      };
      applyGameLaunch(launch, {
        reserved: window,
        navigator: wiring.navigator,
        storage: wiring.storage,
        go,
        embed: (url) => {
          if (wiring.frames.issue(url, request)) go(`/game/${encodeGameInfo(url)}`);
          else ui.openTips({ message: GAME_FRAME_MESSAGES.originNotAllowed });
        },
      });
    }),
  ];
  showLaunching();
  return () => {
    for (const off of offs) off();
  };
}
