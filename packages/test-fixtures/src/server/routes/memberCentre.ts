import { ResultCode } from '@jinli/core';
import { feedback, promotion, site, user } from '@jinli/core/contract';
import { nextCentreId } from '../centre/centreState.ts';
import { feedbackOf, replyDue } from '../centre/feedbackBook.ts';
import { deliverDue, lettersOf, unreadCounts } from '../centre/letterBook.ts';
import { uploadIdOf } from '../centre/upload.ts';
import { giftRecords, myGrade, rebateRates, VIP_GRADES, vipWeek } from '../centre/vipBook.ts';
import type { SandboxState } from '../state.ts';
import { Failure, memberRoute, type Route } from './route.ts';

const invalid = () => new Failure(ResultCode.InvalidParameter);

/** Everything time-driven for this member catches up before a call answers. */
function catchUp(state: SandboxState, member: string, now: number): void {
  deliverDue(state.centre, member, now);
  replyDue(state.centre, member, now);
}

const page = <T>(list: readonly T[], pageNum: number, pageSize: number) => ({
  list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  total: list.length,
});

const letterRoutes: Route[] = [
  memberRoute(site.getUnreadForType, ({ state, member, now }) => {
    catchUp(state, member.name, now);
    return unreadCounts(lettersOf(state.centre, member.name, now));
  }),
  memberRoute(site.letterList, ({ state, member, now, payload }) => {
    catchUp(state, member.name, now);
    const list = lettersOf(state.centre, member.name, now)
      .filter((letter) => letter.type === payload.type)
      .sort((a, b) => b.createTime - a.createTime || Number(b.id) - Number(a.id))
      .map(({ broadcast: _b, ...letter }) => letter);
    return page(list, payload.pageNum, payload.pageSize);
  }),
  memberRoute(site.letterRead, ({ state, member, now, payload }) => {
    const letter = lettersOf(state.centre, member.name, now).find((l) => l.id === payload.id);
    if (letter === undefined) return invalid();
    letter.isRead = true;
    return null;
  }),
  memberRoute(site.letterDelete, ({ state, member, now, payload }) => {
    const letters = lettersOf(state.centre, member.name, now);
    if (!payload.ids.every((id) => letters.some((l) => l.id === id))) return invalid();
    state.centre.letters.set(
      member.name,
      letters.filter((l) => !payload.ids.includes(l.id)),
    );
    return null;
  }),
  memberRoute(site.letterOnekeyRead, ({ state, member, now, payload }) => {
    for (const letter of lettersOf(state.centre, member.name, now)) {
      if (payload.type === undefined || letter.type === payload.type) letter.isRead = true;
    }
    return null;
  }),
];

const summary = (f: ReturnType<typeof feedbackOf>[number]) => ({
  id: f.id,
  type: f.type,
  content: f.content,
  createTime: f.createTime,
  replied: f.replies.length > 0,
  unread: f.unread,
});

/** Deposit bonuses a deposit question may be about (querySiteDepositRewardConfigList). */
const DEPOSIT_REWARDS = [
  { id: '1', name: '首存 100% 加赠', rate: '100.00', minDeposit: '100.00' },
  { id: '2', name: '再存 50% 加赠', rate: '50.00', minDeposit: '200.00' },
  { id: '3', name: '周末存款加赠 10%', rate: '10.00', minDeposit: '100.00' },
];

const feedbackRoutes: Route[] = [
  memberRoute(feedback.unreadNum, ({ state, member, now }) => {
    catchUp(state, member.name, now);
    return feedbackOf(state.centre, member.name, now).filter((f) => f.unread).length;
  }),
  memberRoute(feedback.addFeedBack, ({ state, member, now, payload }) => {
    const uploads = state.centre.uploads;
    // Only pictures this member uploaded here may be attached.
    const own = payload.images.every((url) => {
      const id = uploadIdOf(url);
      return id !== undefined && uploads.get(id)?.member === member.name;
    });
    if (!own) return invalid();
    const item = {
      id: nextCentreId(state.centre),
      type: payload.type,
      content: payload.content,
      images: payload.images,
      betOrderNo: payload.betOrderNo ?? null,
      depositRewardId: payload.depositRewardId ?? null,
      createTime: now,
      replies: [],
      unread: false,
    };
    feedbackOf(state.centre, member.name, now).push(item);
    return { id: item.id };
  }),
  memberRoute(feedback.queryMemberBetList, ({ state, member, now }) =>
    [...state.sports.orders.values()]
      .filter((o) => o.member === member.name && o.outcome === 'accept' && now >= o.resolveAt)
      .sort((a, b) => b.placedAt - a.placedAt)
      .slice(0, 20)
      .map((o) => ({
        orderNo: o.ticketId,
        title: `体育 · ${o.payload.lines.length > 1 ? `${o.payload.lines.length} 串 1` : '单注'}`,
        betAmount: o.total,
        betTime: o.placedAt,
      })),
  ),
  memberRoute(feedback.querySiteDepositRewardConfigList, () => DEPOSIT_REWARDS),
  memberRoute(feedback.getFeedBackList, ({ state, member, now, payload }) => {
    catchUp(state, member.name, now);
    const list = [...feedbackOf(state.centre, member.name, now)]
      .sort((a, b) => b.createTime - a.createTime)
      .map(summary);
    return page(list, payload.pageNum, payload.pageSize);
  }),
  memberRoute(feedback.getFeedbackInfo, ({ state, member, now, payload }) => {
    catchUp(state, member.name, now);
    const item = feedbackOf(state.centre, member.name, now).find((f) => f.id === payload.id);
    if (item === undefined) return invalid();
    item.unread = false;
    return {
      ...summary(item),
      images: item.images,
      betOrderNo: item.betOrderNo,
      depositRewardId: item.depositRewardId,
      replies: item.replies,
    };
  }),
  memberRoute(feedback.delFeedback, ({ state, member, now, payload }) => {
    const list = feedbackOf(state.centre, member.name, now);
    const index = list.findIndex((f) => f.id === payload.id);
    if (index < 0) return invalid();
    list.splice(index, 1);
    return null;
  }),
];

const vipRoutes: Route[] = [
  memberRoute(user.memberGradeConfigList, () => VIP_GRADES),
  memberRoute(user.memberGradeInfoByGrade, ({ state, member, now }) => myGrade(state, member, now)),
  memberRoute(user.getGameFanshuiHighLow, ({ state, member, now }) =>
    rebateRates(myGrade(state, member, now).grade),
  ),
  memberRoute(promotion.vipWeekInfo, ({ state, member, now }) => vipWeek(state, member, now)),
  memberRoute(promotion.exchangeRecord, ({ member, now, payload }) =>
    page(giftRecords(member.name, now), payload.pageNum, payload.pageSize),
  ),
];

/** Member centre part B (issue #12): letters, feedback, VIP and welfare. Upload: centre/upload.ts. */
export const memberCentreRoutes: readonly Route[] = [...letterRoutes, ...feedbackRoutes, ...vipRoutes];
