import { feedback, promotion, site, user } from '@jinli/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const control = async (name: string, body: unknown) => {
  const response = await fetch(`${kit.baseUrl}/__sandbox/${name}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
};

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function uploadImage(token: string, bytes: Buffer, type: string, name = 'shot.png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${kit.baseUrl}${'/site/api/v1/user/upload/uploadImage'}`, {
    method: 'POST',
    headers: {
      'X-API-SITE': 'jinli-sandbox',
      'X-API-TOKEN': token,
      'X-API-SIGN': kit.client.encrypt(JSON.stringify({ timestamp: Date.now(), ip: '' })),
    },
    body: form,
  });
  const envelope = (await response.json()) as { status_code: number; data: { url: string } | null };
  return { ...envelope, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

const unread = async (token: string) =>
  (await kit.call(site.getUnreadForType.path, { userSystem: 1 }, token)).data as Record<string, number>;

describe('letters', () => {
  it('reading, deleting and reading all change the unread counts', async () => {
    const demo = await kit.loginToken('demo01', 'demo1234');
    expect(await unread(demo)).toMatchObject({ notice: 1, brnotice: 2, activity: 1, bractivity: 1 });
    const list = await kit.call(site.letterList.path, { type: 'notice', pageNum: 1, pageSize: 10 }, demo);
    const letters = (list.data as { list: { id: string; isRead: boolean; title: string }[] }).list;
    expect(letters[0]?.title).toBe('防骗提醒');
    const unreadOne = letters.find((l) => !l.isRead)!;
    await kit.call(site.letterRead.path, { id: unreadOne.id }, demo);
    expect((await unread(demo)).brnotice).toBe(1);
    await kit.call(site.letterDelete.path, { ids: letters.map((l) => l.id) }, demo);
    expect(await unread(demo)).toMatchObject({ notice: 0, brnotice: 0 });
    await kit.call(site.letterOnekeyRead.path, { type: 'activity' }, demo);
    expect(await unread(demo)).toMatchObject({ activity: 0, bractivity: 0 });
  });

  it('new letters arrive over time and on demand', async () => {
    const fresh = await kit.loginToken('fresh01', 'fresh1234');
    expect(Object.values(await unread(fresh)).every((n) => n === 0)).toBe(true);
    kit.advance(5 * 60_000 + 1);
    expect((await unread(fresh)).brnotice).toBe(1);
    await control('letters', { name: 'fresh01', type: 'match', title: '赛事提醒' });
    const now = await unread(fresh);
    expect([now.brnotice, now.brmatch]).toEqual([1, 1]);
  });

  it('answers 6007 for malformed payloads and letters that are not the member’s', async () => {
    const demo = await kit.loginToken('demo01', 'demo1234');
    expect(
      (await kit.call(site.letterList.path, { type: 'spam', pageNum: 1, pageSize: 10 }, demo)).status_code,
    ).toBe(6007);
    expect((await kit.call(site.letterRead.path, { id: '999999' }, demo)).status_code).toBe(6007);
    expect((await kit.call(site.letterDelete.path, { ids: [] }, demo)).status_code).toBe(6007);
  });
});

describe('feedback', () => {
  it('takes a picture, keeps the feedback, and replies after the delay', async () => {
    const demo = await kit.loginToken('demo01', 'demo1234');
    const uploaded = await uploadImage(demo, PNG, 'image/png');
    expect(uploaded.status_code).toBe(6000);
    const url = uploaded.data!.url;
    expect((await fetch(url, { headers: { Cookie: uploaded.cookie } })).headers.get('content-type')).toBe(
      'image/png',
    );
    const sent = await kit.call(
      feedback.addFeedBack.path,
      { type: 2, content: '取款还没到账', images: [url] },
      demo,
    );
    expect(sent.status_code).toBe(6000);
    const id = (sent.data as { id: string }).id;
    expect((await kit.call(feedback.unreadNum.path, {}, demo)).data).toBe(1);
    kit.advance(31_000);
    expect((await kit.call(feedback.unreadNum.path, {}, demo)).data).toBe(2);
    expect((await unread(demo)).fd).toBe(1);
    const info = await kit.call(feedback.getFeedbackInfo.path, { id }, demo);
    expect((info.data as { replies: { content: string }[]; images: string[] }).images).toEqual([url]);
    expect((info.data as { replies: unknown[] }).replies).toHaveLength(1);
    expect((await kit.call(feedback.unreadNum.path, {}, demo)).data).toBe(1);
    expect((await kit.call(feedback.delFeedback.path, { id }, demo)).status_code).toBe(6000);
  });

  it('refuses uploads that are not pictures and pictures of another member', async () => {
    const demo = await kit.loginToken('demo01', 'demo1234');
    expect((await uploadImage(demo, Buffer.from('<svg/>'), 'image/svg+xml', 'x.svg')).status_code).toBe(6010);
    expect((await uploadImage(demo, Buffer.from('not a png'), 'image/png')).status_code).toBe(6010);
    const fresh = await kit.loginToken('fresh01', 'fresh1234');
    const url = (await uploadImage(fresh, PNG, 'image/png')).data!.url;
    const stolen = await kit.call(
      feedback.addFeedBack.path,
      { type: 7, content: '其他问题描述', images: [url] },
      demo,
    );
    expect(stolen.status_code).toBe(6007);
    // Issue #29: the address is not guessable, and only its owner (cookie or token) can read it.
    expect(url).toMatch(/\/sandbox-upload\/[0-9a-f]{32}\.png$/);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url, { headers: { 'X-API-TOKEN': demo } })).status).toBe(404);
    const demoCookie = (await uploadImage(demo, PNG, 'image/png')).cookie;
    expect((await fetch(url, { headers: { Cookie: demoCookie } })).status).toBe(404);
    expect((await fetch(url, { headers: { 'X-API-TOKEN': fresh } })).status).toBe(200);
    expect((await kit.call(feedback.addFeedBack.path, { type: 7, content: '' }, demo)).status_code).toBe(
      6007,
    );
  });
});

describe('VIP and welfare', () => {
  it('the grade follows deposits and turnover', async () => {
    const demo = await kit.loginToken('demo01', 'demo1234');
    const before = await kit.call(user.memberGradeInfoByGrade.path, {}, demo);
    expect(before.data).toMatchObject({ grade: 3, gradeName: 'VIP3' });
    await control('vip', { name: 'demo01', deposit: '20000', turnover: '240000' });
    const after = await kit.call(user.memberGradeInfoByGrade.path, {}, demo);
    expect(after.data).toMatchObject({ grade: 4, validBetAmount: '508500.00' });
    const grades = await kit.call(user.memberGradeConfigList.path, {}, demo);
    expect(user.memberGradeConfigList.response.safeParse(grades.data).success).toBe(true);
    const rebates = await kit.call(user.getGameFanshuiHighLow.path, {}, demo);
    expect((rebates.data as { category: string; current: string }[])[0]).toMatchObject({
      category: 'TY',
      current: '0.90',
    });
  });

  it('weekly gift and gift records answer in the catalogue shapes', async () => {
    const demo = await kit.loginToken('demo01', 'demo1234');
    const week = await kit.call(promotion.vipWeekInfo.path, {}, demo);
    expect(promotion.vipWeekInfo.response.safeParse(week.data).success).toBe(true);
    const records = await kit.call(promotion.exchangeRecord.path, { pageNum: 2, pageSize: 10 }, demo);
    expect(records.data).toMatchObject({ total: 12 });
    expect((records.data as { list: unknown[] }).list).toHaveLength(2);
  });
});
