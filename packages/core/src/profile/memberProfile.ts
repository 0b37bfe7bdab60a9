import type { MemberInfo } from '../api/schemas/user.ts';

export type Gender = '' | 'male' | 'female';

/** Member info as the profile and security screens read it; '' / false where the server sent nothing. */
export interface MemberProfile {
  name: string;
  avatar: string;
  gender: Gender;
  /** `YYYY-MM-DD` or ''. */
  birthday: string;
  /** Beijing `YYYY-MM-DD HH:mm:ss` as the server sent it. */
  registerDate: string;
  /** Masked by the server (139****5678, de****@x.com, 张*). */
  phone: string;
  email: string;
  realName: string;
  areaCode: string;
  bindPhone: boolean;
  bindRealName: boolean;
  bindEmail: boolean;
  bindWithdrawPwd: boolean;
  bindBankCard: boolean;
}

const text = (member: MemberInfo, key: string): string => {
  const value = member[key];
  return typeof value === 'string' ? value.trim() : '';
};
const flag = (member: MemberInfo, key: string): boolean => member[key] === true || member[key] === 1;

/** SPEC §3 member info has only the two binding flags for sure; everything else is read defensively. */
export function readMemberProfile(member: MemberInfo): MemberProfile {
  const gender = text(member, 'gender');
  const phone = text(member, 'phone');
  const email = text(member, 'email');
  return {
    name: text(member, 'name'),
    avatar: text(member, 'avatar'),
    gender: gender === 'male' || gender === 'female' ? gender : '',
    birthday: text(member, 'birthday'),
    registerDate: text(member, 'registerDate'),
    phone,
    email,
    realName: text(member, 'realName'),
    areaCode: text(member, 'areaCode'),
    bindPhone: member.bindPhone,
    bindRealName: member.bindRealName,
    bindEmail: flag(member, 'bindEmail') || email !== '',
    bindWithdrawPwd: flag(member, 'bindWithdrawPwd'),
    bindBankCard: flag(member, 'bindBankCard'),
  };
}
