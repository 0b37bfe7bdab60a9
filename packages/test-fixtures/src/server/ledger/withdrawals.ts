import { addMoney } from '../auth/accounts.ts';
import { subtractMoney } from './ledger.ts';
import type { DealRecord, WalletBook } from './walletBook.ts';

/** Why a failed withdrawal came back, unless the test names a reason. */
export const DEFAULT_WITHDRAW_FAIL_REASON = '收款账户信息有误，款项已退回中心钱包';

/** The withdrawal record `orderNo` of `member` (deal type 2), if any. */
export function findWithdrawal(book: WalletBook, member: string, orderNo: string): DealRecord | undefined {
  return book.records.find((r) => r.member === member && r.orderNo === orderNo && r.type === 2);
}

/**
 * Ends a processing withdrawal (POST /__sandbox/withdrawal): 'done' pays it out, 'failed' puts the
 * amount back into the member's center wallet. The book's totals stay balanced (the property test).
 */
export function finishWithdrawal(
  book: WalletBook,
  record: DealRecord,
  wallet: { balance: string },
  outcome: 'done' | 'failed',
  reason = DEFAULT_WITHDRAW_FAIL_REASON,
  now = record.at,
): void {
  if (record.status !== 0) return;
  record.finishedAt = now;
  if (outcome === 'done') {
    record.status = 1;
    return;
  }
  const amount = record.amount.replace('-', '');
  record.status = 2;
  record.reason = reason;
  wallet.balance = addMoney(wallet.balance, amount);
  book.withdrawn = subtractMoney(book.withdrawn, amount);
}
