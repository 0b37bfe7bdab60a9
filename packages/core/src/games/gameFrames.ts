import { isHttpUrl } from './launch.ts';

/**
 * Game frames only for launches the app made (issue #15): /game/{info} carries a URL anyone can
 * write into a link, so the page shows a frame only for an address a launch in this session issued,
 * and only on an origin the runtime config's `gameOrigins` allows.
 */
export const GAME_FRAME_MESSAGES = {
  notIssued: '游戏链接已失效，请从游戏大厅重新进入',
  originNotAllowed: '该游戏地址不在本站允许的范围内，已阻止打开',
} as const;

/** A game on another origin: its own scripts, storage, forms and popups. */
export const CROSS_ORIGIN_GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
/** A game on this site's origin must never get allow-same-origin together with allow-scripts. */
export const SAME_ORIGIN_GAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

export type GameFrame =
  | { kind: 'frame'; url: string; sandbox: string }
  | { kind: 'refused'; message: string };

export interface GameFramesDeps {
  /** The runtime config's `gameOrigins` (`https://games.example.com`). */
  gameOrigins: readonly string[];
  /** This site's origin (the page's own, as the NavigatorPort reports it). */
  appOrigin: string;
}

function originOf(url: string): string | null {
  if (!isHttpUrl(url)) return null;
  // The origin as a browser names it: scheme, host and any explicit port (default ports are dropped).
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url);
  if (match === null) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  const authority = (match[2] ?? '').toLowerCase();
  if (authority.includes('@')) return null;
  const defaultPort = scheme === 'https' ? ':443' : ':80';
  const host = authority.endsWith(defaultPort) ? authority.slice(0, -defaultPort.length) : authority;
  return `${scheme}://${host}`;
}

export type GameFrames = ReturnType<typeof createGameFrames>;

export function createGameFrames(deps: GameFramesDeps) {
  const allowed = new Set(deps.gameOrigins.map(originOf).filter((o): o is string => o !== null));
  const appOrigin = originOf(deps.appOrigin);
  const issued = new Set<string>();

  const isAllowed = (url: string): boolean => {
    const origin = originOf(url);
    return origin !== null && allowed.has(origin);
  };

  return {
    /** Whether a launch answer's origin may be framed at all (checked before navigating). */
    isAllowed,
    /** A launch made by this app answered `url`: the embedded route may show it. Returns isAllowed. */
    issue(url: string): boolean {
      if (!isAllowed(url)) return false;
      issued.add(url);
      return true;
    },
    /** What /game/{info} shows for the URL its param names (null: not a URL at all). */
    frameFor(url: string | null): GameFrame {
      if (url === null || !issued.has(url))
        return { kind: 'refused', message: GAME_FRAME_MESSAGES.notIssued };
      if (!isAllowed(url)) return { kind: 'refused', message: GAME_FRAME_MESSAGES.originNotAllowed };
      const sameOrigin = originOf(url) === appOrigin;
      return {
        kind: 'frame',
        url,
        sandbox: sameOrigin ? SAME_ORIGIN_GAME_SANDBOX : CROSS_ORIGIN_GAME_SANDBOX,
      };
    },
  };
}
