import type { MemberProfile } from './memberProfile.ts';

/** The protections the security centre counts, in the order it lists them. */
export const SECURITY_ITEMS = ['loginPassword', 'phone', 'realName', 'email', 'withdrawPassword'] as const;
export type SecurityItem = (typeof SECURITY_ITEMS)[number];
export type SecurityGrade = 'low' | 'medium' | 'high';

export interface SecurityLevel {
  grade: SecurityGrade;
  /** How many of SECURITY_ITEMS are in place. */
  score: number;
  total: number;
  /** score / total, 0..1, for the level bar. */
  ratio: number;
  missing: SecurityItem[];
}

type Bindings = Pick<MemberProfile, 'bindPhone' | 'bindRealName' | 'bindEmail' | 'bindWithdrawPwd'>;

function isBound(item: SecurityItem, member: Bindings): boolean {
  switch (item) {
    // Every member logs in with a password.
    case 'loginPassword':
      return true;
    case 'phone':
      return member.bindPhone;
    case 'realName':
      return member.bindRealName;
    case 'email':
      return member.bindEmail;
    case 'withdrawPassword':
      return member.bindWithdrawPwd;
  }
}

/**
 * The security level of SPEC §3 (rules not shown; ours, docs/protocol.md): one point per protection in
 * place; low up to 2 of 5, medium 3–4, high with all 5.
 */
export function securityLevel(member: Bindings): SecurityLevel {
  const missing = SECURITY_ITEMS.filter((item) => !isBound(item, member));
  const total = SECURITY_ITEMS.length;
  const score = total - missing.length;
  const grade: SecurityGrade = score === total ? 'high' : score >= 3 ? 'medium' : 'low';
  return { grade, score, total, ratio: score / total, missing };
}
