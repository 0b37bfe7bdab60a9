import { createBrowserJinli, createBrowserNavigatorAdapter, HostTokens } from '@jinli/adapters';
import type { Jinli, Lazy } from '@jinli/core';
import { createTabBar } from '@jinli/core';
import type { RuntimeConfig } from '@jinli/core/contract';
import { StorageKey } from '@jinli/core/contract';
import type { Container } from 'inversify';
import { connectBrandTexts } from '../i18n/brandTexts.ts';
import { parseLocale } from '../i18n/locale.ts';
import { createTexts } from '../i18n/texts.ts';
import { createLocaleStore, loadTraditionalConverter } from '../stores/localeStore.ts';
import { createUiStore } from '../stores/uiStore.ts';
import { createAppNavigation } from './appNavigation.ts';
import { setImageOrigins } from './imagePolicy.ts';
import { type Token, Tokens } from './tokens.ts';

interface Resolver {
  get<T>(id: symbol): T;
}
const get = <T>(ctx: Resolver, token: Token<T>): T => ctx.get<T>(token);

/**
 * The composition root: the only module that knows adapters. The engine and its ports come from the
 * browser host (@jinli/adapters createBrowserJinli: token, client ip, login expiry, upload and the
 * safeSwitch override wired once for every host); this adds web's services to the same container, and
 * screens resolve the engine's capabilities and the view stores through useServices().X. No token
 * hands out the HTTP or crypto port.
 */
export function createAppContainer(config: RuntimeConfig): Container {
  const host = createBrowserJinli(config);
  const { container } = host;
  const alias = <T>(token: Token<T>, hostToken: symbol) =>
    container.bind(token).toDynamicValue((ctx) => ctx.get<T>(hostToken));
  const storage = host.get(HostTokens.Storage);

  container.bind(Tokens.Config).toConstantValue(config);
  setImageOrigins(config.imageOrigins);
  alias(Tokens.Storage, HostTokens.Storage);
  alias(Tokens.Clock, HostTokens.Clock);
  container.bind(Tokens.Navigator).toConstantValue(createBrowserNavigatorAdapter());
  alias(Tokens.Device, HostTokens.Device);
  container.bind(Tokens.CallsSent).toConstantValue(() => host.get(HostTokens.Http).whenSent());
  alias(Tokens.Engine, HostTokens.Engine);
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
  // The frames themselves load with a member's first launch or /game/{info} (app/gameFrames.ts, issue #27).
  container.bind(Tokens.GameFramesDeps).toConstantValue({
    gameOrigins: config.gameOrigins,
    appOrigin: window.location.origin,
    storage,
  });
  container.bind(Tokens.Chat).toDynamicValue((ctx) => {
    const chat = engine(ctx).chat;
    if (chat === null) throw new Error('the engine was built without a SocketPort');
    return builtCapability(chat, 'chat');
  });

  container.bind(Tokens.I18n).toDynamicValue((ctx) => {
    // The first paint's lookup; i18next takes over after it (I18nProvider, issue #27).
    const texts = createTexts(parseLocale(get(ctx, Tokens.Storage).get(StorageKey.locale)));
    connectBrandTexts(texts, config.brand.brand, loadTraditionalConverter);
    return texts;
  });
  container.bind(Tokens.LocaleStore).toDynamicValue((ctx) =>
    createLocaleStore({
      storage: get(ctx, Tokens.Storage),
      i18n: get(ctx, Tokens.I18n),
      applyToDocument: (locale) => document.documentElement.setAttribute('lang', locale),
      onSwitched: () => {
        // Lettered pictures (banners, sponsors) are asked for again in the new language (issue #28).
        engine(ctx).home.languageChanged();
        engine(ctx).siteContent.getSnapshot().data?.languageChanged();
      },
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
