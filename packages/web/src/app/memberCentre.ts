import {
  type ClockPort,
  createFeedback,
  createGiftRecords,
  createInbox,
  createRealityCheck,
  createVip,
  type Feedback,
  type GiftRecords,
  type HttpPort,
  type Inbox,
  type LoginEventBus,
  type RealityCheck,
  selectIsLoggedIn,
  type UploadPort,
  type Vip,
} from '@jinli/core';
import type { SessionActor } from './sessionActor.ts';

/** The member centre's capabilities (issue #12 part B); the engine (#11) will build them in createJinli. */
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
