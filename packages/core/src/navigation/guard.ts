// SPEC §2 route-guard rules 1-5 as one pure decision. The router adapter in @jinli/web performs
// the instructions: it fetches member info (logging out and going home on failure), refreshes the
// balance, switches sports mode and theme, then allows the navigation or redirects.

export type Theme = 'light' | 'dark';

import type { Edition } from '../sports/edition.ts';
export type RedirectTarget = 'home' | 'auth' | 'notFound';

export interface GuardRoute {
  readonly name: string;
  /** Login required. */
  readonly auth: boolean;
  /** Bound phone and bound real name required. */
  readonly bindPhone: boolean;
}

export interface GuardMember {
  readonly bindPhone: boolean;
  readonly bindRealName: boolean;
}

export interface GuardInput {
  readonly path: string;
  readonly route: GuardRoute;
  readonly params: Readonly<Record<string, string>>;
  readonly loggedIn: boolean;
  /** Latest member info; null while unknown, which counts as "not bound". */
  readonly member: GuardMember | null;
  /** Site deposit flag; only '0' closes the deposit pages. */
  readonly depositSwitch: '0' | '1' | undefined;
  readonly edition: Edition;
  readonly sportsVenueLoaded: boolean;
}

export type GuardOutcome =
  | { readonly kind: 'allow' }
  | {
      readonly kind: 'redirect';
      readonly to: RedirectTarget;
      readonly notice?: string;
      /** For `auth`: the path the member was going to; 账户安全 sends them back once bound. */
      readonly returnTo?: string;
    };

export interface GuardEffects {
  readonly fetchMemberInfo: boolean;
  readonly refreshBalance: boolean;
  readonly sportsMode: boolean;
  readonly loadSportsVenue: boolean;
  /** null: leave the theme as it is (the crty sports venue keeps its own). */
  readonly theme: Theme | null;
}

export type GuardDecision = GuardOutcome & GuardEffects;

export const LOGIN_REQUIRED_NOTICE = '请先登录账号，才能了解更多';

/** Pages closed when the site turns deposits off (depositSwitch '0'). */
export const DEPOSIT_PATHS: readonly string[] = ['mine/savemoney', 'app/help/ck'];

/** Guard rule 4: a help article whose path is a deposit path closes with deposits (the footer and help centre). */
export function isHelpArticleOpen(key: string, depositSwitch: string | undefined): boolean {
  return depositSwitch !== '0' || !DEPOSIT_PATHS.includes(`app/help/${key}`);
}

export const SPORTS_VENUE_PATH = 'game/sport';
export const LOCAL_SPORTS_VENUE = 'crty';

function segmentsOf(path: string): string[] {
  const [pathname = ''] = path.split(/[?#]/, 1);
  return pathname.split('/').filter((segment) => segment !== '');
}

/** True when `path` is `prefix` or lies under it, compared segment by segment. */
function isUnder(segments: readonly string[], prefix: string): boolean {
  const wanted = prefix.split('/');
  return wanted.every((segment, i) => segments[i] === segment);
}

function isLocalSportsVenue(segments: readonly string[], params: GuardInput['params']): boolean {
  if (!isUnder(segments, SPORTS_VENUE_PATH)) return false;
  const enName = params.enName ?? segments[2];
  return enName?.toLowerCase() === LOCAL_SPORTS_VENUE;
}

function decideOutcome(input: GuardInput, segments: readonly string[]): GuardOutcome {
  // A bindPhone route implies login, even if its auth flag was left off.
  if (!input.loggedIn && (input.route.auth || input.route.bindPhone)) {
    return { kind: 'redirect', to: 'home', notice: LOGIN_REQUIRED_NOTICE };
  }
  if (input.route.bindPhone && !(input.member?.bindPhone && input.member.bindRealName)) {
    return { kind: 'redirect', to: 'auth', returnTo: input.path };
  }
  if (input.depositSwitch === '0' && DEPOSIT_PATHS.some((prefix) => isUnder(segments, prefix))) {
    return { kind: 'redirect', to: 'notFound' };
  }
  return { kind: 'allow' };
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const segments = segmentsOf(input.path);
  const outcome = decideOutcome(input, segments);
  const session = { fetchMemberInfo: input.loggedIn, refreshBalance: input.loggedIn };

  // A redirect starts a new navigation that sets sports mode and theme for its own target.
  if (outcome.kind === 'redirect') {
    return { ...outcome, ...session, sportsMode: false, loadSportsVenue: false, theme: null };
  }
  if (isLocalSportsVenue(segments, input.params)) {
    return {
      ...outcome,
      ...session,
      sportsMode: true,
      loadSportsVenue: !input.sportsVenueLoaded,
      theme: null,
    };
  }
  const theme: Theme = input.edition === 'professional' ? 'dark' : 'light';
  return { ...outcome, ...session, sportsMode: false, loadSportsVenue: false, theme };
}
