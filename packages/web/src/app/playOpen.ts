import type { PlayEffect } from '@jinli/core';
import { applyGameLaunch, GAME_FRAME_MESSAGES } from '@jinli/core/rules';
import { encodeGameInfo } from '../screens/games/gameInfo.ts';
import { gameFramesFor } from './gameFrames.ts';
import type { PlayWiring } from './playWiring.ts';

/**
 * Opens a launched game where core's decision says (applyGameLaunch): a new window (reserved on the
 * click), the embedded /game/{info} frame (issued to this page's game frames), this origin, or a slot or
 * local sport page. Loaded with a member's first launch, beside the journey's machine (issue #27).
 */
export function openGame(effect: Extract<PlayEffect, { type: 'play.open' }>, wiring: PlayWiring): void {
  const { launch, request, replace, window } = effect;
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
      if (gameFramesFor(wiring.frames).issue(url, request)) go(`/game/${encodeGameInfo(url)}`);
      else wiring.ui.openTips({ message: GAME_FRAME_MESSAGES.originNotAllowed });
    },
  });
}
