import { createFunds, type Funds } from '../funds/funds.ts';
import type { Games } from '../games/gamesCapability.ts';
import { createGames } from '../games/gamesCapability.ts';
import { createHome, type Home, storedContentLanguage } from '../home/homeCapability.ts';
import { createIntentRunner, type IntentRunner } from '../money/intent.ts';
import { createNavigationGuard, type NavigationGuard } from '../navigation/navigationGuard.ts';
import { matchRoute, type RouteDef } from '../navigation/routeTable.ts';
import type { ClockPort } from '../ports/clock.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { DeviceVaultPort } from '../ports/deviceVault.ts';
import type { FramePort } from '../ports/frame.ts';
import type { HttpPort } from '../ports/http.ts';
import type { SocketPort } from '../ports/socket.ts';
import type { StoragePort } from '../ports/storage.ts';
import type { TabSyncPort } from '../ports/tabSync.ts';
import type { UploadPort } from '../ports/upload.ts';
import { createEffectStream, type EffectStream, type PresentationEffects } from '../presentation/effects.ts';
import {
  connectPresentation,
  observeBindRealName,
  type StartOptions,
  type StartResult,
} from '../presentation/presentationPolicies.ts';
import { connectPasswordChange } from '../profile/securityReturn.ts';
import type { EventBus } from '../session/eventBus.ts';
import { createEventBus } from '../session/eventBus.ts';
import { createExpiryReturn, type ExpiryReturn } from '../session/expiryReturn.ts';
import { createLoginEventBus, type LoginEventBus } from '../session/loginEvents.ts';
import { createLoginSequence, type LoginSequence } from '../session/loginSequence.ts';
import { connectOriginUrl } from '../session/originUrl.ts';
import type {
  AuthCapability,
  SessionActor,
  SessionCapability,
  SessionCapabilityEvents,
  SessionCommands,
} from '../session/sessionCapability.ts';
import { createSessionCapability } from '../session/sessionCapability.ts';
import { selectIsLoggedIn, selectMember } from '../session/sessionState.ts';
import { createSite, type Site } from '../site/siteCapability.ts';
import type { BetRecords, BetRecordsOptions } from '../sports/betRecordsCapability.ts';
import { connectBetSlipOwner } from '../sports/betslip/slipOwner.ts';
import type { CashOut } from '../sports/cashOutCapability.ts';
import type { Sports } from '../sports/sportsCapability.ts';
import type { Accounts } from '../wallet/accountsCapability.ts';
import type { Deposits } from '../wallet/depositSession.ts';
import type { Wallet } from '../wallet/walletCapability.ts';
import type { Withdrawals } from '../wallet/withdrawals.ts';
import { type Lazy, lazyCapability } from './lazyCapability.ts';
import { capabilitiesOfRoute } from './routeCapabilities.ts';

/** The ports a client supplies (adapters for a browser, Node or a native shell). */
export interface JinliPorts {
  http: HttpPort;
  storage: StoragePort;
  clock: ClockPort;
  crypto: CryptoPort;
  /** WebSockets for chat and the sports stream; without it chat is off and the sportsbook polls. */
  socket?: SocketPort;
  /**
   * The display's frames: socket messages (sports prices, chat lines) are applied once per frame.
   * Without it each message is applied in its own task.
   */
  frame?: FramePort;
  /** A fresh UUID per call (request ids, code ids, client message ids). */
  newId: () => string;
  /** Multipart image upload (feedback pictures); without it feedback is text only. */
  upload?: UploadPort;
  /** A non-extractable device key for the remembered password; without it only the name is remembered. */
  vault?: DeviceVaultPort;
  /** Messages to the site's other tabs, so they share one session (issue #29); without it each is alone. */
  tabs?: TabSyncPort;
}

export interface JinliConfig {
  /** Runtime config `version`, sent with login. */
  version: string;
  /** The site's origin (register `domain`; the socket URLs when `wsUrl` is empty). */
  origin: string;
  siteId: string;
  /** Runtime config `wsUrl` ('' for the origin's own). */
  wsUrl?: string;
  /** Hands the preInfo ip to whoever signs requests (the HTTP adapter's getClientIp). */
  onClientIp?: (ip: string) => void;
  /**
   * For core's own tests: the login event bus to watch. The bus is internal; a host uses the commands
   * (`session.login`, `session.expired`, `auth.open`) and the events (`sessionEvents`, `notices`).
   */
  bus?: LoginEventBus;
  /** Minutes between player-protection reality checks (runtime config); 60 by default. */
  realityCheckMinutes?: number;
  /** Runtime config `h5Url`: the operator's mobile site a phone is sent to ('' or absent: none). */
  h5Url?: string;
}

/** Success notices a capability reports for the member to see (SPEC §8 success toasts). */
export interface EngineNotices {
  notice: { message: string };
}

/**
 * What every capability factory receives: ONE object of ports and engine functions, so another
 * capability joins the engine in one line (see CAPABILITIES below).
 */
export interface CapabilityDeps extends JinliPorts {
  config: JinliConfig;
  bus: LoginEventBus;
  /** What follows a login, in order (session/loginSequence.ts): a capability's bus for its step. */
  afterLogin: LoginSequence;
  session: SessionActor;
  /** The session fetches the header balance again (money moved). */
  refreshBalance: () => void;
  /** A success notice for the member (a client shows it as a toast). */
  notify: (message: string) => void;
  /** The engine's one intent runner (money/intent.ts): every money-moving call goes through it. */
  runner: IntentRunner;
  /** The presentation effects a capability asks the host to render (presentation/effects.ts). */
  effects: EffectStream;
  /** The member's money in one place (issues #28, #25): balances and every money-moving intent. */
  funds: Funds;
  /** The site (preInfo, the client ip the sportsbook's calls carry). */
  site: Site;
}

const NO_UPLOAD: UploadPort = {
  upload: () => Promise.reject(new Error('this client was built without an UploadPort')),
};

/** Member info as a Readable (null when logged out), for capabilities that follow the member. */
export function memberOf(session: SessionActor) {
  return {
    subscribe: (listener: () => void) => session.subscribe(listener),
    getSnapshot: () => selectMember(session.getSnapshot()),
  };
}

/**
 * Every capability that is not needed by a first visit to `/`, registered the same way: one line
 * from CapabilityDeps to its builder (null: this host cannot have it), which the engine wraps in a
 * `Lazy` (engine/lazyCapability.ts) built on first use, its code in its own chunk. A route's guard
 * loads the ones its screens use (routeCapabilities.ts); `await engine.profile.get()` does the same
 * for any client; a host that reads one before it is built sees its loading state. A host may hand
 * `createJinli` its own registry (the adapters' host factories bind each entry in an inversify
 * ContainerModule, so a test or an operator rebinds one).
 */
export const CAPABILITIES = {
  /** The wallet (balances, transfers, deposits, withdrawals). */
  wallet: (deps) => async () => (await import('./walletWiring.ts')).createWalletCapability(deps),
  /** The sportsbook (board, live prices, bet slip, records, cash out). */
  sports: (deps) => async () => {
    // The socket's code loads beside the sportsbook's (SocketPort.load).
    const [{ createSportsCapability }] = await Promise.all([
      import('./sportsWiring.ts'),
      deps.socket?.load?.(),
    ]);
    return createSportsCapability(deps);
  },
  /** Live chat; none without a SocketPort. */
  chat: (deps) => {
    const { socket } = deps;
    return socket === undefined
      ? null
      : async () => {
          const [{ createChat }] = await Promise.all([import('./chatWiring.ts'), socket.load?.()]);
          return createChat(deps, socket);
        };
  },
  profile: (deps) => async () => (await import('./profileWiring.ts')).createProfileCapability(deps),
  memberCentre: (deps) => async () =>
    (await import('./memberCentre.ts')).createMemberCentre({
      http: deps.http,
      clock: deps.clock,
      bus: deps.afterLogin.busFor('memberCentre'),
      session: deps.session,
      upload: deps.upload ?? NO_UPLOAD,
      newId: deps.newId,
      ...(deps.config.realityCheckMinutes === undefined
        ? {}
        : { realityCheckMinutes: deps.config.realityCheckMinutes }),
    }),
  activities: (deps) => async () =>
    (await import('../activity/activities.ts')).createActivities({
      http: deps.http,
      clock: deps.clock,
      newRequestId: deps.newId,
      session: {
        isLoggedIn: () => selectIsLoggedIn(deps.session.getSnapshot()),
        subscribe: memberOf(deps.session).subscribe,
      },
      onMoneyMoved: deps.refreshBalance,
      language: storedContentLanguage(deps.storage),
    }),
  // Issue #28: the home page's lower sections, loaded after `/` has painted.
  showcase: (deps) => async () => (await import('../home/showcase.ts')).createShowcase({ http: deps.http }),
  siteContent: (deps) => async () =>
    (await import('../siteContent/siteContent.ts')).createSiteContent({
      http: deps.http,
      language: storedContentLanguage(deps.storage),
    }),
  matchDetail: (deps) => async () =>
    (await import('../sports/matchDetail.ts')).createMatchDetail({ http: deps.http }),
  withdrawalProgress: (deps) => async () => {
    const progress = (await import('../wallet/withdrawalProgress.ts')).createWithdrawalProgress({
      http: deps.http,
    });
    deps.session.on('session.loggedOut', () => progress.clear());
    return progress;
  },
  usdtWithdrawInfo: (deps) => async () =>
    (await import('../wallet/usdtWithdrawInfo.ts')).createUsdtWithdrawInfo({ http: deps.http }),
} satisfies Record<string, (deps: CapabilityDeps) => (() => Promise<unknown>) | null>;

/** The registry of lazily built capabilities: a name, and how a host's deps build it. */
type CapabilityRegistry = typeof CAPABILITIES;

/** What a registry entry gives the engine: a `Lazy` of what it builds (null: this host has none). */
type LazyOf<F> = F extends (deps: CapabilityDeps) => infer B
  ? (B extends null ? null : never) | (NonNullable<B> extends () => Promise<infer T> ? Lazy<T> : never)
  : never;

type Registered = { readonly [K in keyof CapabilityRegistry]: LazyOf<CapabilityRegistry[K]> };

/** The wallet with the deposit in progress and the forms' capabilities. */
export type WalletCapability = Wallet & {
  /** The deposit in progress, its state and commands (its order outlives a screen change). */
  readonly deposits: Deposits;
  /** The withdrawal form, its state and commands; `open()` gives a fresh form. */
  readonly withdrawals: Withdrawals;
  /** Bound accounts and withdrawal password: one instance per screen that opens. */
  accounts(): Accounts;
};

/** The sportsbook with bet records. */
export type SportsCapability = Sports & {
  /** Bet records with their own filters: one instance per view. */
  records(options: BetRecordsOptions): BetRecords;
  /** Issue #30: cash-out offers of the member's open bets and one intent per confirm. */
  readonly cashOut: CashOut;
};

export interface JinliCore {
  /**
   * Session (token, member, balance, unread), restored from storage at start, with its product
   * commands: `login({ name, password, captcha })`, `loginCaptcha()`, `expired(hadToken)`.
   */
  readonly session: SessionActor & SessionCommands;
  /**
   * The auth dialog machine (login, register, captchas, new device, reset), loaded on first use;
   * `open(view)` and `close()` drive it.
   */
  readonly auth: AuthCapability;
  /** The auth dialog's view (null while closed), without creating the dialog. */
  readonly authView: SessionCapability['authView'];
  /** `expired`, `loginRequired` (a host's login prompt), `authTips`, `authUnavailable`. */
  readonly sessionEvents: Pick<EventBus<Omit<SessionCapabilityEvents, 'authToast'>>, 'on'>;
  /** After a 6001 mid-form: the page and the typed fields (never a password) to return to (issue #29). */
  readonly expiryReturn: ExpiryReturn;
  /** Success notices from capabilities (a client shows them as toasts). */
  readonly notices: Pick<EventBus<EngineNotices>, 'on'>;
  readonly site: Site;
  readonly home: Home;
  /**
   * The member's money in one place (issues #28, #25): center wallet, lock money, every venue and their
   * total, refreshed with the session's balance (login, every navigation, money moved, settled bets),
   * and every money-moving intent (transfer, recycle, exchange) through the one intent runner.
   */
  readonly funds: Funds;
  readonly games: Games;
  /**
   * SPEC §2 guards for a navigation: where to go instead, the theme, a notice (navigationGuard.ts). It
   * also loads the capabilities the route uses (routeCapabilities.ts).
   */
  readonly guardNavigation: NavigationGuard;
  /**
   * Loads the capabilities the route at `pathname` uses; rejects when their code did not load (the
   * guard goes on without them, so a client shows the failure on the route's page with a retry).
   */
  prepareRoute(pathname: string): Promise<void>;
  logout(): void;
  /**
   * Issue #25: what the member sees and where the page goes, decided here (expiry, logout notices, the
   * 6449 and 数据异常 dialogs, slip toasts, the mobile site): one typed stream a host renders. Effects
   * emitted before the first subscriber wait for it.
   */
  readonly effects: PresentationEffects;
  /**
   * The page is up: the mobile redirect (`leaving`), promo codes and the current domain from the URL,
   * `register=1` after 500 ms. Once per engine.
   */
  start(options: StartOptions): StartResult;
}

export type Jinli = JinliCore & Registered;

/**
 * The headless engine: every call and every rule of the member journeys, built once from ports.
 * Capabilities talk to each other here (login → session → balance; money moved → balance; logout →
 * the next member starts clean) with no UI code in between. A browser binds each capability's
 * subscribe/getSnapshot with useSyncExternalStore; a Node script or a native client the same way.
 */
export function createJinli(
  ports: JinliPorts,
  config: JinliConfig,
  registry: typeof CAPABILITIES = CAPABILITIES,
): Jinli {
  const bus = config.bus ?? createLoginEventBus();
  // Issue #25: what follows a login runs in the order written in session/loginSequence.ts.
  const afterLogin = createLoginSequence(bus);
  const { storage, clock, crypto, newId } = ports;
  const effects = createEffectStream();
  // SPEC §8 6449 for every call of every capability.
  const http = observeBindRealName(ports.http, effects);
  // Issue #25: one intent runner over the id port; every money-moving intent goes through it.
  const runner = createIntentRunner(newId);
  // Issues #28, #25: one owner of the member's money; the session's balance refresh (login, every
  // navigation, money moved) refreshes it, so the header total holds every venue and the lock money.
  let refreshBalance: () => void = () => undefined;
  const funds = createFunds({ http, runner, onMoneyMoved: () => refreshBalance() });
  const sessionCapability = createSessionCapability({
    fetchBalance: async () => {
      const summary = await funds.refresh();
      return { totalMoney: summary.total, centerWalletBalance: summary.center };
    },
    http,
    crypto,
    storage,
    clock,
    version: config.version,
    origin: () => config.origin,
    newId,
    bus: afterLogin.busFor('session'),
    vault: ports.vault,
    tabs: ports.tabs,
  });
  const { session } = sessionCapability;
  // Before the originUrl return (loginSequence.ts): it may drop the kept page.
  const expiryReturn = createExpiryReturn({ session, bus: afterLogin.busFor('expiryReturn'), storage });
  refreshBalance = sessionCapability.refreshBalance;
  session.on('session.loggedOut', () => {
    runner.forget();
    funds.reset();
  });

  const site = createSite({ http, ...(config.onClientIp ? { onClientIp: config.onClientIp } : {}) });
  const home = createHome({ http, language: storedContentLanguage(storage) });
  const games = createGames({
    http,
    funds,
    isLoggedIn: () => selectIsLoggedIn(session.getSnapshot()),
    askLogin: sessionCapability.requireLogin,
    refreshBalance,
  });
  // The next member starts with no transfer form or launch of the previous one.
  session.on('session.loggedOut', () => games.journey.send({ type: 'play.reset' }));
  // The journey's notices are the engine's presentation effects (issue #25): 转账成功, the sports venue's
  // failure toast, a launch's failure dialog. Opening the game stays the host's (`play.open`).
  games.journey.on('play.toast', ({ tone, text }) => effects.emit({ type: 'toast', tone, text: { text } }));
  games.journey.on('play.dialog', ({ text }) =>
    effects.emit({ type: 'dialog', kind: 'tips', text: { text }, closable: true }),
  );
  const notices = createEventBus<EngineNotices>();
  const notify = (message: string) => notices.emit('notice', { message });
  const deps: CapabilityDeps = {
    ...ports,
    http,
    effects,
    config,
    bus,
    afterLogin,
    session,
    refreshBalance,
    notify,
    runner,
    funds,
    site,
  };
  // The auth dialog's success notices (SPEC §8) are the engine's notices.
  sessionCapability.events.on('authToast', ({ message }) => notify(message));
  const registered = Object.fromEntries(
    Object.entries(registry).map(([name, entry]) => {
      const build = (entry as (d: CapabilityDeps) => (() => Promise<unknown>) | null)(deps);
      return [name, build === null ? null : lazyCapability(build)];
    }),
  ) as Registered;
  const { sports } = registered;

  // SPEC §4 password_change_success: the session ends and the login opens for the new password.
  connectPasswordChange(bus, () => session.send({ type: 'session.logout', reason: 'passwordChanged' }));
  // Issue #17: the bet slip belongs to one member (emptied at logout and when another member logs in);
  // before the sportsbook is loaded, only the stored slip is there to empty.
  connectBetSlipOwner({
    storage,
    bus: afterLogin.busFor('betSlipOwner'),
    slip: () => sports.getSnapshot().data?.slip ?? null,
    onLoggedOut: (listener) => {
      const subscription = session.on('session.loggedOut', ({ reason }) => listener(reason));
      return () => subscription.unsubscribe();
    },
  });

  // The member centre runs while a member is logged in (inbox badges, the reality check), on any page.
  // (A load that failed is tried again on the session's next change.)
  const followMember = () => {
    if (registered.memberCentre.getSnapshot().data !== null || !selectIsLoggedIn(session.getSnapshot()))
      return;
    registered.memberCentre.get().catch(() => undefined);
  };
  session.subscribe(followMember);
  followMember();

  const prepareRoute = async (route: RouteDef) => {
    await Promise.all(capabilitiesOfRoute(route).map((name) => registered[name].get()));
  };
  const guardNavigation = createNavigationGuard({
    session,
    site,
    storage,
    sports: {
      isVenueLoaded: () => sports.getSnapshot().data?.isVenueLoaded() ?? false,
      setSportsMode: (on) => sports.getSnapshot().data?.setSportsMode(on),
      load: async () => (await sports.get()).load(),
    },
    // Code that did not load is reported by the client's own prepareRoute, where its page shows it.
    prepare: (route) => prepareRoute(route).catch(() => undefined),
  });

  // SPEC §3 originUrl: after a login the member lands on the page the login prompt kept them from
  // (the last step of what follows a login, session/loginSequence.ts).
  connectOriginUrl({
    storage,
    bus: afterLogin.busFor('originUrl'),
    go: (to) => effects.emit({ type: 'navigate', to }),
  });

  const start = connectPresentation({
    effects,
    session,
    sessionEvents: sessionCapability.events,
    notices,
    expiryReturn,
    bus,
    storage,
    clock,
    h5Url: config.h5Url ?? '',
  });

  return {
    ...registered,
    session: Object.assign(session, sessionCapability.commands),
    effects: { subscribe: effects.subscribe },
    start,
    auth: sessionCapability.auth,
    authView: sessionCapability.authView,
    sessionEvents: sessionCapability.events,
    expiryReturn,
    notices,
    site,
    home,
    funds,
    games,
    guardNavigation,
    prepareRoute: (pathname) => prepareRoute(matchRoute(pathname).route),
    logout: sessionCapability.logout,
  };
}
