import type { DepositChannel, DepositOrder } from '../api/schemas/payment.ts';
import type { ValidationError } from '../validation/validationError.ts';
import type { DepositSnapshot } from './deposit.machine.ts';
import { selectedChannelOf } from './deposit.machine.ts';
import { type DepositWaitingKind, validateDepositAmount, waitingKindOf } from './depositRules.ts';

/** Where a deposit is, as a screen shows it. The last look at an expiring order still counts as waiting. */
export type DepositStage =
  | 'loading'
  /** A waiting order is being looked up to be shown again (a reload, the records' 查看订单). */
  | 'resuming'
  | 'loadFailed'
  | 'empty'
  | 'editing'
  | 'creating'
  | 'waiting'
  | 'cancelling'
  | 'succeeded'
  | 'expired'
  | 'closed';

type Snapshot = Pick<DepositSnapshot, 'context' | 'matches'>;

const STAGES = [
  'loading',
  'resuming',
  'loadFailed',
  'empty',
  'editing',
  'creating',
  'waiting',
  'cancelling',
  'succeeded',
  'expired',
  'closed',
] as const satisfies readonly DepositStage[];

export function selectDepositStage(snapshot: Snapshot): DepositStage {
  if (snapshot.matches('finalCheck')) return 'waiting';
  // Issue #29: finding the order after a lost answer is still creating it, as the member sees it.
  if (snapshot.matches('checking')) return 'creating';
  return STAGES.find((stage) => snapshot.matches(stage)) ?? 'loading';
}

export const selectDepositChannel = (snapshot: Snapshot): DepositChannel | undefined =>
  selectedChannelOf(snapshot.context);

export const selectDepositOrder = (snapshot: Snapshot): DepositOrder | null => snapshot.context.order;

/** The waiting page to show for the current order, by the channel type the server answered. */
export function selectDepositWaitingKind(snapshot: Snapshot): DepositWaitingKind | undefined {
  const order = snapshot.context.order;
  return order === null ? undefined : waitingKindOf(order.channelType);
}

/** The amount's error once the member typed something or tried to submit; undefined otherwise. */
export function selectDepositAmountError(snapshot: Snapshot): ValidationError | undefined {
  const { amount, touched } = snapshot.context;
  if (!touched && amount === '') return undefined;
  return validateDepositAmount(amount, selectedChannelOf(snapshot.context));
}

/** The submit button is enabled only while editing a valid amount (disabled in flight). */
export const selectDepositCanSubmit = (snapshot: Snapshot): boolean =>
  snapshot.matches('editing') &&
  validateDepositAmount(snapshot.context.amount, selectedChannelOf(snapshot.context)) === undefined;

export const selectDepositRemainingSeconds = (snapshot: Snapshot): number =>
  snapshot.context.remainingSeconds;

export const selectDepositMessage = (snapshot: Snapshot): string => snapshot.context.message;

/** Who must pay the waiting order (issue #17): the member's real name; null while unknown. */
export const selectDepositPayer = (snapshot: Snapshot) => snapshot.context.payer;

export type DepositSignalView =
  | { status: 'none' | 'fetching' }
  | { status: 'ready'; code: string; expireSeconds: number }
  | { status: 'failed'; message: string };

/** The signal code of the waiting order, when its channel needs one. */
export function selectDepositSignal(snapshot: Snapshot): DepositSignalView {
  const { signal, signalMessage } = snapshot.context;
  if (signal !== null)
    return { status: 'ready', code: signal.signalCode, expireSeconds: signal.expireSeconds };
  if (snapshot.matches({ waiting: { signal: 'fetching' } })) return { status: 'fetching' };
  if (snapshot.matches({ waiting: { signal: 'failed' } }))
    return { status: 'failed', message: signalMessage };
  return { status: 'none' };
}
