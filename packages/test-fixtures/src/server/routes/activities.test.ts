import { money, promotion } from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMoney } from '../auth/accounts.ts';
import { type AuthSandbox, startAuthSandbox } from '../auth/authTestKit.ts';

let kit: AuthSandbox;
beforeAll(async () => {
  kit = await startAuthSandbox();
});
afterAll(() => kit.sandbox.close());
beforeEach(() => {
  kit.sandbox.reset();
  kit.resetClock();
});

const DAY_MS = 86_400_000;
const withId = (requestId: string) => ({ headers: { 'X-API-REQUEST-ID': requestId } });
const balance = async (token: string) =>
  money.getBalance.response.parse((await kit.call(money.getBalance.path, {}, token)).data)
    .centerWalletBalance;
const verification = async (id: number, token: string) =>
  promotion.verification.response.parse((await kit.call(promotion.verification.path, { id }, token)).data);

describe('promotion sandbox (issue #13)', () => {
  it('serves every activity type to visitors; member calls need a login; bad payloads answer 6007', async () => {
    for (const id of [101, 102, 103, 104, 106, 107, 108, 109, 110]) {
      const answer = await kit.call(promotion.config.path, { id });
      expect(answer.status_code, `activity ${id}`).toBe(6000);
      expect(promotion.config.response.safeParse(answer.data).success, `activity ${id} shape`).toBe(true);
    }
    expect((await kit.call(promotion.verification.path, { id: 102 })).status_code).toBe(6001);
    expect((await kit.call(promotion.config.path, { id: '102' })).status_code).toBe(6007);
    const token = await kit.loginToken('demo01', 'demo1234');
    expect((await kit.call(promotion.joinActivity.path, { id: 103, tier: -1 }, token)).status_code).toBe(
      6007,
    );
    expect((await kit.call(promotion.joinActivity.path, { id: 102, extra: 1 }, token)).status_code).toBe(
      6007,
    );
    expect((await kit.call(promotion.config.path, { id: 999 })).status_code).toBe(6004);
  });

  it('signs in once per Beijing day and pays the streak reward into the wallet', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const first = await kit.call(promotion.joinActivity.path, { id: 102 }, token, withId('sign-1'));
    expect(first.data).toMatchObject({ bonus: '1.00' });
    expect(await balance(token)).toBe('8889.00');
    const again = await kit.call(promotion.joinActivity.path, { id: 102 }, token, withId('sign-2'));
    expect(again.status_code).toBe(6009);
    expect(again.message).toContain('今日已签到');
    // A lost answer retried with the same id answers the first outcome and pays nothing more.
    expect((await kit.call(promotion.joinActivity.path, { id: 102 }, token, withId('sign-1'))).data).toEqual(
      first.data,
    );
    expect(await balance(token)).toBe('8889.00');
    kit.advance(DAY_MS);
    const nextDay = await kit.call(promotion.joinActivity.path, { id: 102 }, token, withId('sign-3'));
    expect(nextDay.data).toMatchObject({ bonus: '2.00' });
    const progress = (await verification(102, token)).progress;
    expect(progress).toMatchObject({ type: 'signGift', streak: 2 });
  });

  it('pays the first-deposit bonus once, after a paid deposit, capped by the config', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    expect(await verification(101, token)).toMatchObject({
      eligible: false,
      reason: '请先完成首次存款后再申请',
    });
    await kit.call(money.pay.path, { typeId: '2', channelId: '21', amount: '500' }, token, withId('dep-1'));
    kit.advance(9_000);
    expect(await verification(101, token)).toMatchObject({ eligible: true });
    const terms = (await kit.call(promotion.confirmInfo.path, { id: 101 }, token)).data;
    expect(terms).toMatchObject({ depositAmount: '500.00', bonus: '500.00', requiredTurnover: '10000.00' });
    const joined = await kit.call(promotion.joinActivity.path, { id: 101 }, token, withId('fd-1'));
    const retried = await kit.call(promotion.joinActivity.path, { id: 101 }, token, withId('fd-1'));
    expect(retried.data).toEqual(joined.data);
    expect(await balance(token)).toBe('9888.00');
    const second = await kit.call(promotion.joinActivity.path, { id: 101 }, token, withId('fd-2'));
    expect(second.status_code).toBe(6012);
    expect(await verification(101, token)).toMatchObject({ eligible: false, reason: '您已领取过首存彩金' });
  });

  it('draws seeded prizes within the daily chances and pays them', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    const drawn = await kit.call(promotion.joinActivity.path, { id: 108 }, token, withId('draw-1'));
    const result = promotion.joinActivity.response.parse(drawn.data);
    expect(result.prizeId).toMatch(/^p\d$/);
    expect(await balance(token)).toBe(addMoney('8888.00', result.bonus));
    const none = await kit.call(promotion.joinActivity.path, { id: 108 }, token, withId('draw-2'));
    expect(none.status_code).toBe(6012);
    expect(await verification(108, token)).toMatchObject({ progress: { chancesLeft: 0 } });
  });

  it('tells an old member why newTask is closed; the race board moves on the clock', async () => {
    const token = await kit.loginToken('demo01', 'demo1234');
    expect(await verification(107, token)).toMatchObject({
      eligible: false,
      reason: '仅限注册 30 天内的新会员参与',
    });
    const board = async () =>
      promotion.config.response.parse((await kit.call(promotion.config.path, { id: 109 })).data);
    const before = await board();
    kit.advance(10 * 60_000);
    const after = await board();
    expect(before.type === 'racePage' && after.type === 'racePage').toBe(true);
    if (before.type !== 'racePage' || after.type !== 'racePage') return;
    expect(after.leaderboard.map((e) => e.score)).not.toEqual(before.leaderboard.map((e) => e.score));
  });
});
