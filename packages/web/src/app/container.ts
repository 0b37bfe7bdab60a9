import {
  createBrowserDeviceAdapter,
  createBrowserNavigatorAdapter,
  createBrowserStorageAdapter,
  createCryptoAdapter,
  createHttpAdapter,
  createSystemClock,
  createWebSocketAdapter,
  newUuidV4,
} from '@jinli/adapters';
import type { RuntimeConfig } from '@jinli/core';
import {
  createLoginEventBus,
  createMatchDetail,
  createTabBar,
  resolveChatSocketUrl,
  resolveSportsStreamUrl,
  StorageKey,
} from '@jinli/core';
import { Container } from 'inversify';
import { createChatService } from '../chat/chatService.ts';
import { createI18n } from '../i18n/i18n.ts';
import { parseLocale } from '../i18n/locale.ts';
import { createGameLauncher } from '../screens/games/gameLauncher.ts';
import { createGamesStore } from '../stores/gamesStore.ts';
import { createHomeStore } from '../stores/homeStore.ts';
import { createLocaleStore } from '../stores/localeStore.ts';
import { createSiteStore } from '../stores/siteStore.ts';
import { createSportsStore } from '../stores/sportsStore.ts';
import { createUiStore } from '../stores/uiStore.ts';
import { createWalletStore } from '../stores/walletStore.ts';
import { createAppNavigation } from './appNavigation.ts';
import { createAuthDialogActor } from './authActor.ts';
import { createBetSlipActor } from './betSlipActor.ts';
import { handleBindRealName } from './bindRealName.ts';
import { resolveSafeSwitch } from './safeSwitch.ts';
import { createSessionActor } from './sessionActor.ts';
import { type Token, Tokens } from './tokens.ts';
import { createDepositSession } from './walletActors.ts';

interface Resolver {
  get<T>(id: symbol): T;
}
const get = <T>(ctx: Resolver, token: Token<T>): T => ctx.get<T>(token);

/**
 * The composition root: the only module that knows adapters. Everything is a singleton for the
 * life of the page; screens resolve what they need through useService(Tokens.X).
 */
export function createAppContainer(config: RuntimeConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  let clientIp = '';

  container.bind(Tokens.Config).toConstantValue(config);
  container.bind(Tokens.Storage).toConstantValue(createBrowserStorageAdapter());
  container.bind(Tokens.Clock).toConstantValue(createSystemClock());
  container
    .bind(Tokens.Crypto)
    .toConstantValue(createCryptoAdapter({ key: config.cipherKey, iv: config.cipherIv }));
  container.bind(Tokens.Navigator).toConstantValue(createBrowserNavigatorAdapter());
  container.bind(Tokens.LoginBus).toConstantValue(createLoginEventBus());
  container.bind(Tokens.Device).toDynamicValue((ctx) => createBrowserDeviceAdapter(get(ctx, Tokens.Storage)));

  container.bind(Tokens.Http).toDynamicValue((ctx) => {
    const storage = get(ctx, Tokens.Storage);
    const device = get(ctx, Tokens.Device);
    const bus = get(ctx, Tokens.LoginBus);
    return createHttpAdapter({
      apiBase: config.apiBase,
      siteId: config.siteId,
      version: config.version,
      safeSwitch: () => resolveSafeSwitch(config.safeSwitch, storage.get(StorageKey.safeSwitch)),
      crypto: get(ctx, Tokens.Crypto),
      clock: get(ctx, Tokens.Clock),
      uniqueId: () => device.uniqueId(),
      getToken: () => storage.get(StorageKey.token),
      getClientIp: () => clientIp,
      onLoginExpired: ({ hadToken }) => bus.emit('login_expired', { hadToken }),
      // Resolved on use: the UI store and navigation are bound after the adapter.
      onApiError: (error) =>
        handleBindRealName(error, {
          ui: get(container, Tokens.UiStore),
          go: (path) => get(container, Tokens.AppNavigation).go(path),
          actionText: () => get(container, Tokens.I18n).t('session.bindRealNameAction'),
        }),
    });
  });

  container
    .bind(Tokens.I18n)
    .toDynamicValue((ctx) => createI18n(parseLocale(get(ctx, Tokens.Storage).get(StorageKey.locale))));
  container.bind(Tokens.LocaleStore).toDynamicValue((ctx) =>
    createLocaleStore({
      storage: get(ctx, Tokens.Storage),
      i18n: get(ctx, Tokens.I18n),
      applyToDocument: (locale) => document.documentElement.setAttribute('lang', locale),
    }),
  );
  container.bind(Tokens.SiteStore).toDynamicValue((ctx) =>
    createSiteStore(get(ctx, Tokens.Http), (ip) => {
      clientIp = ip;
    }),
  );
  container.bind(Tokens.HomeStore).toDynamicValue((ctx) => createHomeStore(get(ctx, Tokens.Http)));
  container.bind(Tokens.UiStore).toDynamicValue((ctx) => createUiStore(get(ctx, Tokens.Clock)));
  container.bind(Tokens.TabBar).toDynamicValue(() => createTabBar());
  container
    .bind(Tokens.MatchDetail)
    .toDynamicValue((ctx) => createMatchDetail({ http: get(ctx, Tokens.Http) }));
  container.bind(Tokens.AuthDialog).toDynamicValue((ctx) =>
    createAuthDialogActor({
      http: get(ctx, Tokens.Http),
      crypto: get(ctx, Tokens.Crypto),
      storage: get(ctx, Tokens.Storage),
      clock: get(ctx, Tokens.Clock),
      version: config.version,
      origin: () => window.location.origin,
      newId: newUuidV4,
      bus: get(ctx, Tokens.LoginBus),
      ui: get(ctx, Tokens.UiStore),
    }),
  );
  container.bind(Tokens.AppNavigation).toConstantValue(createAppNavigation());
  container
    .bind(Tokens.Session)
    .toDynamicValue((ctx) =>
      createSessionActor({ http: get(ctx, Tokens.Http), storage: get(ctx, Tokens.Storage) }),
    );
  container.bind(Tokens.Chat).toDynamicValue((ctx) =>
    createChatService({
      socket: createWebSocketAdapter(),
      http: get(ctx, Tokens.Http),
      session: get(ctx, Tokens.Session),
      url: resolveChatSocketUrl(config.wsUrl, window.location.origin, config.siteId),
      clientId: newUuidV4(),
    }),
  );
  container.bind(Tokens.GamesStore).toDynamicValue((ctx) => createGamesStore(get(ctx, Tokens.Http)));
  container.bind(Tokens.WalletStore).toDynamicValue((ctx) =>
    createWalletStore({
      http: get(ctx, Tokens.Http),
      storage: get(ctx, Tokens.Storage),
      newRequestId: newUuidV4,
      onMoneyMoved: () => get(ctx, Tokens.Session).send({ type: 'session.refreshBalance' }),
    }),
  );
  container.bind(Tokens.DepositSession).toDynamicValue((ctx) => {
    const session = get(ctx, Tokens.Session);
    const deposits = createDepositSession({
      http: get(ctx, Tokens.Http),
      newRequestId: newUuidV4,
      onPaid: () => session.send({ type: 'session.refreshBalance' }),
    });
    // The next member never sees the previous member's order.
    session.on('session.loggedOut', () => deposits.stop());
    return deposits;
  });
  container.bind(Tokens.GameLauncher).toDynamicValue((ctx) =>
    createGameLauncher({
      http: get(ctx, Tokens.Http),
      storage: get(ctx, Tokens.Storage),
      navigator: get(ctx, Tokens.Navigator),
      session: get(ctx, Tokens.Session),
      bus: get(ctx, Tokens.LoginBus),
      ui: get(ctx, Tokens.UiStore),
      go: (path) => get(ctx, Tokens.AppNavigation).go(path),
      newId: newUuidV4,
      loginRequiredText: () => get(ctx, Tokens.I18n).t('session.loginRequired'),
    }),
  );
  container.bind(Tokens.BetSlip).toDynamicValue((ctx) =>
    createBetSlipActor({
      http: get(ctx, Tokens.Http),
      storage: get(ctx, Tokens.Storage),
      ui: get(ctx, Tokens.UiStore),
      newId: newUuidV4,
    }),
  );
  container.bind(Tokens.SportsStore).toDynamicValue((ctx) => {
    const slip = get(ctx, Tokens.BetSlip);
    const ui = get(ctx, Tokens.UiStore);
    let venueDialog = -1;
    const store = createSportsStore({
      http: get(ctx, Tokens.Http),
      storage: get(ctx, Tokens.Storage),
      clock: get(ctx, Tokens.Clock),
      clientIp: () => get(ctx, Tokens.SiteStore).state.preInfo.data?.ip ?? '',
      // SPEC §8: one 数据异常 dialog at a time; its button loads the venue again.
      onVenueError: (message) => {
        if (ui.state.dialogs.some((d) => d.id === venueDialog)) return;
        venueDialog = ui.openTips({
          message,
          closable: false,
          sureText: get(ctx, Tokens.I18n).t('sports.reenter'),
          onSure: () => void store.load(),
        });
      },
      feed: {
        socket: createWebSocketAdapter(),
        url: () => {
          const token = get(ctx, Tokens.Storage).get(StorageKey.token);
          return token === null || token === ''
            ? null
            : resolveSportsStreamUrl(config.wsUrl, window.location.origin, token, config.siteId);
        },
      },
      onOdds: (updates) => {
        if (updates.length > 0) slip.send({ type: 'odds.update', updates });
      },
      onLimits: (limits) => slip.send({ type: 'slip.limits', limits }),
      applyTheme: (theme) => {
        document.documentElement.dataset.theme = theme;
      },
    });
    // A placed order moved money (a rejection after delay gives it back): show the new balances.
    const refresh = () => {
      get(ctx, Tokens.Session).send({ type: 'session.refreshBalance' });
      void store.refreshVenueBalance();
    };
    slip.on('betslip.accepted', refresh);
    slip.on('betslip.rejected', refresh);
    return store;
  });
  return container;
}
