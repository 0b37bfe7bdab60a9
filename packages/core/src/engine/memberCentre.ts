import { createFeedback, type Feedback } from '../feedback/feedbackStore.ts';
import { createInbox, type Inbox } from '../inbox/inboxStore.ts';
import type { ClockPort } from '../ports/clock.ts';
import type { HttpPort } from '../ports/http.ts';
import type { UploadPort } from '../ports/upload.ts';
import { createRealityCheck, type RealityCheck } from '../protection/realityCheck.ts';
import type { LoginEventBus } from '../session/loginEvents.ts';
import type { SessionActor } from '../session/sessionCapability.ts';
import { selectIsLoggedIn } from '../session/sessionState.ts';
import { createVip, type Vip } from '../vip/vipStore.ts';
import { createGiftRecords, type GiftRecords } from '../welfare/giftRecords.ts';

/** The member centre's capabilities (issue #12): inbox and badges, VIP, feedback, gift records, reality check. */
export interface MemberCentre {
  inbox: Inbox;
  vip: Vip;
  feedback: Feedback;
  gifts: GiftRecords;
  reality: RealityCheck;
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
  const centre: MemberCentre = {
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
  return centre;
}
