import { createFeedback, type Feedback, type FeedbackState } from '../feedback/feedbackStore.ts';
import { createInbox, type Inbox, type InboxState } from '../inbox/inboxStore.ts';
import type { ClockPort } from '../ports/clock.ts';
import type { HttpPort } from '../ports/http.ts';
import type { UploadPort } from '../ports/upload.ts';
import { createRealityCheck, type RealityCheck, type RealityCheckState } from '../protection/realityCheck.ts';
import type { LoginEventBus } from '../session/loginEvents.ts';
import type { SessionActor } from '../session/sessionCapability.ts';
import { selectIsLoggedIn } from '../session/sessionState.ts';
import { createVip, type Vip, type VipState } from '../vip/vipStore.ts';
import { createGiftRecords, type GiftRecordPage, type GiftRecords } from '../welfare/giftRecords.ts';
import type { Loadable } from './loadable.ts';
import { createStore, type Readable } from './store.ts';

/** The member centre's state (issue #12): one snapshot, its server-backed parts `Loadable`s. */
export interface MemberCentreState {
  /** Unread badges and the letters. */
  readonly inbox: InboxState;
  readonly vip: VipState;
  readonly feedback: FeedbackState;
  /** Gift exchange records, a page at a time. */
  readonly gifts: Loadable<GiftRecordPage>;
  readonly reality: RealityCheckState;
}

/** A part's commands (its state is the member centre's snapshot). */
type Commands<T> = Omit<T, 'subscribe' | 'getSnapshot'>;

/**
 * The member centre (issue #12) as one capability (issue #25): a Readable of its state plus commands,
 * grouped by part: inbox and badges, VIP, feedback, gift records, reality check.
 */
export interface MemberCentre extends Readable<MemberCentreState> {
  readonly inbox: Commands<Inbox>;
  readonly vip: Commands<Vip>;
  readonly feedback: Commands<Feedback>;
  readonly gifts: Commands<GiftRecords>;
  readonly reality: Commands<RealityCheck>;
}

interface Parts {
  inbox: Inbox;
  vip: Vip;
  feedback: Feedback;
  gifts: GiftRecords;
  reality: RealityCheck;
}

/** One store over the parts' stores: a part's change is a new snapshot of the whole. */
function joinParts(parts: Parts): MemberCentre {
  const snapshotOf = (): MemberCentreState => ({
    inbox: parts.inbox.getSnapshot(),
    vip: parts.vip.getSnapshot(),
    feedback: parts.feedback.getSnapshot(),
    gifts: parts.gifts.getSnapshot(),
    reality: parts.reality.getSnapshot(),
  });
  const store = createStore(snapshotOf());
  for (const key of Object.keys(parts) as (keyof Parts)[]) {
    parts[key].subscribe(() => store.update((state) => ({ ...state, [key]: parts[key].getSnapshot() })));
  }
  const commands = <T extends Readable<unknown>>({ subscribe: _s, getSnapshot: _g, ...rest }: T) => rest;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    inbox: commands(parts.inbox),
    vip: commands(parts.vip),
    feedback: commands(parts.feedback),
    gifts: commands(parts.gifts),
    reality: commands(parts.reality),
  };
}

export interface MemberCentreDeps {
  http: HttpPort;
  clock: ClockPort;
  bus: LoginEventBus;
  session: SessionActor;
  /** Image upload (same headers and signature as the HttpPort). */
  upload: UploadPort;
  newId: () => string;
  /** Minutes between reality checks (runtime config); 60 by default. */
  realityCheckMinutes?: number;
}

export function createMemberCentre(deps: MemberCentreDeps): MemberCentre {
  const { http, clock, bus } = deps;
  const inbox = createInbox({ http, clock, bus });
  const centre: Parts = {
    inbox,
    vip: createVip({ http }),
    feedback: createFeedback({
      http,
      upload: deps.upload,
      newId: deps.newId,
      onUnreadChanged: () => void inbox.refresh(),
    }),
    gifts: createGiftRecords({ http }),
    reality: createRealityCheck({
      http,
      clock,
      bus,
      ...(deps.realityCheckMinutes === undefined ? {} : { intervalMs: deps.realityCheckMinutes * 60_000 }),
    }),
  };
  // A restored session (page reload) starts them too; any logout clears what the member saw.
  let loggedIn = false;
  const follow = () => {
    const now = selectIsLoggedIn(deps.session.getSnapshot());
    if (now === loggedIn) return;
    loggedIn = now;
    if (now) {
      centre.inbox.start();
      centre.reality.start();
      return;
    }
    centre.inbox.stop();
    centre.reality.stop();
    centre.vip.clear();
    centre.feedback.clear();
    centre.gifts.clear();
  };
  deps.session.subscribe(follow);
  follow();
  return joinParts(centre);
}
