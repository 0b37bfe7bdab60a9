import {
  createBrowserDeviceAdapter,
  createBrowserNavigatorAdapter,
  createBrowserStorageAdapter,
  createCryptoAdapter,
  createDeviceVault,
  createFrameAdapter,
  createHttpAdapter,
  createSystemClock,
  createTabSyncAdapter,
  createUploadAdapter,
  createWebSocketAdapter,
  newUuidV4,
} from '@jinli/adapters';
import type { Jinli, Lazy } from '@jinli/core';
import { createGameFrames, createJinli, createLoginEventBus, createTabBar } from '@jinli/core';
import type { RuntimeConfig } from '@jinli/core/contract';
import { StorageKey } from '@jinli/core/contract';
import { Container } from 'inversify';
import { connectBrandTexts } from '../i18n/brandTexts.ts';
import { createI18n } from '../i18n/i18n.ts';
import { parseLocale } from '../i18n/locale.ts';
import { createLocaleStore, loadTraditionalConverter } from '../stores/localeStore.ts';
import { createUiStore } from '../stores/uiStore.ts';
import { createAppNavigation } from './appNavigation.ts';
import { handleBindRealName } from './bindRealName.ts';
import { setImageOrigins } from './imagePolicy.ts';
import { resolveSafeSwitch } from './safeSwitch.ts';
import { type Token, Tokens } from './tokens.ts';

interface Resolver {
  get<T>(id: symbol): T;
}
const get = <T>(ctx: Resolver, token: Token<T>): T => ctx.get<T>(token);

/**
 * The composition root: the only module that knows adapters, and the only one holding the HTTP and
 * crypto ports. It builds the headless engine (createJinli) once; screens resolve its capabilities
 * and the view stores through useService(Tokens.X).
 */
export function createAppContainer(config: RuntimeConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  let clientIp = '';
  const storage = createBrowserStorageAdapter();
  const clock = createSystemClock();
  const crypto = createCryptoAdapter({ key: config.cipherKey, iv: config.cipherIv });
  // Issue #29: the remembered password is sealed with a key only this device holds (none: name only).
  const vault = createDeviceVault();
  const bus = createLoginEventBus();
  const device = createBrowserDeviceAdapter(storage);

  container.bind(Tokens.Config).toConstantValue(config);
  setImageOrigins(config.imageOrigins);
  container.bind(Tokens.Storage).toConstantValue(storage);
  container.bind(Tokens.Clock).toConstantValue(clock);
  container.bind(Tokens.Navigator).toConstantValue(createBrowserNavigatorAdapter());
  container.bind(Tokens.LoginBus).toConstantValue(bus);
  container.bind(Tokens.Device).toConstantValue(device);

  const http = createHttpAdapter({
    apiBase: config.apiBase,
    siteId: config.siteId,
    version: config.version,
    safeSwitch: () => resolveSafeSwitch(config.safeSwitch, storage.get(StorageKey.safeSwitch)),
    crypto,
    clock,
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

  container.bind(Tokens.CallsSent).toConstantValue(() => http.whenSent());

  container.bind(Tokens.Engine).toDynamicValue(() =>
    createJinli(
      {
        http,
        storage,
        clock,
        crypto,
        socket: createWebSocketAdapter(),
        frame: createFrameAdapter(),
        newId: newUuidV4,
        ...(vault === null ? {} : { vault }),
        tabs: createTabSyncAdapter(),
        // Feedback pictures: same headers and signature as every call, always to the page's own origin.
        upload: createUploadAdapter({
          apiBase: config.apiBase,
          siteId: config.siteId,
          version: config.version,
          safeSwitch: () => false,
          crypto,
          clock,
          uniqueId: () => device.uniqueId(),
          getToken: () => storage.get(StorageKey.token),
          getClientIp: () => clientIp,
          onLoginExpired: ({ hadToken }) => bus.emit('login_expired', { hadToken }),
          originBase: window.location.origin,
        }),
      },
      {
        version: config.version,
        origin: window.location.origin,
        siteId: config.siteId,
        wsUrl: config.wsUrl,
        bus,
        realityCheckMinutes: config.realityCheckMinutes,
        onClientIp: (ip) => {
          clientIp = ip;
        },
      },
    ),
  );
  const engine = (ctx: Resolver) => get(ctx, Tokens.Engine);
  container.bind(Tokens.Session).toDynamicValue((ctx) => engine(ctx).session);
  container.bind(Tokens.AuthDialog).toDynamicValue((ctx) => builtCapability(engine(ctx).auth, 'auth'));
  container.bind(Tokens.AuthView).toDynamicValue((ctx) => engine(ctx).authView);
  container.bind(Tokens.Site).toDynamicValue((ctx) => engine(ctx).site);
  container.bind(Tokens.Home).toDynamicValue((ctx) => engine(ctx).home);
  container.bind(Tokens.Balances).toDynamicValue((ctx) => engine(ctx).funds);
  container.bind(Tokens.Games).toDynamicValue((ctx) => engine(ctx).games);
  // Loaded on first use (issue #16): these resolve once the route's guard has built them.
  const built =
    <T>(lazy: (engine: Jinli) => Lazy<T>, name: string) =>
    (ctx: Resolver) =>
      builtCapability(lazy(engine(ctx)), name);
  container.bind(Tokens.Wallet).toDynamicValue(built((e) => e.wallet, 'wallet'));
  container.bind(Tokens.Sports).toDynamicValue(built((e) => e.sports, 'sports'));
  container.bind(Tokens.BetSlip).toDynamicValue((ctx) => built((e) => e.sports, 'sports')(ctx).slip);
  container.bind(Tokens.Profile).toDynamicValue((ctx) => built((e) => e.profile, 'profile')(ctx));
  container.bind(Tokens.ProfileFlows).toDynamicValue((ctx) => built((e) => e.profile, 'profile')(ctx).flows);
  container.bind(Tokens.MemberCentre).toDynamicValue(built((e) => e.memberCentre, 'memberCentre'));
  container.bind(Tokens.Activities).toDynamicValue(built((e) => e.activities, 'activities'));
  container.bind(Tokens.SiteContent).toDynamicValue(built((e) => e.siteContent, 'siteContent'));
  container.bind(Tokens.MatchDetail).toDynamicValue(built((e) => e.matchDetail, 'matchDetail'));
  container
    .bind(Tokens.WithdrawalProgress)
    .toDynamicValue(built((e) => e.withdrawalProgress, 'withdrawalProgress'));
  container
    .bind(Tokens.UsdtWithdrawInfo)
    .toDynamicValue(built((e) => e.usdtWithdrawInfo, 'usdtWithdrawInfo'));
  container.bind(Tokens.GameFrames).toConstantValue(
    createGameFrames({
      gameOrigins: config.gameOrigins,
      appOrigin: window.location.origin,
      storage,
    }),
  );
  container.bind(Tokens.Chat).toDynamicValue((ctx) => {
    const chat = engine(ctx).chat;
    if (chat === null) throw new Error('the engine was built without a SocketPort');
    return builtCapability(chat, 'chat');
  });

  container.bind(Tokens.I18n).toDynamicValue((ctx) => {
    const i18n = createI18n(parseLocale(get(ctx, Tokens.Storage).get(StorageKey.locale)));
    connectBrandTexts(i18n, config.brand.brand, loadTraditionalConverter);
    return i18n;
  });
  container.bind(Tokens.LocaleStore).toDynamicValue((ctx) =>
    createLocaleStore({
      storage: get(ctx, Tokens.Storage),
      i18n: get(ctx, Tokens.I18n),
      applyToDocument: (locale) => document.documentElement.setAttribute('lang', locale),
      onSwitched: () => engine(ctx).home.languageChanged(),
    }),
  );
  container.bind(Tokens.UiStore).toDynamicValue((ctx) => createUiStore(get(ctx, Tokens.Clock)));
  container.bind(Tokens.TabBar).toDynamicValue(() => createTabBar({ storage }));
  container.bind(Tokens.AppNavigation).toConstantValue(createAppNavigation());
  return container;
}

/**
 * A capability a screen resolves during render: the route's guard built it first (core
 * engine.prepareRoute), so its absence here is a wiring bug, said by name. (Core itself never throws
 * for an unbuilt capability: its Lazy reads as a loading state.)
 */
function builtCapability<T>(lazy: Lazy<T>, name: string): T {
  const capability = lazy.getSnapshot().data;
  if (capability === null) throw new Error(`the ${name} capability was used before it was loaded`);
  return capability;
}
