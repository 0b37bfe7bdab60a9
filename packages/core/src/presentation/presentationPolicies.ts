import { isApiError } from '../api/apiError.ts';
import { ResultCode } from '../api/resultCodes.ts';
import { rememberCurrentDomain } from '../auth/currentDomain.ts';
import { mobileRedirectUrl } from '../navigation/mobileRedirect.ts';
import type { ClockPort } from '../ports/clock.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import type { EventBus } from '../session/eventBus.ts';
import { type DraftField, type ExpiryReturn, keepableFields } from '../session/expiryReturn.ts';
import type { LoginEventBus } from '../session/loginEvents.ts';
import type { SessionActor, SessionCapabilityEvents } from '../session/sessionCapability.ts';
import { selectIsLoggedIn, selectMember } from '../session/sessionState.ts';
import { type PromoCodes, readPromoCodes, StorageKey } from '../storage/storageKeys.ts';
import type {
  EffectStream,
  PresentationEffect,
  PresentationText,
  PresentationTone,
  ReloadNotice,
} from './effects.ts';
import { serverText, PRESENTATION_TEXTS as T } from './texts.ts';

export const HOME_PATH = '/';
/** SPEC §8 6449: the page 去完善 leads to. */
export const USERINFO_PATH = '/mine/userinfo';
/** SPEC §9 register prompt delay. */
export const REGISTER_PROMPT_DELAY_MS = 500;

/**
 * SPEC §8: any call answering 6449 opens one dialog with the server message and a 去完善 button to the
 * profile. Wraps the engine's HttpPort, so every capability's calls are covered and no screen repeats it.
 */
export function observeBindRealName(http: HttpPort, effects: Pick<EffectStream, 'emit'>): HttpPort {
  return {
    call: (endpoint, payload, options) =>
      http.call(endpoint, payload, options).catch((error: unknown) => {
        if (isApiError(error) && error.code === ResultCode.BindRealName)
          effects.emit({
            type: 'dialog',
            kind: 'tips',
            text: serverText(error.envelope?.message?.trim() || error.message),
            closable: true,
            action: {
              label: T.bindRealNameAction,
              run: () => effects.emit({ type: 'navigate', to: USERINFO_PATH }),
            },
          });
        throw error;
      }),
  };
}

/** `register=1` in the query, or in the query inside the hash (hash routing links). */
export function wantsRegister(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return false;
  }
  if (parsed.searchParams.get('register') === '1') return true;
  const hashQuery = parsed.hash.indexOf('?');
  return hashQuery >= 0 && new URLSearchParams(parsed.hash.slice(hashQuery + 1)).get('register') === '1';
}

/** Keeps the URL's promo codes so the register form sends them as rCode/iCode (SPEC §7). */
export function storePromoCodes(url: string, storage: StoragePort): void {
  const { rcode, icode } = readPromoCodes(url);
  if (rcode !== undefined) storage.set(StorageKey.referralCode, rcode);
  if (icode !== undefined) storage.set(StorageKey.inviteCode, icode);
}

/** SPEC §2: the operator's mobile site for a phone or tablet, with the stored promo codes; null: stay. */
export function mobileTarget(h5Url: string, url: string, storage: StoragePort): string | null {
  const storedPromo: PromoCodes = {};
  const rcode = storage.get(StorageKey.referralCode);
  const icode = storage.get(StorageKey.inviteCode);
  if (rcode) storedPromo.rcode = rcode;
  if (icode) storedPromo.icode = icode;
  return mobileRedirectUrl({ h5Url, currentUrl: url, storedPromo });
}

/** What a host tells the engine when its page starts. */
export interface StartOptions {
  /** The page's address (promo codes, `register=1`, the current domain, the mobile redirect). */
  url: string;
  /** A phone or tablet (the host's device port): it leaves for the mobile site when one is configured. */
  mobile?: boolean;
  /**
   * Issue #29: the page and the fields typed on it now, read when a 6001 ends the session (web reads
   * the DOM's forms); without it every expiry reloads home.
   */
  draft?: () => { path: string; fields: readonly DraftField[] };
}

export interface StartResult {
  /** The page is being replaced (the mobile site): the host renders nothing more. */
  leaving: boolean;
}

export interface PresentationDeps {
  effects: EffectStream;
  session: SessionActor;
  sessionEvents: Pick<EventBus<SessionCapabilityEvents>, 'on'>;
  notices: Pick<EventBus<{ notice: { message: string } }>, 'on'>;
  expiryReturn: ExpiryReturn;
  bus: LoginEventBus;
  storage: StoragePort;
  clock: ClockPort;
  /** Runtime config `h5Url` ('' = no mobile site). */
  h5Url: string;
}

/**
 * The policies that turn the engine's events into presentation effects (issue #25: they were web's
 * engineWiring, bindRealName, startupLinks and mobileRedirect). Connected once, for the engine's life;
 * returns `start`, which a host calls once its page is up. The sportsbook's part comes with its code
 * (sportsPresentation.ts).
 */
export function connectPresentation(deps: PresentationDeps): (options: StartOptions) => StartResult {
  const { effects, session } = deps;
  const emit = (effect: PresentationEffect) => effects.emit(effect);
  const toast = (tone: PresentationTone, text: PresentationText) => emit({ type: 'toast', tone, text });
  let draft: StartOptions['draft'];
  // Whether this session's member was ever loaded: a stored token found expired at start-up leaves no
  // page and nothing typed behind.
  let memberLoaded = selectMember(session.getSnapshot()) !== null;
  session.subscribe(() => {
    if (selectMember(session.getSnapshot()) !== null) memberLoaded = true;
  });

  deps.sessionEvents.on('expired', ({ hadToken }) => {
    // A 6001 with no session (a visitor's call, the login call itself) ends nothing: home, no reload;
    // the login form keeps what was typed and shows the answer there.
    if (!hadToken) {
      emit({ type: 'navigate', to: HOME_PATH });
      return;
    }
    // A session restored from storage whose token had expired before its member loaded: the page has
    // just started, so it stays; 请重新登录 and the login (core asked for it) say why.
    const hadMember = memberLoaded;
    memberLoaded = false;
    if (!hadMember) {
      toast('info', T.loginAgain);
      return;
    }
    // Issue #29: typed fields are kept for the login's return, so that page stays alive (home without a
    // reload); otherwise home reloads (issue #26) with 请重新登录 and the login.
    const now = draft?.();
    if (now !== undefined) deps.expiryReturn.keep(now.path, now.fields);
    if (now !== undefined && now.path !== HOME_PATH && keepableFields(now.fields).length > 0) {
      toast('info', T.loginAgain);
      emit({ type: 'navigate', to: HOME_PATH });
      return;
    }
    emit({
      type: 'navigate',
      to: HOME_PATH,
      reload: true,
      notice: { text: T.loginAgain, tone: 'info', login: true },
    });
  });
  // Going home reloads the page (SPEC §2, issue #26); the notice says why, on the reloaded page. An
  // expiry already went home from its own event.
  session.on('session.loggedOut', ({ reason, message }) => {
    const home = (notice?: ReloadNotice) =>
      emit({ type: 'navigate', to: HOME_PATH, reload: true, ...(notice === undefined ? {} : { notice }) });
    // Issue #15: member info failed twice: say why, never a silent logout.
    if (reason === 'memberFailed')
      home(message === undefined ? undefined : { text: serverText(message), tone: 'error' });
    // Issue #29: another tab logged out or in as someone else: every form of the old member goes.
    if (reason === 'otherTab' || reason === 'switched')
      home({ text: reason === 'switched' ? T.switchedAccount : T.loggedOutElsewhere, tone: 'info' });
    if (reason === 'logout') home({ text: T.loggedOut, tone: 'success' });
    // SPEC §4 password_change_success: the reloaded home says so and opens the login for the new one.
    if (reason === 'passwordChanged') home({ text: T.passwordChanged, tone: 'success', login: true });
  });
  session.on('session.balanceFailed', ({ message }) => toast('error', serverText(message)));
  // The engine's success notices, the auth dialog's among them (createJinli forwards authToast).
  deps.notices.on('notice', ({ message }) => toast('success', serverText(message)));
  // SPEC §8 6501: the tips dialog over the auth dialog, with the server's message.
  deps.sessionEvents.on('authTips', ({ message }) =>
    emit({ type: 'dialog', kind: 'tips', text: serverText(message), closable: true }),
  );
  // SPEC §2 login-required prompt (a game, chat): its 确定 opens the login dialog.
  deps.sessionEvents.on('loginRequired', () =>
    emit({
      type: 'dialog',
      kind: 'tips',
      text: T.loginRequired,
      closable: true,
      action: { label: T.sure, run: () => deps.bus.emit('login') },
    }),
  );
  // The dialog's code did not arrive: say so; the next 登录 tries again.
  deps.sessionEvents.on('authUnavailable', () => toast('error', T.authUnavailable));

  let started = false;
  return (options) => {
    if (started) return { leaving: false };
    started = true;
    const { url } = options;
    draft = options.draft;
    if (options.mobile === true) {
      const target = mobileTarget(deps.h5Url, url, deps.storage);
      if (target !== null) {
        emit({ type: 'navigate', to: target, reload: true });
        return { leaving: true };
      }
    }
    storePromoCodes(url, deps.storage);
    rememberCurrentDomain(deps.storage, url);
    // SPEC §2: register opens 500 ms after load for `register=1` when nobody is logged in (read when the
    // delay ends, so a session restored meanwhile counts).
    if (wantsRegister(url))
      deps.clock.after(() => {
        if (!selectIsLoggedIn(session.getSnapshot())) deps.bus.emit('register');
      }, REGISTER_PROMPT_DELAY_MS);
    return { leaving: false };
  };
}
