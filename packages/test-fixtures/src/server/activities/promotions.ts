import { ResultCode } from '@jinli/core';
import type {
  ActivityConfig,
  ActivityProgress,
  ActivityVerification,
  ConfirmInfo,
  JoinPayload,
  JoinResult,
} from '@jinli/core/contract';
import { cappedBonus, requiredTurnover, tieredBonus } from '@jinli/core/rules';
import type { Account } from '../auth/accounts.ts';
import { lessThan } from '../ledger/ledger.ts';
import { Failure } from '../routes/route.ts';
import type { SandboxState } from '../state.ts';
import {
  beijingDate,
  betTotal,
  claimKey,
  depositTotal,
  paidDeposits,
  payBonus,
  signStreak,
} from './activityBook.ts';
import { invitationCode, invitedFriends } from './invitations.ts';
import { maskName, raceBoard } from './race.ts';

const DAY_MS = 86_400_000;
const NEW_MEMBER_DAYS = 30;

type Config<T extends ActivityConfig['type']> = Extract<ActivityConfig, { type: T }>;

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** The config as served: the race board is filled in on the sandbox clock. */
export function servedConfig(
  state: SandboxState,
  activity: ActivityConfig,
  member: Account | undefined,
  now: number,
) {
  if (activity.type !== 'racePage') return activity;
  const entered =
    member !== undefined && state.activities.claims.has(claimKey(member.name, activity.id, 'joined'));
  const mine = entered
    ? { name: member.name, score: betTotal(state, member.name, activity.startTime) }
    : null;
  return { ...activity, leaderboard: raceBoard(state.activities.raceStartedAt, now, mine).slice(0, 10) };
}

/** The deposit a deposit activity rewards, or null (first: the first paid one; again: the newest unclaimed later one). */
function rewardedDeposit(
  state: SandboxState,
  config: Config<'firstDeposit' | 'againDeposit'>,
  member: string,
) {
  const deposits = paidDeposits(state, member, 0);
  if (config.type === 'firstDeposit') {
    const first = deposits[0];
    return first && first.createdAt >= config.startTime ? first : null;
  }
  const later = deposits.slice(1).filter((order) => order.createdAt >= config.startTime);
  return later.at(-1) ?? null;
}

function drawsToday(state: SandboxState, member: string, today: string) {
  return (state.activities.draws.get(member) ?? []).filter((draw) => draw.date === today);
}

function drawChances(state: SandboxState, config: Config<'drawGift'>, member: string, now: number): number {
  const today = beijingDate(now);
  const bonusDraws = paidDeposits(state, member, 0).filter(
    (order) => beijingDate(order.createdAt) === today && !lessThan(order.amount, config.chanceDeposit),
  ).length;
  return Math.max(0, config.dailyChances + bonusDraws - drawsToday(state, member, today).length);
}

/** The member's standing and numbers (promotion/verification). */
export function verify(
  state: SandboxState,
  config: ActivityConfig,
  member: Account,
  now: number,
): ActivityVerification {
  const claimed = (what: string) => state.activities.claims.has(claimKey(member.name, config.id, what));
  const answer = (progress: ActivityProgress, reason: string | null): ActivityVerification => ({
    eligible: reason === null,
    reason,
    progress,
  });
  switch (config.type) {
    case 'firstDeposit':
    case 'againDeposit': {
      const deposit = rewardedDeposit(state, config, member.name);
      const taken = deposit !== null && claimed(deposit.orderNo);
      const everClaimed =
        config.type === 'firstDeposit' &&
        [...state.activities.claims].some((k) => k.startsWith(`${member.name}:${config.id}:`));
      const progress = {
        type: config.type,
        depositAmount: deposit?.amount ?? null,
        claimed: taken || everClaimed,
      };
      if (config.type === 'firstDeposit' && everClaimed) return answer(progress, '您已领取过首存彩金');
      if (deposit === null)
        return answer(
          progress,
          config.type === 'firstDeposit' ? '请先完成首次存款后再申请' : '请先完成一笔新的存款后再申请',
        );
      if (taken) return answer(progress, '该笔存款已申请过彩金');
      if (lessThan(deposit.amount, config.bonus.minDeposit))
        return answer(progress, `存款金额需满 ${config.bonus.minDeposit} 元才可申请`);
      return answer(progress, null);
    }
    case 'signGift': {
      const today = beijingDate(now);
      const dates = state.activities.signs.get(member.name) ?? [];
      const progress = {
        type: 'signGift' as const,
        today,
        signedDates: dates,
        streak: signStreak(dates, today, dayBefore),
      };
      return answer(progress, dates.includes(today) ? '今日已签到，请明天再来' : null);
    }
    case 'drawGift': {
      const chancesLeft = drawChances(state, config, member.name, now);
      const history = (state.activities.draws.get(member.name) ?? []).map(({ prizeId, at }) => ({
        prizeId,
        at,
      }));
      return answer(
        { type: 'drawGift', chancesLeft, history },
        chancesLeft > 0 ? null : '今日抽奖次数已用完，存款可增加次数',
      );
    }
    case 'newTask': {
      const tasks = config.tasks.map((task) => ({
        id: task.id,
        progress:
          task.kind === 'bindPhone'
            ? member.phone === null
              ? '0'
              : '1'
            : task.kind === 'deposit'
              ? depositTotal(state, member.name, 0)
              : betTotal(state, member.name, 0),
        claimed: claimed(task.id),
      }));
      const isNew = now - member.registerDate <= NEW_MEMBER_DAYS * DAY_MS;
      return answer({ type: 'newTask', tasks }, isNew ? null : '仅限注册 30 天内的新会员参与');
    }
    case 'bettingGift': {
      const turnover = betTotal(state, member.name, config.startTime);
      const claimedTiers = config.tiers.flatMap((_, index) => (claimed(`tier-${index}`) ? [index] : []));
      return answer({ type: 'bettingGift', turnover, claimedTiers }, null);
    }
    case 'racePage': {
      const enrolled = claimed('joined');
      const score = betTotal(state, member.name, config.startTime);
      const board = raceBoard(
        state.activities.raceStartedAt,
        now,
        enrolled ? { name: member.name, score } : null,
      );
      const rank = enrolled
        ? (board.find((entry) => entry.name === maskName(member.name))?.rank ?? null)
        : null;
      return answer({ type: 'racePage', enrolled, score, rank }, null);
    }
    case 'activityLandPage':
      return answer({ type: 'activityLandPage', enrolled: claimed('joined') }, null);
    case 'friendInvitation':
      return answer(
        {
          type: 'friendInvitation',
          icode: invitationCode(member),
          invited: invitedFriends(member, config, now),
        },
        null,
      );
  }
}

/** promotion/confirmInfo: what a deposit bonus would pay and bind; other types have nothing to confirm. */
export function confirmInfo(
  state: SandboxState,
  config: ActivityConfig,
  member: Account,
  now: number,
): ConfirmInfo | Failure {
  if (config.type !== 'firstDeposit' && config.type !== 'againDeposit')
    return new Failure(ResultCode.InvalidParameter, '该活动无需确认');
  const verdict = verify(state, config, member, now);
  if (!verdict.eligible) return new Failure(ResultCode.Warning, verdict.reason ?? undefined);
  const deposit = rewardedDeposit(state, config, member.name);
  const amount = deposit?.amount ?? '0';
  const bonus = cappedBonus(amount, {
    rate: config.bonus.rate,
    minStake: config.bonus.minDeposit,
    maxBonus: config.bonus.maxBonus,
  });
  return {
    depositAmount: amount,
    bonus,
    requiredTurnover: requiredTurnover(amount, bonus, config.bonus.turnoverMultiple),
    notes: [`彩金需完成 ${config.bonus.turnoverMultiple} 倍流水后方可提款`, '申请后彩金即时到账中心钱包'],
  };
}

function ok(bonus: string, message: string, prizeId: string | null = null): JoinResult {
  return { bonus: cappedBonus(bonus, { rate: '1', minStake: '0', maxBonus: bonus }), prizeId, message };
}

/** promotion/joinActivity, run once per request id by the route. */
export function join(
  state: SandboxState,
  config: ActivityConfig,
  member: Account,
  payload: JoinPayload,
  now: number,
): JoinResult | Failure {
  const verdict = verify(state, config, member, now);
  const book = state.activities;
  const claim = (what: string) => book.claims.add(claimKey(member.name, config.id, what));
  const refuse = (message: string) => new Failure(ResultCode.Warning, message);
  switch (config.type) {
    case 'firstDeposit':
    case 'againDeposit': {
      if (!verdict.eligible) return refuse(verdict.reason ?? '');
      const deposit = rewardedDeposit(state, config, member.name);
      if (deposit === null) return refuse('请先完成存款');
      const bonus = cappedBonus(deposit.amount, {
        rate: config.bonus.rate,
        minStake: config.bonus.minDeposit,
        maxBonus: config.bonus.maxBonus,
      });
      claim(deposit.orderNo);
      payBonus(state, member, config.id, bonus, now);
      return ok(bonus, `申请成功，${bonus} 元彩金已到账`);
    }
    case 'signGift': {
      if (!verdict.eligible || verdict.progress.type !== 'signGift')
        return new Failure(ResultCode.DataExists, verdict.reason ?? '今日已签到');
      const reward = config.rewards[verdict.progress.streak % config.rewards.length] ?? '0';
      book.signs.set(member.name, [...(book.signs.get(member.name) ?? []), verdict.progress.today]);
      payBonus(state, member, config.id, reward, now);
      return ok(reward, `签到成功，获得 ${reward} 元彩金`);
    }
    case 'drawGift': {
      if (!verdict.eligible) return refuse(verdict.reason ?? '');
      const prize = config.prizes[Math.floor(book.random() * config.prizes.length)] ?? config.prizes[0]!;
      book.draws.set(member.name, [
        ...(book.draws.get(member.name) ?? []),
        { prizeId: prize.id, at: now, date: beijingDate(now) },
      ]);
      payBonus(state, member, config.id, prize.amount, now);
      return ok(
        prize.amount,
        lessThan('0', prize.amount) ? `恭喜抽中${prize.name}` : '谢谢参与，明天再来',
        prize.id,
      );
    }
    case 'newTask': {
      if (!verdict.eligible) return refuse(verdict.reason ?? '');
      const task = config.tasks.find((entry) => entry.id === payload.taskId);
      const mine =
        verdict.progress.type === 'newTask'
          ? verdict.progress.tasks.find((t) => t.id === payload.taskId)
          : undefined;
      if (task === undefined || mine === undefined) return new Failure(ResultCode.InvalidParameter);
      if (mine.claimed) return new Failure(ResultCode.DataExists, '该任务奖励已领取');
      if (lessThan(mine.progress, task.target)) return refuse('任务尚未完成');
      claim(task.id);
      payBonus(state, member, config.id, task.reward, now);
      return ok(task.reward, `领取成功，${task.reward} 元彩金已到账`);
    }
    case 'bettingGift': {
      const tier = payload.tier === undefined ? undefined : config.tiers[payload.tier];
      if (tier === undefined || payload.tier === undefined) return new Failure(ResultCode.InvalidParameter);
      if (verdict.progress.type === 'bettingGift' && verdict.progress.claimedTiers.includes(payload.tier))
        return new Failure(ResultCode.DataExists, '该档位礼金已领取');
      const turnover = betTotal(state, member.name, config.startTime);
      if (lessThan(turnover, tier.threshold)) return refuse('有效投注未达到该档位');
      const bonus = tieredBonus(tier.threshold, [tier]);
      claim(`tier-${payload.tier}`);
      payBonus(state, member, config.id, bonus, now);
      return ok(bonus, `领取成功，${bonus} 元礼金已到账`);
    }
    case 'racePage':
    case 'activityLandPage':
      if (book.claims.has(claimKey(member.name, config.id, 'joined')))
        return new Failure(ResultCode.DataExists, '您已报名该活动');
      claim('joined');
      return ok('0', '报名成功');
    case 'friendInvitation':
      return new Failure(ResultCode.InvalidParameter, '邀请好友活动无需报名');
  }
}
