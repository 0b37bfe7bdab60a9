import type { ActivityConfig, ActivityType, ActivityVerification } from '../api/schemas/activity.ts';

/**
 * Where the viewer stands with one activity, in the order a member needs to hear it: the time window
 * first (nobody joins outside it), then login (visitors see the activity and a login prompt), then the
 * server's verdict with its reason.
 */
export type ActivityStanding =
  | { kind: 'upcoming'; startTime: number }
  | { kind: 'ended' }
  | { kind: 'visitor' }
  | { kind: 'checking' }
  | { kind: 'ineligible'; reason: string }
  | { kind: 'open' };

export function activityStanding(
  config: Pick<ActivityConfig, 'startTime' | 'endTime'>,
  verification: ActivityVerification | null,
  loggedIn: boolean,
  now: number,
): ActivityStanding {
  if (now < config.startTime) return { kind: 'upcoming', startTime: config.startTime };
  if (config.endTime !== null && now >= config.endTime) return { kind: 'ended' };
  if (!loggedIn) return { kind: 'visitor' };
  if (verification === null) return { kind: 'checking' };
  if (!verification.eligible) return { kind: 'ineligible', reason: verification.reason ?? '' };
  return { kind: 'open' };
}

/** Joining a deposit activity binds the member to a turnover: they see the terms and confirm first. */
export function joinNeedsConfirm(type: ActivityType): boolean {
  return type === 'firstDeposit' || type === 'againDeposit';
}

/** Types whose join moves money (the header balance is refreshed after them). */
export function joinPaysBonus(type: ActivityType): boolean {
  return type !== 'racePage' && type !== 'activityLandPage' && type !== 'friendInvitation';
}
