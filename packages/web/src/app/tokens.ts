import type {
  Activities,
  ClockPort,
  CryptoPort,
  DevicePort,
  GameFrames,
  HttpPort,
  LoginEventBus,
  NavigatorPort,
  Profile,
  ProfileFlows,
  RuntimeConfig,
  SiteContent,
  StoragePort,
  UsdtWithdrawDetails,
  WithdrawalProgress,
} from '@jinli/core';
import type { i18n as I18n } from 'i18next';
import type { ChatService } from '../chat/chatService.ts';
import type { GameLauncher } from '../screens/games/gameLauncher.ts';
import type { GamesStore } from '../stores/gamesStore.ts';
import type { HomeStore } from '../stores/homeStore.ts';
import type { LocaleStore } from '../stores/localeStore.ts';
import type { SiteStore } from '../stores/siteStore.ts';
import type { SportsStore } from '../stores/sportsStore.ts';
import type { UiStore } from '../stores/uiStore.ts';
import type { WalletStore } from '../stores/walletStore.ts';
import type { AppNavigation } from './appNavigation.ts';
import type { AuthDialogActor } from './authActor.ts';
import type { BetSlipActor } from './betSlipActor.ts';
import type { MemberCentre } from './memberCentre.ts';
import type { SessionActor } from './sessionActor.ts';
import type { DepositSession } from './walletActors.ts';

/** A container key that remembers the type bound to it, so useService(token) needs no cast. */
export type Token<T> = symbol & { readonly __service?: T };
const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

export const Tokens = {
  Config: token<RuntimeConfig>('Config'),
  Storage: token<StoragePort>('Storage'),
  Clock: token<ClockPort>('Clock'),
  Crypto: token<CryptoPort>('Crypto'),
  Device: token<DevicePort>('Device'),
  Navigator: token<NavigatorPort>('Navigator'),
  Http: token<HttpPort>('Http'),
  LoginBus: token<LoginEventBus>('LoginBus'),
  I18n: token<I18n>('I18n'),
  SiteStore: token<SiteStore>('SiteStore'),
  HomeStore: token<HomeStore>('HomeStore'),
  UiStore: token<UiStore>('UiStore'),
  LocaleStore: token<LocaleStore>('LocaleStore'),
  AuthDialog: token<AuthDialogActor>('AuthDialog'),
  Session: token<SessionActor>('Session'),
  AppNavigation: token<AppNavigation>('AppNavigation'),
  GamesStore: token<GamesStore>('GamesStore'),
  GameLauncher: token<GameLauncher>('GameLauncher'),
  /** Issue #15: the game addresses launches issued, framed only on allowed origins. */
  GameFrames: token<GameFrames>('GameFrames'),
  Chat: token<ChatService>('Chat'),
  WalletStore: token<WalletStore>('WalletStore'),
  DepositSession: token<DepositSession>('DepositSession'),
  BetSlip: token<BetSlipActor>('BetSlip'),
  SportsStore: token<SportsStore>('SportsStore'),
  // Issue #17 (the lead moves these into createJinli): withdrawal progress and USDT withdrawal details.
  WithdrawalProgress: token<WithdrawalProgress>('WithdrawalProgress'),
  UsdtWithdrawInfo: token<UsdtWithdrawDetails>('UsdtWithdrawInfo'),
  /** Member profile and security bindings (issue #12 part A); the engine will own these. */
  Profile: token<Profile>('Profile'),
  ProfileFlows: token<ProfileFlows>('ProfileFlows'),
  MemberCentre: token<MemberCentre>('MemberCentre'),
  /** Promotions and activity pages (issue #13, core's createActivities). */
  Activities: token<Activities>('Activities'),
  /** Core's site content (help, agent, sponsor, download); the engine (#11) will own it. */
  SiteContent: token<SiteContent>('SiteContent'),
} as const;
