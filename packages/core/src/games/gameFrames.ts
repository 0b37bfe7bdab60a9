import type { StoragePort } from '../ports/storage.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import type { GameLaunchRequest } from './gameActors.ts';
import { GameStorageKey, isHttpUrl } from './launch.ts';

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
  /** A launch this member made earlier (a reload, a new tab, a bookmark): launch the same game again. */
  | { kind: 'relaunch'; request: GameLaunchRequest }
  | { kind: 'refused'; message: string };

export interface GameFramesDeps {
  /** The runtime config's `gameOrigins` (`https://games.example.com`). */
  gameOrigins: readonly string[];
  /** This site's origin (the page's own, as the NavigatorPort reports it). */
  appOrigin: string;
  /**
   * Where embedded launches are remembered across reloads (issue #28), with the member who made them
   * (`StorageKey.userId`). Without it a reload of /game/{info} is refused, as before.
   */
  storage?: StoragePort;
}

/** A launch remembered as a pointer: which game answered which address, for which member. */
export interface EmbeddedLaunch {
  url: string;
  enName: string;
  gameCode: string;
  member: string;
}

/** How many embedded launches are remembered (the newest win). */
export const EMBEDDED_LAUNCHES_KEPT = 10;

/** The remembered launches with `launch` added as the newest (one entry per address). */
export function rememberLaunch(
  launches: readonly EmbeddedLaunch[],
  launch: EmbeddedLaunch,
  kept = EMBEDDED_LAUNCHES_KEPT,
): EmbeddedLaunch[] {
  return [launch, ...launches.filter((entry) => entry.url !== launch.url)].slice(0, kept);
}

/**
 * The game to launch again for a /game/{info} address: only one this member launched. The address is
 * never framed from here; a new launch call must answer it (or another) first.
 */
export function launchToRepeat(
  launches: readonly EmbeddedLaunch[],
  url: string,
  member: string | null,
): GameLaunchRequest | null {
  if (member === null || member === '') return null;
  const found = launches.find((entry) => entry.url === url && entry.member === member);
  return found === undefined ? null : { enName: found.enName, gameCode: found.gameCode };
}

function parseLaunches(text: string | null): EmbeddedLaunch[] {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is EmbeddedLaunch =>
        typeof entry === 'object' &&
        entry !== null &&
        ['url', 'enName', 'gameCode', 'member'].every(
          (key) => typeof (entry as Record<string, unknown>)[key] === 'string',
        ),
    );
  } catch {
    return [];
  }
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
  const storage = deps.storage;
  const listeners = new Set<() => void>();
  let version = 0;
  const stored = () => parseLaunches(storage?.get(GameStorageKey.embeddedLaunches) ?? null);
  const member = () => storage?.get(StorageKey.userId) ?? null;

  const isAllowed = (url: string): boolean => {
    const origin = originOf(url);
    return origin !== null && allowed.has(origin);
  };

  return {
    /** Whether a launch answer's origin may be framed at all (checked before navigating). */
    isAllowed,
    /**
     * A launch made by this app answered `url`: the embedded route may show it. With the request, the
     * launch is remembered for this member, so a reload launches the same game again. Returns isAllowed.
     */
    issue(url: string, request?: GameLaunchRequest): boolean {
      if (!isAllowed(url)) return false;
      issued.add(url);
      const who = member();
      if (request !== undefined && storage !== undefined && who !== null && who !== '') {
        const entry = { url, enName: request.enName, gameCode: request.gameCode, member: who };
        storage.set(GameStorageKey.embeddedLaunches, JSON.stringify(rememberLaunch(stored(), entry)));
      }
      version += 1;
      for (const listener of listeners) listener();
      return true;
    },
    /** Changes whenever an address is issued (a page showing `frameFor` reads it again). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): number => version,
    /** What /game/{info} shows for the URL its param names (null: not a URL at all). */
    frameFor(url: string | null): GameFrame {
      if (url !== null && !issued.has(url)) {
        const request = launchToRepeat(stored(), url, member());
        if (request !== null) return { kind: 'relaunch', request };
      }
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
