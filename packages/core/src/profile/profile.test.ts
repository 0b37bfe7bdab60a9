import { describe, expect, it } from 'vitest';
import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import type { MemberInfo } from '../api/schemas/user.ts';
import { createFakeHttp, createMemoryStorage, fixedClock, resultError, settle } from '../auth/authFakes.ts';
import { createStore } from '../engine/store.ts';
import { clearDecryptedData } from '../storage/storageKeys.ts';
import { createProfile } from './profile.ts';

const DEMO: MemberInfo = {
  bindPhone: true,
  bindRealName: true,
  bindEmail: true,
  name: 'demo01',
  phone: '138****8000',
  email: 'de****@jinli.example',
  realName: '张*',
  birthday: '1990-06-18',
  gender: 'male',
  bindWithdrawPwd: true,
};
// 2026-11-24 12:00 Beijing
const TODAY = 1_795_492_800_000;

function setup(member: MemberInfo | null = DEMO) {
  const http = createFakeHttp();
  const storage = createMemoryStorage();
  const source = createStore<MemberInfo | null>(member);
  let refreshes = 0;
  const profile = createProfile({
    http,
    storage,
    clock: fixedClock(TODAY),
    member: source,
    refreshMember: () => {
      refreshes += 1;
    },
  });
  return { http, storage, source, profile, refreshes: () => refreshes };
}

describe('profile', () => {
  it('reads member info and its security level', () => {
    const { profile } = setup();
    expect(profile.getSnapshot().profile).toMatchObject({ phone: '138****8000', gender: 'male' });
    expect(profile.getSnapshot().security).toMatchObject({ grade: 'high', score: 5 });
  });

  it('reveals the full phone once, then from DD_phone while the masked value is unchanged', async () => {
    const { http, storage, profile, source } = setup();
    http.on(site.singleDataDecryption, () => ({ value: '13800138000', masked: '138****8000' }));
    await profile.reveal('phone');
    expect(profile.getSnapshot().revealed.phone).toBe('13800138000');
    expect(JSON.parse(storage.get('DD_phone') ?? '')).toEqual({ d: '13800138000', v: '138****8000' });
    profile.hide('phone');
    await profile.reveal('phone');
    expect(http.callsTo(site.singleDataDecryption)).toHaveLength(1);

    // Logout clears DD_ data and the revealed values.
    clearDecryptedData(storage);
    source.set(null);
    expect(profile.getSnapshot().revealed).toEqual({});
    expect(storage.get('DD_phone')).toBeNull();
  });

  it('refuses an under-18 or empty birthday with the SPEC §5 message and keeps what was typed', async () => {
    const { http, profile, refreshes } = setup();
    http.on(user.bindOther, () => null);
    profile.editBirthday('2010-01-01');
    const refused = await profile.saveBirthday();
    expect(refused).toEqual({ type: 'failed', message: '你的年龄未满18岁，无法游戏哦' });
    expect(profile.getSnapshot()).toMatchObject({
      birthdayDraft: '2010-01-01',
      birthdayError: '你的年龄未满18岁，无法游戏哦',
    });
    expect(http.callsTo(user.bindOther)).toHaveLength(0);

    profile.editBirthday('');
    expect((await profile.saveBirthday()).type).toBe('failed');
    expect(profile.getSnapshot().birthdayError).toBe('请选择出生日期');

    profile.editBirthday('2008-11-24');
    expect((await profile.saveBirthday()).type).toBe('ok');
    expect(http.callsTo(user.bindOther)).toEqual([{ birthday: '2008-11-24' }]);
    expect(refreshes()).toBe(1);
  });

  it('keeps the server message of a failed avatar save', async () => {
    const { http, profile } = setup();
    http.on(user.addAvatar, () => {
      throw resultError(6007, '头像不存在');
    });
    await profile.saveAvatar('99');
    await settle();
    expect(profile.getSnapshot()).toMatchObject({ saving: null, error: '头像不存在' });
  });
});
