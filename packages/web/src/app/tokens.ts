import type {
  AuthDialogActor,
  BetSlipActor,
  ChatService,
  ClockPort,
  DevicePort,
  GameFramesDeps,
  Jinli,
  Lazy,
  NavigatorPort,
  SessionActor,
  SportsCapability,
  StoragePort,
  TabBar,
  WalletCapability,
} from '@jinli/core';
import type { RuntimeConfig } from '@jinli/core/contract';
import type { Texts } from '../i18n/texts.ts';
import type { LocaleStore } from '../stores/localeStore.ts';
import type { UiStore } from '../stores/uiStore.ts';
import type { AppNavigation } from './appNavigation.ts';

/** What a capability the engine loads on first use holds once built. */
type Built<L> = L extends Lazy<infer T> ? T : never;

/** A container key that remembers the type bound to it, so a lookup needs no cast. */
export type Token<T> = symbol & { readonly __service?: T };

/** Typed lookups in a container, for the start-up code that runs outside React. */
export const resolverOf =
  (container: { get<T>(id: symbol): T }) =>
  <T>(token: Token<T>): T =>
    container.get<T>(token);

/** Every key of Services, once (the symbols' descriptions too). */
const TOKEN_NAMES = [
  'Config',
  'Storage',
  'Clock',
  'Device',
  'Navigator',
  'I18n',
  'Engine',
  'CallsSent',
  'Site',
  'Home',
  'Balances',
  'Wallet',
  'Games',
  'Sports',
  'UiStore',
  'LocaleStore',
  'AuthDialog',
  'AuthView',
  'Session',
  'AppNavigation',
  'GameFramesDeps',
  'Chat',
  'BetSlip',
  'WithdrawalProgress',
  'UsdtWithdrawInfo',
  'Profile',
  'ProfileFlows',
  'MemberCentre',
  'Activities',
  'SiteContent',
  'TabBar',
  'MatchDetail',
] as const satisfies readonly (keyof Services)[];

/**
 * The services as one object, each read from the container at its first use and kept (the bindings
 * are singletons). A capability the engine loads on first use is read once built: reading it before
 * throws (container.ts), and the next read tries again.
 */
export function servicesOf(container: { get<T>(id: symbol): T }): Services {
  const services = {} as Services;
  for (const name of TOKEN_NAMES) {
    let read = false;
    let value: unknown;
    Object.defineProperty(services, name, {
      enumerable: true,
      get() {
        if (!read) {
          value = container.get(Tokens[name]);
          read = true;
        }
        return value;
      },
    });
  }
  return services;
}

/**
 * What screens may resolve. The engine (@jinli/core createJinli) owns every call and rule; the
 * capability tokens below are its parts. Those the engine loads on first use (sportsbook, wallet,
 * member centre, promotions, help, chat; issue #16) resolve once built: the navigation guard builds
 * what a route's screens use (core capabilitiesOfRoute), and resolving one before that throws. No
 * token hands out the HTTP or crypto port: only the
 * composition root holds them.
 */
export const Tokens = Object.fromEntries(TOKEN_NAMES.map((name) => [name, Symbol(name)])) as unknown as
  // A service missing from TOKEN_NAMES makes this `never`, so nothing compiles.
  Exclude<keyof Services, (typeof TOKEN_NAMES)[number]> extends never
    ? { readonly [K in keyof Services]: Token<Services[K]> }
    : never;

/** The service each token resolves to: named, so declaration emit refers to core's types by their entry. */
export interface Services {
  Config: RuntimeConfig;
  Storage: StoragePort;
  Clock: ClockPort;
  Device: DevicePort;
  Navigator: NavigatorPort;
  /** The app's texts: the first paint's lookup, then i18next (i18n/texts.ts). */
  I18n: Texts;
  Engine: Jinli;
  /** Resolves once the calls made so far have left for the server (main.tsx, before React; #26). */
  CallsSent: () => Promise<void>;
  Site: Jinli['site'];
  Home: Jinli['home'];
  /** The member's money in one place (`engine.funds`, issues #28, #25): every balance display reads it. */
  Balances: Jinli['funds'];
  Wallet: WalletCapability;
  Games: Jinli['games'];
  Sports: SportsCapability;
  UiStore: UiStore;
  LocaleStore: LocaleStore;
  AuthDialog: AuthDialogActor;
  /** The auth dialog's view (null while closed); reading it does not create the dialog's machines. */
  AuthView: Jinli['authView'];
  Session: SessionActor;
  AppNavigation: AppNavigation;
  /**
   * Issue #15: what the game frames are built from (the addresses launches issued, framed only on
   * allowed origins). The frames themselves load with a launch or /game/{info} (issue #27, app/gameFrames.ts).
   */
  GameFramesDeps: GameFramesDeps;
  Chat: ChatService;
  BetSlip: BetSlipActor;
  // The engine's member-centre, promotions and content capabilities (issues #12, #13, #17).
  WithdrawalProgress: Built<Jinli['withdrawalProgress']>;
  UsdtWithdrawInfo: Built<Jinli['usdtWithdrawInfo']>;
  Profile: Built<Jinli['profile']>;
  ProfileFlows: Built<Jinli['profile']>['flows'];
  MemberCentre: Built<Jinli['memberCentre']>;
  Activities: Built<Jinli['activities']>;
  SiteContent: Built<Jinli['siteContent']>;
  /** #14: the tab bar of visited routes (core createTabBar). */
  TabBar: TabBar;
  /** #14: the in-play match detail beside a live match (core createMatchDetail). */
  MatchDetail: Built<Jinli['matchDetail']>;
}
