import type {
  AuthDialogActor,
  BetSlipActor,
  ChatService,
  ClockPort,
  DevicePort,
  GameFrames,
  Jinli,
  Lazy,
  LoginEventBus,
  NavigatorPort,
  RuntimeConfig,
  SessionActor,
  SportsCapability,
  StoragePort,
  TabBar,
  WalletCapability,
} from '@jinli/core';
import type { i18n as I18n } from 'i18next';
import type { LocaleStore } from '../stores/localeStore.ts';
import type { UiStore } from '../stores/uiStore.ts';
import type { AppNavigation } from './appNavigation.ts';

/** What a capability the engine loads on first use holds once built. */
type Built<L> = L extends Lazy<infer T> ? T : never;

/** A container key that remembers the type bound to it, so useService(token) needs no cast. */
export type Token<T> = symbol & { readonly __service?: T };
const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** Typed lookups in a container, for the start-up code that runs outside React. */
export const resolverOf =
  (container: { get<T>(id: symbol): T }) =>
  <T>(token: Token<T>): T =>
    container.get<T>(token);

/**
 * What screens may resolve. The engine (@jinli/core createJinli) owns every call and rule; the
 * capability tokens below are its parts. Those the engine loads on first use (sportsbook, wallet,
 * member centre, promotions, help, chat; issue #16) resolve once built: the navigation guard builds
 * what a route's screens use (core capabilitiesOfRoute), and resolving one before that throws. No
 * token hands out the HTTP or crypto port: only the
 * composition root holds them.
 */
export const Tokens = {
  Config: token<RuntimeConfig>('Config'),
  Storage: token<StoragePort>('Storage'),
  Clock: token<ClockPort>('Clock'),
  Device: token<DevicePort>('Device'),
  Navigator: token<NavigatorPort>('Navigator'),
  LoginBus: token<LoginEventBus>('LoginBus'),
  I18n: token<I18n>('I18n'),
  Engine: token<Jinli>('Engine'),
  Site: token<Jinli['site']>('Site'),
  Home: token<Jinli['home']>('Home'),
  /** The member's balances in one place (issue #28): every balance display reads it. */
  Balances: token<Jinli['balances']>('Balances'),
  Wallet: token<WalletCapability>('Wallet'),
  Games: token<Jinli['games']>('Games'),
  Sports: token<SportsCapability>('Sports'),
  UiStore: token<UiStore>('UiStore'),
  LocaleStore: token<LocaleStore>('LocaleStore'),
  AuthDialog: token<AuthDialogActor>('AuthDialog'),
  /** The auth dialog's view (null while closed); reading it does not create the dialog's machines. */
  AuthView: token<Jinli['authView']>('AuthView'),
  Session: token<SessionActor>('Session'),
  AppNavigation: token<AppNavigation>('AppNavigation'),
  /** Issue #15: the game addresses launches issued, framed only on allowed origins. */
  GameFrames: token<GameFrames>('GameFrames'),
  Chat: token<ChatService>('Chat'),
  BetSlip: token<BetSlipActor>('BetSlip'),
  // The engine's member-centre, promotions and content capabilities (issues #12, #13, #17).
  WithdrawalProgress: token<Built<Jinli['withdrawalProgress']>>('WithdrawalProgress'),
  UsdtWithdrawInfo: token<Built<Jinli['usdtWithdrawInfo']>>('UsdtWithdrawInfo'),
  Profile: token<Built<Jinli['profile']>['store']>('Profile'),
  ProfileFlows: token<Built<Jinli['profile']>['flows']>('ProfileFlows'),
  MemberCentre: token<Built<Jinli['memberCentre']>>('MemberCentre'),
  Activities: token<Built<Jinli['activities']>>('Activities'),
  SiteContent: token<Built<Jinli['siteContent']>>('SiteContent'),
  /** #14: the tab bar of visited routes (core createTabBar). */
  TabBar: token<TabBar>('TabBar'),
  /** #14: the in-play match detail beside a live match (core createMatchDetail). */
  MatchDetail: token<Built<Jinli['matchDetail']>>('MatchDetail'),
} as const;
