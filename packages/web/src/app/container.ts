import {
  createBrowserDeviceAdapter,
  createBrowserNavigatorAdapter,
  createBrowserStorageAdapter,
  createCryptoAdapter,
  createHttpAdapter,
  createSystemClock,
  newUuidV4,
} from '@jinli/adapters';
import type { RuntimeConfig } from '@jinli/core';
import { createLoginEventBus, StorageKey } from '@jinli/core';
import { Container } from 'inversify';
import { createI18n } from '../i18n/i18n.ts';
import { parseLocale } from '../i18n/locale.ts';
import { createHomeStore } from '../stores/homeStore.ts';
import { createLocaleStore } from '../stores/localeStore.ts';
import { createSiteStore } from '../stores/siteStore.ts';
import { createUiStore } from '../stores/uiStore.ts';
import { createAppNavigation } from './appNavigation.ts';
import { createAuthDialogActor } from './authActor.ts';
import { handleBindRealName } from './bindRealName.ts';
import { resolveSafeSwitch } from './safeSwitch.ts';
import { createSessionActor } from './sessionActor.ts';
import { type Token, Tokens } from './tokens.ts';

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
  return container;
}
