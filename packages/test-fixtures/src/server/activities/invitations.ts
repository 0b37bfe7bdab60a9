import type { ActivityConfig, InvitedFriend } from '@jinli/core/contract';
import type { Account } from '../auth/accounts.ts';
import { lessThan } from '../ledger/ledger.ts';

const DAY_MS = 86_400_000;

/** The member's invitation code (what the ?icode= of their link carries). */
export function invitationCode(member: Account): string {
  return `JL${member.userId.toString(36).toUpperCase()}`;
}

/** Seeded friends of demo01; other members have invited nobody yet. */
const DEMO_FRIENDS: readonly { name: string; daysAgo: number; deposited: string }[] = [
  { name: 'wa***21', daysAgo: 12, deposited: '500.00' },
  { name: 'li***08', daysAgo: 6, deposited: '50.00' },
  { name: 'ch***99', daysAgo: 2, deposited: '1200.00' },
];

export function invitedFriends(
  member: Account,
  config: Extract<ActivityConfig, { type: 'friendInvitation' }>,
  now: number,
): InvitedFriend[] {
  if (member.name !== 'demo01') return [];
  return DEMO_FRIENDS.map((friend) => ({
    name: friend.name,
    registeredAt: now - friend.daysAgo * DAY_MS,
    deposited: friend.deposited,
    qualified: !lessThan(friend.deposited, config.friendDeposit),
  }));
}
