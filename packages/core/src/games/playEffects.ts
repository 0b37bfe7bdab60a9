import { LOGIN_REQUIRED_NOTICE } from '../navigation/guard.ts';
import type { ReservedWindow } from '../ports/navigator.ts';
import type { GameLaunchRequest } from './gameActors.ts';
import type { GameLaunch } from './launch.ts';
import { LOCAL_SPORT_VENUE } from './launchVenues.ts';
import type { VenueTransferEvent } from './venueTransfer.machine.ts';

// What the play journey takes and gives, without its machine (issue #27: playJourney.ts loads the
// machine, playJourney.machine.ts, with the first launch of a member).

/** SPEC §4: the text shown while a game starts. */
export const GAME_LAUNCHING_TEXT = '启动中...';

/** A launch decision the host carries out (a refused one never reaches the host). */
export type OpenableLaunch = Exclude<GameLaunch, { kind: 'refused' }>;

/** 6413 on a launch: the venue runs an activity, money must move into it before the game starts. */
export interface NeedsTransfer {
  venue: string;
  gameCode: string;
  /** The server's text (SPEC §8: the dialog shows it). */
  message: string;
  isActivity: 0 | 1;
}

/**
 * What the journey asks its host to do (xstate `emit`): open the game (`applyGameLaunch` with the
 * window reserved on the click), show a toast, or show a tips dialog. Texts are zh-CN core text.
 */
export type PlayEffect =
  | {
      type: 'play.open';
      launch: OpenableLaunch;
      request: GameLaunchRequest;
      /** A relaunch of a reloaded /game/{info}: its answer replaces that history entry. */
      replace: boolean;
      /** The window reserved on the click for a new-window venue, else null. */
      window: ReservedWindow | null;
    }
  | { type: 'play.toast'; tone: 'success' | 'error'; text: string }
  | { type: 'play.dialog'; text: string };

export type PlayJourneyEvent =
  | {
      type: 'play.start';
      request: GameLaunchRequest;
      /** A reload of an embedded game this member launched (gameFrames.ts): the answer replaces it. */
      relaunch?: boolean;
      /**
       * Opens an empty window during the member's click (NavigatorPort.reserveWindow): called only
       * when the launch goes ahead and the venue opens in a new window (popup blockers).
       */
      reserveWindow?: () => ReservedWindow | null;
    }
  /** Closes the transfer form (ignored while a transfer is in flight or being checked). */
  | { type: 'play.dismiss' }
  /** The member logged out: whatever was open closes. */
  | { type: 'play.reset' }
  /** The transfer form's events, passed on to it. */
  | VenueTransferEvent;

/**
 * SPEC §8 for a launch that did not open: the sports venue's failure is the toast
 * 请先登录账号，才能了解更多; ErrUIDVerification is the dialog 数据异常，请重新进入游戏 whatever the
 * server wrote; any other failure (6415, an unsafe or empty answer) is a dialog with its message.
 */
export function launchFailureEffect(venue: string, message: string): PlayEffect {
  if (venue.trim().toUpperCase() === LOCAL_SPORT_VENUE)
    return { type: 'play.toast', tone: 'error', text: LOGIN_REQUIRED_NOTICE };
  return { type: 'play.dialog', text: message };
}
