import type { ActorRefFrom } from 'xstate';
import type {
  AuthActorDeps,
  CaptchaAnswer,
  LoginResult,
  PictureChallenge,
  SliderChallenge,
} from '../auth/authActors.ts';
import type { AuthOpenView, AuthView } from '../auth/authDialog.machine.ts';
import type { provideAuthMachines } from '../auth/authDialog.selectors.ts';
import { clearCredentials, sweepCredentials } from '../auth/credentialsSweep.ts';
import { type Lazy, lazyCapability } from '../engine/lazyCapability.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';
import type { TabSyncPort } from '../ports/tabSync.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { createEventBus, type EventBus } from './eventBus.ts';
import { AuthWay, type LoginEventBus } from './loginEvents.ts';
import type { SessionPorts } from './sessionActors.ts';
import { createSessionFacade, type SessionActor } from './sessionFacade.ts';
import { selectIsLoggedIn, storeSession } from './sessionState.ts';
import { connectTabSync } from './tabSync.ts';

export type { SessionActor } from './sessionFacade.ts';

export type AuthDialogActor = ActorRefFrom<ReturnType<typeof provideAuthMachines>>;

export interface SessionCapabilityEvents {
  /**
   * The first 6001 of an ended session (parallel calls failing together report it once): `hadToken`
   * means the member was logged in, so a screen says 请重新登录. The session is logged out and the
   * login view is asked for (`login` on the bus) already.
   */
  expired: { hadToken: boolean };
  /** The auth dialog's success notice (SPEC §8); the engine reports it on `engine.notices`. */
  authToast: { message: string };
  /** A visitor asked for something only a member may do (a game, chat): a host shows its login prompt. */
  loginRequired: Record<string, never>;
  /** SPEC §8 6501: the tips dialog over the auth dialog, with the server's message. */
  authTips: { message: string };
  /** The auth dialog's code did not load (the network dropped it): nothing opened; asking again retries. */
  authUnavailable: Record<string, never>;
}

/** What `engine.session.login` sends: the typed name and password and the answered captcha. */
export interface LoginCredentials {
  name: string;
  /** As typed; the engine hashes it. */
  password: string;
  /** `{ kaptchcate: 1, codeId, code }` for a picture, `{ kaptchcate: 2, codeId: lotNumber, code: passToken }` for a slider. */
  captcha: CaptchaAnswer;
}

/**
 * How `engine.session.login` ended. `ok`: the session has the token (member, balance and unread follow,
 * and AFTER_LOGIN ran). Otherwise the reason, with the Chinese sentence of the server's code
 * (SPEC §8): `captcha` (a new captcha is needed), `risk` (6025–6029: a new device, the masked phone),
 * `failed` (wrong password, suspended, …).
 */
export type LoginOutcome = { type: 'ok'; userId: string } | Exclude<LoginResult, { type: 'ok' }>;

/** A login captcha for a client without the dialog. */
export type LoginCaptcha = ({ kind: 'picture' } & PictureChallenge) | ({ kind: 'slider' } & SliderChallenge);

/** The session's product commands, beside the dialog flows (issue #25). */
export interface SessionCommands {
  /** Logs in without a dialog; never rejects for a refusal (see LoginOutcome). */
  login(credentials: LoginCredentials): Promise<LoginOutcome>;
  /** The captcha the site asks for at login (picture or slider), for `login`'s `captcha`. */
  loginCaptcha(): Promise<LoginCaptcha>;
  /** A call answered 6001 (the HTTP adapter's onLoginExpired): the session ends once, the login is asked for. */
  expired(hadToken: boolean): void;
}

/** The auth dialog: loaded on first use, opened by a command (or the bus's login events). */
export interface AuthCapability extends Lazy<AuthDialogActor> {
  /** Opens the dialog on a view (loads its code first); a host renders `authView`. */
  open(view: AuthOpenView): void;
  /** Closes it (a dialog never made is closed already). */
  close(): void;
}

export interface SessionCapability {
  /**
   * The session (token, member, balance, unread), restored from storage: the session machine's
   * snapshots and events once a session starts, a visitor's signed-out snapshot before (issue #27).
   */
  readonly session: SessionActor;
  readonly commands: SessionCommands;
  /**
   * The auth dialog machine (login, register, captchas, new device, reset), opened by the bus. Its code
   * loads and the actor is made on first use (the first open, or `auth.get()`): its machines are the
   * largest in core and a visitor who never opens the dialog never needs them (issue #16).
   */
  readonly auth: AuthCapability;
  /** The view the auth dialog shows, null while closed; reading it does not create the dialog. */
  readonly authView: Readable<AuthView | null>;
  readonly events: Pick<EventBus<SessionCapabilityEvents>, 'on'>;
  refreshBalance(): void;
  logout(): void;
  /** Tells the host a visitor needs to log in first (`loginRequired`). */
  requireLogin(): void;
}

const VIEW_OF_WAY: Record<AuthWay, AuthOpenView> = {
  [AuthWay.Login]: 'login',
  [AuthWay.Register]: 'register',
  [AuthWay.ResetByPhone]: 'resetPhone',
  [AuthWay.ResetByEmail]: 'resetEmail',
};

function clearHttpCache(http: HttpPort): void {
  const withCache = http as HttpPort & { clearCache?: unknown };
  if (typeof withCache.clearCache === 'function') withCache.clearCache();
}

/**
 * Session and auth wired together in core (SPEC §1, §4): the auth dialog opens on the login bus's
 * events; its login success goes out as `login_success`, which logs the session in (member, balance
 * and unread load); `login_expired` ends the session once and asks for the login view again.
 */
export function createSessionCapability(
  deps: AuthActorDeps & {
    bus: LoginEventBus;
    tabs?: TabSyncPort | undefined;
    fetchBalance?: SessionPorts['fetchBalance'];
  },
): SessionCapability {
  const { bus, http } = deps;
  const events = createEventBus<SessionCapabilityEvents>();
  // Issue #29: remembered credentials older than 30 days, or in the old config-key form, go at once.
  sweepCredentials(deps);

  // Issue #27: the session machine (xstate) loads when a session starts: a stored token now, or later a
  // login or another tab's; a visitor's session is the facade's signed-out snapshot.
  const storedToken = deps.storage.get(StorageKey.token) ?? '';
  const session: SessionActor = createSessionFacade({
    restore:
      storedToken === '' ? null : { token: storedToken, userId: deps.storage.get(StorageKey.userId) ?? '' },
    save: (stored) => storeSession(deps.storage, stored),
    start: async () =>
      (await import('./session.machine.ts')).startSessionActor({
        http,
        storage: deps.storage,
        ...(deps.fetchBalance === undefined ? {} : { fetchBalance: deps.fetchBalance }),
      }),
  });

  const authView = createStore<AuthView | null>(null);
  const auth = lazyCapability(async (): Promise<AuthDialogActor> => {
    const [{ createAuthActors }, { provideAuthMachines, selectAuthView }, { createActor }] =
      await Promise.all([
        import('../auth/authActors.ts'),
        import('../auth/authDialog.selectors.ts'),
        import('xstate'),
      ]);
    const actor: AuthDialogActor = createActor(provideAuthMachines(createAuthActors(deps)));
    actor.on('auth.loggedIn', ({ token, userId }) => bus.emit('login_success', { token, userId }));
    actor.on('auth.toast', ({ message }) => events.emit('authToast', { message }));
    actor.on('auth.tips', ({ message }) => events.emit('authTips', { message }));
    actor.subscribe((snapshot) => authView.set(selectAuthView(snapshot)));
    actor.start();
    return actor;
  });
  // What the bus asks of the dialog, once its code is in; a close while it loads drops the asks before it.
  let asks = 0;
  let closedAt = 0;
  const withAuth = (ask: (actor: AuthDialogActor) => void) => {
    const ticket = ++asks;
    auth.get().then(
      (actor) => {
        if (ticket > closedAt) ask(actor);
      },
      () => events.emit('authUnavailable', {}),
    );
  };

  const open = (view: AuthOpenView) => withAuth((actor) => actor.send({ type: 'auth.open', view }));
  bus.on('login', () => open('login'));
  bus.on('register', () => open('register'));
  bus.on('forget_password', () => open('resetPhone'));
  bus.on('switch_auth_way', ({ way }) => open(VIEW_OF_WAY[way]));
  bus.on('newDevice', (risk) => withAuth((actor) => actor.send({ type: 'auth.riskLogin', ...risk })));
  // A dialog that was never made is closed already.
  const close = () => {
    closedAt = asks;
    auth.getSnapshot().data?.send({ type: 'auth.close' });
  };
  bus.on('closeAuth', close);

  const loginCalls = async () => (await import('../auth/authActors.ts')).createLoginCalls(deps);
  const commands: SessionCommands = {
    async login(credentials) {
      const result = await (await loginCalls()).login(credentials);
      if (result.type !== 'ok') return result;
      // The same path as the dialog's success: the one login sequence (session/loginSequence.ts).
      bus.emit('login_success', { token: result.token, userId: result.userId });
      return { type: 'ok', userId: result.userId };
    },
    async loginCaptcha() {
      const calls = await loginCalls();
      return (await calls.captchaKind()) === 'slider'
        ? { kind: 'slider', ...(await calls.slider()) }
        : { kind: 'picture', ...(await calls.picture()) };
    },
    expired: (hadToken) => bus.emit('login_expired', { hadToken }),
  };

  bus.on('login_success', ({ token, userId }) => {
    clearHttpCache(http);
    session.send({ type: 'session.loggedIn', token, userId });
  });
  bus.on('login_expired', ({ hadToken }) => {
    // Parallel calls failing together each report 6001: only the first one ends the session.
    if (hadToken && !selectIsLoggedIn(session.getSnapshot())) return;
    session.send({ type: 'session.expired', hadToken });
    events.emit('expired', { hadToken });
    bus.emit('login');
  });
  session.on('session.loggedOut', () => clearHttpCache(http));
  // Issue #29: a remembered password never outlives a password change.
  bus.on('password_change_success', () => clearCredentials(deps.storage));
  if (deps.tabs !== undefined) connectTabSync({ session, tabs: deps.tabs, bus });

  return {
    session,
    commands,
    auth: Object.assign(auth, { open, close }),
    authView,
    events,
    refreshBalance: () => session.send({ type: 'session.refreshBalance' }),
    logout: () => session.send({ type: 'session.logout' }),
    requireLogin: () => events.emit('loginRequired', {}),
  };
}
