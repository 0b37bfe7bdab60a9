import type {
  AuthDialogActor,
  BetSlipActor,
  ChatService,
  ClockPort,
  DevicePort,
  GameFrames,
  Jinli,
  LoginEventBus,
  NavigatorPort,
  RuntimeConfig,
  SessionActor,
  StoragePort,
  TabBar,
} from '@jinli/core';
import type { i18n as I18n } from 'i18next';
import type { GameLauncher } from '../screens/games/gameLauncher.ts';
import type { LocaleStore } from '../stores/localeStore.ts';
import type { UiStore } from '../stores/uiStore.ts';
import type { AppNavigation } from './appNavigation.ts';

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
 * capability tokens below are its parts. No token hands out the HTTP or crypto port: only the
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
  Wallet: token<Jinli['wallet']>('Wallet'),
  Games: token<Jinli['games']>('Games'),
  Sports: token<Jinli['sports']>('Sports'),
  UiStore: token<UiStore>('UiStore'),
  LocaleStore: token<LocaleStore>('LocaleStore'),
  AuthDialog: token<AuthDialogActor>('AuthDialog'),
  /** The auth dialog's view (null while closed); reading it does not create the dialog's machines. */
  AuthView: token<Jinli['authView']>('AuthView'),
  Session: token<SessionActor>('Session'),
  AppNavigation: token<AppNavigation>('AppNavigation'),
  GameLauncher: token<GameLauncher>('GameLauncher'),
  /** Issue #15: the game addresses launches issued, framed only on allowed origins. */
  GameFrames: token<GameFrames>('GameFrames'),
  Chat: token<ChatService>('Chat'),
  BetSlip: token<BetSlipActor>('BetSlip'),
  // The engine's member-centre, promotions and content capabilities (issues #12, #13, #17).
  WithdrawalProgress: token<Jinli['withdrawalProgress']>('WithdrawalProgress'),
  UsdtWithdrawInfo: token<Jinli['usdtWithdrawInfo']>('UsdtWithdrawInfo'),
  Profile: token<Jinli['profile']['store']>('Profile'),
  ProfileFlows: token<Jinli['profile']['flows']>('ProfileFlows'),
  MemberCentre: token<Jinli['memberCentre']>('MemberCentre'),
  Activities: token<Jinli['activities']>('Activities'),
  SiteContent: token<Jinli['siteContent']>('SiteContent'),
  /** #14: the tab bar of visited routes (core createTabBar). */
  TabBar: token<TabBar>('TabBar'),
  /** #14: the in-play match detail beside a live match (core createMatchDetail). */
  MatchDetail: token<Jinli['matchDetail']>('MatchDetail'),
} as const;
