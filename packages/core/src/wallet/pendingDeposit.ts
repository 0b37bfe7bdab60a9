import {
  type DepositOrder,
  DepositOrderStatus,
  type DepositOrderStatusAnswer,
} from '../api/schemas/payment.ts';
import { waitingKindOf } from './depositRules.ts';

/**
 * Which deposit is pending survives a reload (issue #28): the browser keeps only a pointer (the order
 * number and whose it is); the order's details always come from payment/getDepositOrderStatus.
 */
export const PENDING_DEPOSIT_KEY = 'pendingDepositOrder';

export interface PendingDepositPointer {
  orderNo: string;
  /** The member who made it (`StorageKey.userId`): another member never resumes it. */
  member: string;
}

/** The stored pointer as text. */
export function writePendingDeposit(pointer: PendingDepositPointer): string {
  return JSON.stringify({ orderNo: pointer.orderNo, member: pointer.member });
}

/** The order number to resume for `member`, or null (nothing stored, another member's, or unreadable). */
export function pendingDepositFor(stored: string | null, member: string | null): string | null {
  if (stored === null || member === null || member === '') return null;
  try {
    const value = JSON.parse(stored) as Partial<PendingDepositPointer> | null;
    return typeof value?.orderNo === 'string' &&
      value.orderNo !== '' &&
      typeof value.member === 'string' &&
      value.member === member
      ? value.orderNo
      : null;
  } catch {
    return null;
  }
}

/**
 * The waiting order a status answer describes, or null when it cannot be shown again: the order ended
 * (paid, expired, closed), or the server answered without the order's details (channel type, amount),
 * or with a channel type this client has no waiting page for.
 */
export function resumableOrder(answer: DepositOrderStatusAnswer): DepositOrder | null {
  if (answer.status !== DepositOrderStatus.Waiting) return null;
  const { channelType, amount } = answer;
  if (channelType === undefined || amount === undefined || waitingKindOf(channelType) === undefined)
    return null;
  return { ...answer, channelType, amount };
}

/** Deal records: type 1 is a deposit, status 0 still waiting for payment (its order can be reopened). */
export function isPendingDeposit(record: { type: number; status: number }): boolean {
  return record.type === 1 && record.status === 0;
}
