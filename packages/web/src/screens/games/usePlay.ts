import type { GameLaunchRequest } from '@jinli/core';
import { useCallback } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';

/**
 * A game button's view of core's play journey: which game launches now (`${enName}:${gameCode}`, its
 * button shows 启动中...) and `play`, which starts the journey from the click (the click may reserve a
 * window for a venue that opens one: popup blockers allow only windows opened by a click).
 */
export function usePlay(): { launching: string | null; play: (request: GameLaunchRequest) => void } {
  const games = useServices().Games;
  const navigator = useServices().Navigator;
  const launching = useReadable(games.journey, (view) => view.launching);
  const play = useCallback(
    (request: GameLaunchRequest) => games.play(request, { reserveWindow: () => navigator.reserveWindow() }),
    [games, navigator],
  );
  return { launching, play };
}
