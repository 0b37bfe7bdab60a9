import { type Activities, createActivities } from '../activity/activities.ts';
import { type ChatService, createChatService } from '../chat/chatService.ts';
import { resolveChatSocketUrl } from '../chat/protocol.ts';
import { createGames, type Games } from '../games/gamesCapability.ts';
import { createHome, type Home } from '../home/homeCapability.ts';
import { createNavigationGuard, type NavigationGuard } from '../navigation/navigationGuard.ts';
import type { ClockPort } from '../ports/clock.ts';
import type { CryptoPort } from '../ports/crypto.ts';
import type { FramePort } from '../ports/frame.ts';
import type { HttpPort } from '../ports/http.ts';
import type { SocketPort } from '../ports/socket.ts';
import type { StoragePort } from '../ports/storage.ts';
import type { UploadPort } from '../ports/upload.ts';
import { createProfile } from '../profile/profile.ts';
import { createProfileFlows } from '../profile/profileFlows.ts';
import { connectPasswordChange } from '../profile/securityReturn.ts';
import type { EventBus } from '../session/eventBus.ts';
import { createEventBus } from '../session/eventBus.ts';
import { createLoginEventBus, type LoginEventBus } from '../session/loginEvents.ts';
import { selectIsLoggedIn, selectMember } from '../session/session.machine.ts';
import type {
  AuthDialogActor,
  SessionActor,
  SessionCapability,
  SessionCapabilityEvents,
} from '../session/sessionCapability.ts';
import { createSessionCapability } from '../session/sessionCapability.ts';
import { createSite, type Site } from '../site/siteCapability.ts';
import { createSiteContent } from '../siteContent/siteContent.ts';
import { type BetRecords, type BetRecordsOptions, createBetRecords } from '../sports/betRecordsCapability.ts';
import { connectBetSlipOwner } from '../sports/betslip/slipOwner.ts';
import { createMatchDetail } from '../sports/matchDetail.ts';
import { createSports, type Sports } from '../sports/sportsCapability.ts';
import { resolveSportsStreamUrl } from '../sports/sportsStream.ts';
import { type Accounts, createAccounts } from '../wallet/accountsCapability.ts';
import { createDepositSession, type DepositSession } from '../wallet/depositSession.ts';
import { createUsdtWithdrawInfo } from '../wallet/usdtWithdrawInfo.ts';
import { createWallet, type Wallet } from '../wallet/walletCapability.ts';
import { createWithdrawMachine } from '../wallet/withdraw.machine.ts';
import { createWithdrawalProgress } from '../wallet/withdrawalProgress.ts';
import { createMemberCentre } from './memberCentre.ts';

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
  /** The login event bus, when the client made one before the engine (the HTTP adapter emits login_expired on it). */
  bus?: LoginEventBus;
  /** Minutes between player-protection reality checks (runtime config); 60 by default. */
  realityCheckMinutes?: number;
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
  session: SessionActor;
  /** The session fetches the header balance again (money moved). */
  refreshBalance: () => void;
  /** A success notice for the member (a client shows it as a toast). */
  notify: (message: string) => void;
}

const NO_UPLOAD: UploadPort = {
  upload: () => Promise.reject(new Error('this client was built without an UploadPort')),
};

/** Member info as a Readable (null when logged out), for capabilities that follow the member. */
function memberOf(session: SessionActor) {
  return {
    subscribe: (listener: () => void) => {
      const subscription = session.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    getSnapshot: () => selectMember(session.getSnapshot()),
  };
}

/** Member profile and its binding flows (issue #12): one store, one flow starter. */
function createProfileCapability(deps: CapabilityDeps) {
  const refreshMember = () => deps.session.send({ type: 'session.refresh' });
  const store = createProfile({
    http: deps.http,
    storage: deps.storage,
    clock: deps.clock,
    member: memberOf(deps.session),
    refreshMember,
  });
  const flows = createProfileFlows({
    http: deps.http,
    crypto: deps.crypto,
    newId: deps.newId,
    bus: deps.bus,
    refreshMember: () => {
      store.forgetRevealed();
      refreshMember();
    },
    toast: deps.notify,
  });
  return { store, flows };
}

/**
 * Capabilities built from CapabilityDeps, one line each. The member-centre and promotions issues
 * register theirs here, e.g. `profile: (deps) => createProfile(deps),`.
 */
const CAPABILITIES = {
  profile: createProfileCapability,
  memberCentre: (deps) =>
    createMemberCentre({
      http: deps.http,
      clock: deps.clock,
      bus: deps.bus,
      session: deps.session,
      upload: deps.upload ?? NO_UPLOAD,
      newId: deps.newId,
      ...(deps.config.realityCheckMinutes === undefined
        ? {}
        : { realityCheckMinutes: deps.config.realityCheckMinutes }),
    }),
  activities: (deps): Activities =>
    createActivities({
      http: deps.http,
      clock: deps.clock,
      newRequestId: deps.newId,
      session: {
        isLoggedIn: () => selectIsLoggedIn(deps.session.getSnapshot()),
        subscribe: memberOf(deps.session).subscribe,
      },
      onMoneyMoved: deps.refreshBalance,
    }),
  siteContent: (deps) => createSiteContent({ http: deps.http }),
  matchDetail: (deps) => createMatchDetail({ http: deps.http }),
  withdrawalProgress: (deps) => {
    const progress = createWithdrawalProgress({ http: deps.http });
    deps.session.on('session.loggedOut', () => progress.clear());
    return progress;
  },
  usdtWithdrawInfo: (deps) => createUsdtWithdrawInfo({ http: deps.http }),
} satisfies Record<string, (deps: CapabilityDeps) => unknown>;

type Registered = { readonly [K in keyof typeof CAPABILITIES]: ReturnType<(typeof CAPABILITIES)[K]> };

export interface JinliCore {
  readonly bus: LoginEventBus;
  /** Session (token, member, balance, unread), restored from storage at start. */
  readonly session: SessionActor;
  /** The auth dialog machine (login, register, captchas, new device, reset), created on first use. */
  readonly auth: AuthDialogActor;
  /** The auth dialog's view (null while closed), without creating the dialog. */
  readonly authView: SessionCapability['authView'];
  readonly sessionEvents: Pick<EventBus<SessionCapabilityEvents>, 'on'>;
  /** Success notices from capabilities (a client shows them as toasts). */
  readonly notices: Pick<EventBus<EngineNotices>, 'on'>;
  readonly site: Site;
  readonly home: Home;
  readonly wallet: Wallet & {
    /** The deposit in progress (its order outlives a screen change). */
    readonly deposits: DepositSession;
    /** Bound accounts and withdrawal password: one instance per screen that opens. */
    accounts(): Accounts;
    /** A withdrawal machine (not started): one per withdrawal screen. */
    withdrawal(): ReturnType<typeof createWithdrawMachine>;
  };
  readonly games: Games;
  readonly sports: Sports & {
    /** Bet records with their own filters: one instance per view. */
    records(options: BetRecordsOptions): BetRecords;
  };
  /** Live chat (connection opened on first use); null without a SocketPort. */
  readonly chat: ChatService | null;
  /** SPEC §2 guards for a navigation: where to go instead, the theme, a notice (navigationGuard.ts). */
  readonly guardNavigation: NavigationGuard;
  logout(): void;
}

export type Jinli = JinliCore & Registered;

/**
 * The headless engine: every call and every rule of the member journeys, built once from ports.
 * Capabilities talk to each other here (login → session → balance; money moved → balance; logout →
 * the next member starts clean) with no UI code in between. A browser binds each capability's
 * subscribe/getSnapshot with useSyncExternalStore; a Node script or a native client the same way.
 */
export function createJinli(ports: JinliPorts, config: JinliConfig): Jinli {
  const bus = config.bus ?? createLoginEventBus();
  const { http, storage, clock, crypto, newId } = ports;
  const sessionCapability = createSessionCapability({
    http,
    crypto,
    storage,
    clock,
    version: config.version,
    origin: () => config.origin,
    newId,
    bus,
  });
  const { session } = sessionCapability;
  const refreshBalance = sessionCapability.refreshBalance;

  const site = createSite({ http, ...(config.onClientIp ? { onClientIp: config.onClientIp } : {}) });
  const home = createHome({ http });
  const wallet = createWallet({ http, storage, newRequestId: newId, onMoneyMoved: refreshBalance });
  const deposits = createDepositSession({ http, newRequestId: newId, onPaid: refreshBalance });
  const games = createGames({ http });
  const socket = ports.socket;
  const frame = ports.frame === undefined ? {} : { frame: ports.frame };
  const sports = createSports({
    http,
    storage,
    clock,
    ...(socket === undefined
      ? {}
      : {
          socket,
          streamUrl: (token: string) =>
            resolveSportsStreamUrl(config.wsUrl ?? '', config.origin, token, config.siteId),
        }),
    ...frame,
    clientIp: site.clientIp,
    newId,
    onMoneyMoved: refreshBalance,
  });
  const chat =
    socket === undefined
      ? null
      : createChatService({
          socket,
          ...frame,
          http,
          storage,
          session,
          url: resolveChatSocketUrl(config.wsUrl ?? '', config.origin, config.siteId),
          clientId: newId(),
        });

  // The next member never sees the previous member's order or figures.
  session.on('session.loggedOut', () => {
    deposits.stop();
    wallet.reset();
  });

  // SPEC §4 password_change_success: the session ends and the login opens for the new password.
  connectPasswordChange(bus, sessionCapability.logout);
  // Issue #17: the bet slip belongs to one member (emptied at logout and when another member logs in).
  connectBetSlipOwner({
    storage,
    bus,
    slip: () => sports.slip,
    onLoggedOut: (listener) => {
      const subscription = session.on('session.loggedOut', ({ reason }) => listener(reason));
      return () => subscription.unsubscribe();
    },
  });

  const notices = createEventBus<EngineNotices>();
  const notify = (message: string) => notices.emit('notice', { message });
  const deps: CapabilityDeps = { ...ports, config, bus, session, refreshBalance, notify };
  const registered = Object.fromEntries(
    Object.entries(CAPABILITIES).map(([name, factory]) => [
      name,
      (factory as (d: CapabilityDeps) => unknown)(deps),
    ]),
  ) as Registered;

  return {
    ...registered,
    bus,
    session,
    get auth() {
      return sessionCapability.auth;
    },
    authView: sessionCapability.authView,
    sessionEvents: sessionCapability.events,
    notices,
    site,
    home,
    wallet: Object.assign(wallet, {
      deposits,
      accounts: () => createAccounts({ http, crypto, newId }),
      withdrawal: () => createWithdrawMachine({ http, crypto, newRequestId: newId }),
    }),
    games,
    sports: Object.assign(sports, {
      records: (options: BetRecordsOptions) => createBetRecords({ http, clock }, options),
    }),
    chat,
    guardNavigation: createNavigationGuard({ session, site, storage, sports }),
    logout: sessionCapability.logout,
  };
}
