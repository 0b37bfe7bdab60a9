import type { GameFramesDeps, NavigatorPort, PlayJourney, StoragePort } from '@jinli/core';
import { errorMessage } from '@jinli/core/contract';
import { GAME_LAUNCHING_TEXT } from '@jinli/core/rules';
import type { UiStore } from '../stores/uiStore.ts';

export interface PlayWiring {
  ui: Pick<UiStore, 'openTips' | 'showLoading' | 'hideLoading'>;
  /** Issue #15: embedded launches are issued to the page's game frames (app/gameFrames.ts), so /game/{info} frames only them. */
  frames: GameFramesDeps;
  storage: StoragePort;
  navigator: NavigatorPort;
  go: (path: string, options?: { replace?: boolean }) => void;
  /** The path shown now (a relaunch answered with it does not navigate). */
  currentPath: () => string;
}

let opening: Promise<typeof import('./playOpen.ts')> | null = null;

/**
 * The code that opens a launched game (app/playOpen.ts with core's launch decision and the game frames),
 * not part of the first visit (issue #27): loaded when a member's launch starts, beside the journey's
 * machine and while the launch call is out, so it is in before the answer. A failed load is tried again.
 */
export function loadPlayOpen(): Promise<typeof import('./playOpen.ts')> {
  if (opening === null)
    opening = import('./playOpen.ts').catch((error: unknown) => {
      opening = null;
      throw error;
    });
  return opening;
}

/**
 * The screen's side of core's play journey (engine.games.journey), and nothing else: the 启动中...
 * overlay while a launch is in flight, and the game opened where applyGameLaunch says (app/playOpen.ts).
 * The journey's toasts and dialogs arrive as the engine's presentation effects (app/effectRenderer.ts).
 * Every decision was made in core. Returns the disconnect function.
 */
export function connectPlayToScreen(journey: PlayJourney, wiring: PlayWiring): () => void {
  const { ui } = wiring;
  let loadingId: number | null = null;
  // play.open effects whose opening code is still loading: the overlay stays until they are carried out.
  let pending = 0;
  const showLaunching = () => {
    const launching = journey.getSnapshot().phase === 'launching';
    if (launching) void loadPlayOpen().catch(() => undefined);
    const shown = launching || pending > 0;
    if (shown && loadingId === null)
      loadingId = ui.showLoading({ message: GAME_LAUNCHING_TEXT, showIcon: true, showMask: true });
    if (!shown && loadingId !== null) {
      ui.hideLoading(loadingId);
      loadingId = null;
    }
  };
  const offs = [
    journey.subscribe(showLaunching),
    journey.on('play.open', (effect) => {
      pending += 1;
      loadPlayOpen()
        .then(
          ({ openGame }) => openGame(effect, wiring),
          (error: unknown) => {
            effect.window?.close();
            ui.openTips({ message: errorMessage(error) });
          },
        )
        .finally(() => {
          pending -= 1;
          showLaunching();
        });
    }),
  ];
  showLaunching();
  return () => {
    for (const off of offs) off();
  };
}
