import type { NavigatorPort, ReservedWindow } from '../ports/navigator.ts';
import type { StoragePort } from '../ports/storage.ts';
import { isHttpUrl, LOCAL_SPORT_VENUE, NEW_WINDOW_VENUES } from './launchVenues.ts';

export { isHttpUrl, LOCAL_SPORT_VENUE, NEW_WINDOW_VENUES, opensNewWindow } from './launchVenues.ts';
/** Slot venues whose payload opens on /pg/game; every other slot payload opens on /dz/game. */
export const PG_SLOT_VENUES: ReadonlySet<string> = new Set(['PG', 'PGDZ']);

/** Where launch data waits for the page that renders it. */
export const GameStorageKey = {
  /** The raw launch value of a slot game, read by /pg/game and /dz/game. */
  slotPayload: 'slotGamePayload',
  /** The CRTY launch value, read by /game/sport/crty. */
  localSportData: 'crtyLaunchData',
  /** Embedded launches this browser's members made (gameFrames.ts): a reload launches them again. */
  embeddedLaunches: 'embeddedGameLaunches',
} as const;

export const GAME_LAUNCH_MESSAGES = {
  unsafe: '游戏地址不安全，已阻止打开，请联系客服',
  empty: '游戏地址为空，请稍后重试',
} as const;

export type GameLaunch =
  | { kind: 'newWindow'; url: string }
  | { kind: 'embedded'; url: string }
  | { kind: 'sameOrigin'; path: string }
  | { kind: 'slot'; route: '/pg/game' | '/dz/game'; payload: string }
  | { kind: 'localSport'; route: string; data: string }
  | { kind: 'refused'; message: string };

// Browsers drop ASCII tabs and newlines inside a URL and trim C0 controls and spaces around it, so
// "java\tscript:" is javascript:. Every decision is made on the value as a browser would read it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const URL_NOISE = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A path on this origin: one leading slash, never `//host` or `/\host` (both leave the origin). */
function isSameOriginPath(value: string): boolean {
  return value.startsWith('/') && !/^\/[/\\]/.test(value) && !value.includes('\\');
}

/**
 * SPEC §4 game launch as a pure decision. `answer` is the launch call's `url`, `venue` its enName.
 * http(s) URL: a new window for XMTY, G1CP and SGCP, else the embedded /game/{info} route; a slash
 * path: the same origin; CRTY: stored, local sport page; any other value that is not a URL: the
 * slot payload, stored, slot page. javascript:, data:, other schemes and protocol-relative or
 * backslash tricks are refused with a message.
 */
export function resolveGameLaunch(answer: string, venue: string): GameLaunch {
  const code = venue.trim().toUpperCase();
  const raw = answer.trim();
  if (raw === '') return { kind: 'refused', message: GAME_LAUNCH_MESSAGES.empty };
  if (code === LOCAL_SPORT_VENUE) return { kind: 'localSport', route: '/game/sport/crty', data: raw };
  const squeezed = raw.replace(URL_NOISE, '');
  if (squeezed.startsWith('/') || squeezed.startsWith('\\')) {
    return raw === squeezed && isSameOriginPath(raw)
      ? { kind: 'sameOrigin', path: raw }
      : { kind: 'refused', message: GAME_LAUNCH_MESSAGES.unsafe };
  }
  if (SCHEME.test(squeezed)) {
    if (raw !== squeezed || !isHttpUrl(raw)) return { kind: 'refused', message: GAME_LAUNCH_MESSAGES.unsafe };
    return NEW_WINDOW_VENUES.has(code) ? { kind: 'newWindow', url: raw } : { kind: 'embedded', url: raw };
  }
  return { kind: 'slot', route: PG_SLOT_VENUES.has(code) ? '/pg/game' : '/dz/game', payload: raw };
}

export interface GameLaunchHost {
  navigator: NavigatorPort;
  storage: StoragePort;
  /** In-app navigation (the router). */
  go: (path: string) => void;
  /** Opens the embedded /game/{info} route for an http(s) URL (the host encodes the param). */
  embed: (url: string) => void;
  /** A window reserved on the click (NavigatorPort.reserveWindow): used for newWindow, closed otherwise. */
  reserved?: ReservedWindow | null;
}

/** Carries out a decision. Returns false for a refused launch (nothing is opened or stored). */
export function applyGameLaunch(launch: GameLaunch, host: GameLaunchHost): boolean {
  const reserved = host.reserved ?? null;
  if (launch.kind !== 'newWindow') reserved?.close();
  switch (launch.kind) {
    case 'newWindow':
      if (reserved) reserved.navigate(launch.url);
      else host.navigator.openWindow(launch.url);
      return true;
    case 'embedded':
      host.embed(launch.url);
      return true;
    case 'sameOrigin':
      host.navigator.assign(launch.path);
      return true;
    case 'slot':
      host.storage.set(GameStorageKey.slotPayload, launch.payload);
      host.go(launch.route);
      return true;
    case 'localSport':
      host.storage.set(GameStorageKey.localSportData, launch.data);
      host.go(launch.route);
      return true;
    case 'refused':
      return false;
  }
}
