import { createGameFrames, type GameFrames, type GameFramesDeps } from '@jinli/core';

const built = new WeakMap<GameFramesDeps, GameFrames>();

/**
 * The page's game frames (core's createGameFrames, issue #15), one for the container's
 * `Tokens.GameFramesDeps`. Not part of the first visit (issue #27): this module loads with a member's
 * first launch (app/playOpen.ts) or with the /game/{info} page, and both get the same frames.
 */
export function gameFramesFor(deps: GameFramesDeps): GameFrames {
  let frames = built.get(deps);
  if (frames === undefined) {
    frames = createGameFrames(deps);
    built.set(deps, frames);
  }
  return frames;
}
