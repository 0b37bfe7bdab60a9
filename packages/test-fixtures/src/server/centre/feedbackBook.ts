import type { CentreState, SandboxFeedback } from './centreState.ts';
import { nextCentreId } from './centreState.ts';
import { deliverLetter } from './letterBook.ts';

const HOUR = 3_600_000;

const TYPE_NAMES: Record<number, string> = {
  1: '存款问题',
  2: '取款问题',
  3: '投注问题',
  4: '优惠活动',
  5: '账户问题',
  6: '意见建议',
  7: '其他',
};

/** What the customer-service desk answers, by feedback type (HTML, like a real back office sends). */
function replyFor(feedback: SandboxFeedback): string {
  const topic = TYPE_NAMES[feedback.type] ?? '您的问题';
  const extra =
    feedback.betOrderNo === null
      ? ''
      : `<p>关联注单 <strong>${feedback.betOrderNo}</strong> 已核实，结算无误。</p>`;
  return `<p>尊敬的会员您好，关于「${topic}」的反馈我们已收到并处理。</p>${extra}<p>如仍有疑问，请联系<a href="/app/help/zxkf">在线客服</a>。</p>`;
}

/** The member's feedback, seeded on first look (demo01 has one reply not yet opened). */
export function feedbackOf(centre: CentreState, member: string, now: number): SandboxFeedback[] {
  let list = centre.feedback.get(member);
  if (list === undefined) {
    list = [];
    centre.feedback.set(member, list);
    if (member === 'demo01') {
      list.push(
        {
          id: nextCentreId(centre),
          type: 6,
          content: '建议增加更多电竞赛事的滚球盘口。',
          images: [],
          betOrderNo: null,
          depositRewardId: null,
          createTime: now - 72 * HOUR,
          replies: [
            { content: '<p>感谢您的建议，电竞滚球盘口将于下月扩充。</p>', createTime: now - 70 * HOUR },
          ],
          unread: false,
        },
        {
          id: nextCentreId(centre),
          type: 2,
          content: '昨天的取款显示处理中，请帮忙查一下。',
          images: [],
          betOrderNo: null,
          depositRewardId: null,
          createTime: now - 26 * HOUR,
          replies: [
            { content: '<p>您好，该笔取款已于今日 10:12 到账，请查收。</p>', createTime: now - 2 * HOUR },
          ],
          unread: true,
        },
      );
    }
  }
  return list;
}

/** Replies to every feedback waiting at least `replyDelayMs` (or all waiting ones when forced). */
export function replyDue(centre: CentreState, member: string, now: number, force = false): number {
  let replied = 0;
  for (const feedback of feedbackOf(centre, member, now)) {
    if (feedback.replies.length > 0) continue;
    if (!force && now - feedback.createTime < centre.replyDelayMs) continue;
    feedback.replies.push({ content: replyFor(feedback), createTime: now });
    feedback.unread = true;
    replied += 1;
    deliverLetter(centre, member, now, {
      type: 'fd',
      title: '您的反馈已回复',
      content: '<p>客服已回复您的意见反馈，请前往<a href="/mine/feedbackList">反馈记录</a>查看。</p>',
    });
  }
  return replied;
}
