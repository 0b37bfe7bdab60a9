import type {
  ClockPort,
  CryptoPort,
  DevicePort,
  HttpPort,
  LoginEventBus,
  MatchDetailStore,
  NavigatorPort,
  RuntimeConfig,
  StoragePort,
  TabBar,
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
  Chat: token<ChatService>('Chat'),
  WalletStore: token<WalletStore>('WalletStore'),
  DepositSession: token<DepositSession>('DepositSession'),
  BetSlip: token<BetSlipActor>('BetSlip'),
  SportsStore: token<SportsStore>('SportsStore'),
  /** #14: the tab bar of visited routes (core createTabBar). */
  TabBar: token<TabBar>('TabBar'),
  /** #14: the in-play match detail beside a live match (core createMatchDetail). */
  MatchDetail: token<MatchDetailStore>('MatchDetail'),
} as const;
